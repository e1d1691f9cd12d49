ALTER TABLE "event_registrations" DROP CONSTRAINT "event_registrations_once";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "joined_through_corporate_id" text;--> statement-breakpoint
ALTER TABLE "corporate_sponsorships" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "corporate_sponsorships" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "corporate_sponsorships" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "corporate_sponsorships" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "corporates" ADD COLUMN "invite_code" text DEFAULT replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "status" text DEFAULT 'registered' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- Events dated before issue #15 start at midnight, Singapore time, of their date.
UPDATE "events" SET "starts_at" = ("date"::timestamp AT TIME ZONE 'Asia/Singapore');--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "join_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "corporate_sponsorships" ADD CONSTRAINT "corporate_sponsorships_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_sponsorships" ADD CONSTRAINT "corporate_sponsorships_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_joined_through_corporate_idx" ON "users" USING btree ("joined_through_corporate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_once" ON "event_registrations" USING btree ("event_id",lower("email"));--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status","queued_at");--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("published","starts_at");--> statement-breakpoint
ALTER TABLE "corporates" ADD CONSTRAINT "corporates_invite_code_unique" UNIQUE("invite_code");--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_token_hash_unique" UNIQUE("token_hash");