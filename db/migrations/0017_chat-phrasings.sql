CREATE TABLE "chat_phrasings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intent_id" text NOT NULL,
	"language" text NOT NULL,
	"phrasing" text NOT NULL,
	"normalised" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_questions" ADD COLUMN "outcome" text DEFAULT 'decline' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_questions" ADD COLUMN "candidates" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_phrasings_language_normalised_idx" ON "chat_phrasings" USING btree ("language","normalised");