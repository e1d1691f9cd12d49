ALTER TABLE "admin_activity_log" DROP CONSTRAINT "admin_activity_log_admin_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "admin_activity_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
ALTER TABLE "admin_activity_log" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "admin_activity_log" ADD COLUMN "target_id" text;--> statement-breakpoint
ALTER TABLE "admin_activity_log" ADD COLUMN "target_label" text;--> statement-breakpoint
ALTER TABLE "admin_activity_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "admin_activity_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "admin_activity_log" ADD COLUMN "ip_address" text;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stories_queue_idx" ON "stories" USING btree ("reviewed_at","submitted_at");--> statement-breakpoint
CREATE INDEX "admin_activity_log_actor_idx" ON "admin_activity_log" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_activity_log_target_idx" ON "admin_activity_log" USING btree ("target_type","target_id");--> statement-breakpoint
-- Stories published before moderation existed count as decided; accounts' last sign-in from their sessions.
UPDATE "stories" SET "reviewed_at" = "submitted_at" WHERE "approved";--> statement-breakpoint
UPDATE "users" u SET "last_sign_in_at" = s.latest FROM (SELECT "user_id", max("created_at") AS latest FROM "sessions" GROUP BY "user_id") s WHERE s."user_id" = u."id";--> statement-breakpoint
-- The audit trail is append-only: no code path may rewrite or remove what the team did.
CREATE FUNCTION admin_activity_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_activity_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_activity_log_no_update BEFORE UPDATE OR DELETE ON "admin_activity_log" FOR EACH ROW EXECUTE FUNCTION admin_activity_log_append_only();--> statement-breakpoint
CREATE TRIGGER admin_activity_log_no_truncate BEFORE TRUNCATE ON "admin_activity_log" FOR EACH STATEMENT EXECUTE FUNCTION admin_activity_log_append_only();
