CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"organisation" text,
	"designation" text,
	"topic" text NOT NULL,
	"age_group" text,
	"message" text,
	"consented_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_kind" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"message" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporates" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "gp_clinics" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_reviews" ADD CONSTRAINT "partner_reviews_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_kind_created_idx" ON "enquiries" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "partner_reviews_partner_idx" ON "partner_reviews" USING btree ("partner_kind","partner_id","created_at");--> statement-breakpoint
CREATE INDEX "corporates_uen_idx" ON "corporates" USING btree ("uen");--> statement-breakpoint
CREATE INDEX "gp_clinics_license_idx" ON "gp_clinics" USING btree ("license_number");--> statement-breakpoint
CREATE INDEX "specialists_mcr_idx" ON "specialists" USING btree ("medical_registration_no");