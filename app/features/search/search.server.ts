import { desc, eq, sql } from "drizzle-orm";
import { redirect } from "react-router";
import { articles } from "~/features/education/index.server";
import { db as currentDb, type Db } from "~/lib/db.server";
import { markdownToText } from "~/lib/page/markdown.server";
import { gpClinics, searchDocuments, specialists, type SearchKind } from "#db/schema";
import faqs from "../../../content/faqs.json";
import { START_SEL, STOP_SEL } from "./highlight";
import { keyPages } from "./public-pages";
import { normaliseQuery, PAGE_SIZE, parsePage } from "./search.schema";

type NewDocument = typeof searchDocuments.$inferInsert;

/** The rows that come from files: articles, FAQs and the key public pages. */
function contentDocuments(): NewDocument[] {
  return [
    ...articles().map((a) => ({
      kind: "article" as const,
      path: `/education/article/${a.slug}`,
      title: a.title,
      // Tags last: they help matching but read badly in the middle of a snippet.
      body: `${a.excerpt}\n${a.text}\nTopics: ${a.tags.join(", ")}.`,
    })),
    ...faqs.map((f) => ({
      kind: "faq" as const,
      // The FAQ page filters by q (spec content §2.1): the question leads straight to its answer.
      path: `/education/faqs?q=${encodeURIComponent(f.question)}`,
      title: f.question,
      body: markdownToText(f.answer),
    })),
    ...keyPages.map((p) => ({ kind: "page" as const, path: p.path, title: p.title, body: p.description })),
  ];
}

/** Only approved partners are listed anywhere public, so only they are searchable. */
async function directoryDocuments(database: Db): Promise<NewDocument[]> {
  const clinics = await database
    .select({
      clinicName: gpClinics.clinicName,
      doctor: gpClinics.doctorFullName,
      address: gpClinics.address,
      region: gpClinics.region,
      services: gpClinics.servicesOffered,
      languages: gpClinics.languagesSpoken,
      description: gpClinics.description,
    })
    .from(gpClinics)
    .where(eq(gpClinics.approvalStatus, "approved"));
  const doctors = await database
    .select({
      name: specialists.fullName,
      field: specialists.fieldOfSpecialization,
      affiliation: specialists.clinicAffiliation,
      address: specialists.address,
      region: specialists.region,
      specialties: specialists.specialties,
      languages: specialists.languages,
    })
    .from(specialists)
    .where(eq(specialists.approvalStatus, "approved"));
  const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(". ");
  return [
    ...clinics.map((c) => ({
      kind: "gp" as const,
      path: `/find-a-gp?search=${encodeURIComponent(c.clinicName)}`,
      title: c.clinicName,
      body: join(
        `GP clinic, ${c.doctor}`,
        c.address,
        `${c.region} region`,
        c.services.join(", "),
        c.languages,
        c.description,
      ),
    })),
    ...doctors.map((d) => ({
      kind: "specialist" as const,
      path: `/find-a-specialist?search=${encodeURIComponent(d.name)}`,
      title: d.name,
      body: join(d.field, d.affiliation, d.address, `${d.region} region`, d.specialties.join(", "), d.languages),
    })),
  ];
}

/**
 * Rebuilds the whole index in one transaction, so a search never sees it half-written. Runs at
 * start-up; call it again after a partner's approval changes.
 */
export async function syncSearchIndex(database: Db = currentDb()): Promise<number> {
  const rows = [...contentDocuments(), ...(await directoryDocuments(database))];
  await database.transaction(async (tx) => {
    // Several app processes may start at once on PostgreSQL: without the lock, two rebuilds could
    // each delete only what they saw and leave both sets of rows. Readers are not blocked.
    await tx.execute(sql`lock table ${searchDocuments} in exclusive mode`);
    await tx.delete(searchDocuments);
    if (rows.length) await tx.insert(searchDocuments).values(rows);
  });
  return rows.length;
}

type SearchHit = { kind: SearchKind; path: string; title: string; snippet: string };
type SearchResults = { hits: SearchHit[]; total: number };

/** A query without a letter or digit has no words to look for: no results, and no query sent. */
const hasWords = (q: string) => /[\p{L}\p{N}]/u.test(q);

/**
 * Full-text search ranked by ts_rank (title matches weigh more, see the generated vector). The
 * snippet comes from ts_headline on the escaped body with « and » replaced first, so only the
 * matches it marks carry those characters (parseHighlight turns them into <mark> parts).
 */
export async function searchDocumentsFor(q: string, page = 1, database: Db = currentDb()): Promise<SearchResults> {
  if (!hasWords(q)) return { hits: [], total: 0 };
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const options = `StartSel=${START_SEL}, StopSel=${STOP_SEL}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;
  // Our marks out of the text first, then `&`, `<` and `>` escaped (parseHighlight decodes them).
  const escapedBody = sql`replace(replace(replace(translate(${searchDocuments.body}, ${START_SEL + STOP_SEL}, '""'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;
  const rank = sql`ts_rank(${searchDocuments.searchVector}, ${query})`;
  const rows = await database
    .select({
      kind: searchDocuments.kind,
      path: searchDocuments.path,
      title: searchDocuments.title,
      snippet: sql<string>`ts_headline('english', ${escapedBody}, ${query}, ${options})`,
      total: sql<number>`(count(*) over ())::int`.mapWith(Number),
    })
    .from(searchDocuments)
    .where(sql`${searchDocuments.searchVector} @@ ${query}`)
    .orderBy(desc(rank), searchDocuments.title, searchDocuments.id)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    hits: rows.map(({ total: _total, ...hit }) => hit),
    total: rows[0]?.total ?? 0,
  };
}

/** How many results a query has in all: tells an out-of-range page from an empty search. */
export async function countDocumentsFor(q: string, database: Db = currentDb()): Promise<number> {
  if (!hasWords(q)) return 0;
  const [row] = await database
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(searchDocuments)
    .where(sql`${searchDocuments.searchVector} @@ websearch_to_tsquery('english', ${q})`);
  return row?.n ?? 0;
}

/**
 * The search page's data. Every query and page has one address: surrounding spaces, a page number
 * that is not a whole number from 2, or a page past the last one redirect to it.
 */
export async function searchPage(request: Request) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("q") ?? "";
  const rawPage = url.searchParams.get("page");
  const q = normaliseQuery(raw);
  let page = q ? parsePage(rawPage) : 1;
  const canonical = () => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return url.pathname + (search ? `?${search}` : "");
  };
  if (raw !== q || (rawPage !== null && (page === 1 || rawPage !== String(page)))) throw redirect(canonical());
  if (!q) return { q, page, pages: 0, total: 0, hits: [] };
  const { hits, total } = await searchDocumentsFor(q, page);
  if (!hits.length && page > 1) {
    const all = await countDocumentsFor(q);
    page = Math.max(1, Math.ceil(all / PAGE_SIZE));
    throw redirect(canonical());
  }
  return { q, page, pages: Math.ceil(total / PAGE_SIZE), total, hits };
}
