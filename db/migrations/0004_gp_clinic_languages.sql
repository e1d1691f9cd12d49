DROP INDEX "gp_clinics_languages_idx";--> statement-breakpoint
ALTER TABLE "gp_clinics" ADD COLUMN "languages" text[] GENERATED ALWAYS AS (regexp_split_to_array(trim(languages_spoken), '\s*,\s*')) STORED;--> statement-breakpoint
CREATE INDEX "gp_clinics_languages_idx" ON "gp_clinics" USING gin ("languages");