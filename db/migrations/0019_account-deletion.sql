CREATE TABLE "deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"remove_stories" boolean DEFAULT false NOT NULL,
	"filed_by" text,
	"reason" text,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"counts" jsonb
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_open_idx" ON "deletion_requests" USING btree ("user_id") WHERE "deletion_requests"."cancelled_at" is null and "deletion_requests"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "deletion_requests_due_idx" ON "deletion_requests" USING btree ("due_at");--> statement-breakpoint
-- Deleting an account (issue 29) keeps the audit trail with the account's id only: an UPDATE that
-- clears the personal columns (address, IP, name, what was written) and changes nothing else is
-- allowed; any other change, a DELETE or a TRUNCATE is still refused.
CREATE OR REPLACE FUNCTION admin_activity_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.created_at = OLD.created_at
    AND NEW.admin_id IS NOT DISTINCT FROM OLD.admin_id
    AND NEW.target_type IS NOT DISTINCT FROM OLD.target_type
    AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id
    AND (NEW.actor_email IS NULL OR NEW.actor_email IS NOT DISTINCT FROM OLD.actor_email)
    AND (NEW.ip_address IS NULL OR NEW.ip_address IS NOT DISTINCT FROM OLD.ip_address)
    AND (NEW.target_label IS NULL OR NEW.target_label IS NOT DISTINCT FROM OLD.target_label)
    AND (NEW.before IS NULL OR NEW.before::text IS NOT DISTINCT FROM OLD.before::text)
    AND (NEW.after IS NULL OR NEW.after::text IS NOT DISTINCT FROM OLD.after::text)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'admin_activity_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
