import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The Medical Advisory Board (spec content §2.2; issue 26): the clinicians the team enters in the
 * console. Nobody is shown on /about/advisors until an advisor is published; the seed adds none, so
 * no invented doctor ever appears. The photo is a file the server resized (uploads/advisors/ under
 * DATA_DIR); `photo_file` is its name there, a fresh one per upload so a changed photo is a new URL.
 */
export const advisors = pgTable(
  "advisors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    credentials: text("credentials").notNull(),
    /** The title shown under the name ("Colorectal surgeon, Singapore General Hospital"). */
    role: text("role").notNull(),
    bio: text("bio").notNull(),
    photoFile: text("photo_file"),
    photoWidth: integer("photo_width"),
    photoHeight: integer("photo_height"),
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("advisors_published_idx").on(t.published, t.sortOrder),
    check("advisors_photo_file_shape", sql`${t.photoFile} is null or ${t.photoFile} ~ '^[a-f0-9-]+\\.webp$'`),
  ],
);

/**
 * Who reviewed an article last, and when (issue 26): set in the console. The article's Markdown
 * (content/articles) keeps its front-matter `reviewer` and `lastReviewed` as the fallback. An advisor
 * who reviewed an article cannot be deleted (restrict): unpublishing hides them instead.
 */
export const articleReviews = pgTable("article_reviews", {
  articleSlug: text("article_slug").primaryKey(),
  advisorId: uuid("advisor_id")
    .notNull()
    .references(() => advisors.id, { onDelete: "restrict" }),
  reviewedOn: date("reviewed_on", { mode: "string" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
