CREATE TABLE "chat_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"normalised" text NOT NULL,
	"times_asked" integer DEFAULT 1 NOT NULL,
	"first_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_questions_normalised_idx" ON "chat_questions" USING btree ("normalised");--> statement-breakpoint
CREATE INDEX "chat_questions_last_asked_idx" ON "chat_questions" USING btree ("last_asked_at");