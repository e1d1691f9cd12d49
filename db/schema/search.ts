import { sql } from "drizzle-orm";
import { customType, index, pgTable, serial, text } from "drizzle-orm/pg-core";

/** Drizzle has no tsvector type: the column is only ever written by PostgreSQL itself. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const searchKinds = ["article", "faq", "page", "gp", "specialist"] as const;
export type SearchKind = (typeof searchKinds)[number];

/**
 * The site search index (ARCHITECTURE.md: PostgreSQL full-text search, no second engine). Rebuilt
 * from content and the approved directory at start-up; the vector is generated so it never drifts
 * from title and body, and titles weigh more than bodies in the ranking.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: searchKinds }).notNull(),
    path: text("path").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title,'')), 'A') || setweight(to_tsvector('english', coalesce(body,'')), 'B')`,
      ),
  },
  (t) => [
    index("search_documents_vector_idx").using("gin", t.searchVector),
    index("search_documents_kind_idx").on(t.kind),
  ],
);
