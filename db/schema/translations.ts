import { date, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A translated article's review by someone who reads its language (issue 27), marked in the console
 * (/admin/content/translations). It holds for the translation file it was made on (`source_hash`,
 * the file's own sourceHash then): a translation made again from a changed English needs a new
 * review. The file's front-matter reviewedBy/reviewedOn is the fallback. Owned by the education
 * feature.
 */
export const translationReviews = pgTable(
  "translation_reviews",
  {
    articleSlug: text("article_slug").notNull(),
    lang: text("lang").notNull(),
    sourceHash: text("source_hash").notNull(),
    reviewerName: text("reviewer_name").notNull(),
    reviewedOn: date("reviewed_on", { mode: "string" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleSlug, t.lang] })],
);
