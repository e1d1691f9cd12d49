DROP INDEX "events_upcoming_idx";--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "date";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "time";