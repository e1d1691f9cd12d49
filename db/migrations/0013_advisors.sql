CREATE TABLE "advisors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"credentials" text NOT NULL,
	"role" text NOT NULL,
	"bio" text NOT NULL,
	"photo_file" text,
	"photo_width" integer,
	"photo_height" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisors_photo_file_shape" CHECK ("advisors"."photo_file" is null or "advisors"."photo_file" ~ '^[a-f0-9-]+\.webp$')
);
--> statement-breakpoint
CREATE TABLE "article_reviews" (
	"article_slug" text PRIMARY KEY NOT NULL,
	"advisor_id" uuid NOT NULL,
	"reviewed_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_reviews" ADD CONSTRAINT "article_reviews_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisors_published_idx" ON "advisors" USING btree ("published","sort_order");