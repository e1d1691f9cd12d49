CREATE TABLE "translation_reviews" (
	"article_slug" text NOT NULL,
	"lang" text NOT NULL,
	"source_hash" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewed_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_reviews_article_slug_lang_pk" PRIMARY KEY("article_slug","lang")
);
