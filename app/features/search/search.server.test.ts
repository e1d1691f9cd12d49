import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { articles } from "~/features/education/index.server";
import { gpClinics, searchDocuments, specialists } from "#db/schema";
import { useTestDatabase } from "../../../tests/support/db";
import { parseHighlight } from "./highlight";
import { keyPages } from "./public-pages";
import { countDocumentsFor, searchDocumentsFor, searchPage, syncSearchIndex } from "./search.server";

const db = useTestDatabase();

const clinic = (clinicName: string, approvalStatus: "approved" | "pending_review") => ({
  clinicName,
  doctorFullName: "Dr Tan Wei Ming",
  licenseNumber: `L-${clinicName}`,
  address: "1 Example Road",
  postalCode: "123456",
  region: "Central" as const,
  approvalStatus,
});
const specialist = (fullName: string, approvalStatus: "approved" | "rejected") => ({
  fullName,
  medicalRegistrationNo: `M-${fullName}`,
  qualifications: "MBBS, FRCS",
  fieldOfSpecialization: "Gastroenterology",
  clinicAffiliation: "Example Endoscopy Centre",
  address: "2 Example Road",
  postalCode: "654321",
  region: "East" as const,
  approvalStatus,
});

const kindCounts = async () => {
  const rows = await db()
    .select({ kind: searchDocuments.kind, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(searchDocuments)
    .groupBy(searchDocuments.kind);
  return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
};

beforeAll(async () => {
  await db()
    .insert(gpClinics)
    .values([clinic("Quillon Family Clinic", "approved"), clinic("Pendrake Medical", "pending_review")]);
  await db()
    .insert(specialists)
    .values([specialist("Dr Aurelia Voss", "approved"), specialist("Dr Rejectus Morrow", "rejected")]);
  await syncSearchIndex(db());
});

describe("syncSearchIndex", () => {
  it("indexes every article, FAQ and key page, and only approved partners", async () => {
    expect(await kindCounts()).toEqual({
      article: articles().length,
      faq: 16,
      page: keyPages.length,
      gp: 1,
      specialist: 1,
    });
    const directory = await db()
      .select({ path: searchDocuments.path })
      .from(searchDocuments)
      .where(sql`${searchDocuments.kind} in ('gp', 'specialist')`);
    expect(directory.map((d) => d.path).sort()).toEqual([
      "/find-a-gp?search=Quillon%20Family%20Clinic",
      "/find-a-specialist?search=Dr%20Aurelia%20Voss",
    ]);
    expect((await searchDocumentsFor("Pendrake")).total).toBe(0);
    expect((await searchDocumentsFor("Rejectus")).total).toBe(0);
  });

  it("replaces the rows instead of adding to them, and picks up a new approval", async () => {
    await db()
      .update(gpClinics)
      .set({ approvalStatus: "approved" })
      .where(eq(gpClinics.clinicName, "Pendrake Medical"));
    await syncSearchIndex(db());
    const counts = await kindCounts();
    expect(counts.gp).toBe(2);
    expect(counts.article).toBe(articles().length);
    expect((await searchDocumentsFor("Pendrake")).hits[0]?.path).toBe("/find-a-gp?search=Pendrake%20Medical");
  });
});

describe("searchDocumentsFor", () => {
  beforeAll(async () => {
    await db()
      .insert(searchDocuments)
      .values([
        {
          kind: "article",
          path: "/t/body",
          title: "A guide to bowel health",
          body: "Some text that names zorblat once.",
        },
        { kind: "article", path: "/t/title", title: "Zorblat explained", body: "An introduction for patients." },
        {
          kind: "faq",
          path: "/t/markup",
          title: "Markup in the body",
          body: 'Odd text <script>alert("x")</script> with «fake» marks » and the word quibblefrost here.',
        },
      ]);
  });

  it("ranks a title match above a body-only mention", async () => {
    const { hits, total } = await searchDocumentsFor("zorblat");
    expect(total).toBe(2);
    expect(hits.map((h) => h.path)).toEqual(["/t/title", "/t/body"]);
  });

  it("marks the matched words in the snippet", async () => {
    const { hits } = await searchDocumentsFor("zorblat");
    const body = hits.find((h) => h.path === "/t/body")!;
    expect(parseHighlight(body.snippet).filter((p) => p.match)).toEqual([{ text: "zorblat", match: true }]);
    const real = await searchDocumentsFor("colonoscopy preparation");
    expect(real.total).toBeGreaterThan(0);
    expect(real.hits.some((h) => parseHighlight(h.snippet).some((p) => p.match))).toBe(true);
  });

  it("never lets the stored text fake a highlight, and keeps markup as text", async () => {
    const [hit] = (await searchDocumentsFor("quibblefrost")).hits;
    const parts = parseHighlight(hit!.snippet);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(["quibblefrost"]);
    expect(parts.map((p) => p.text).join("")).toContain('<script>alert("x")</script>');
  });

  it("returns no results, without an error, for punctuation or stop words only", async () => {
    for (const q of ["!!!", '"', "'", "&|!:*()<>", "-", "«»", "the"]) {
      expect(await searchDocumentsFor(q), q).toEqual({ hits: [], total: 0 });
    }
    // Operators mixed with words are read as words, never as a query syntax error.
    expect((await searchDocumentsFor('zorblat & ( "')).total).toBe(2);
    expect((await searchDocumentsFor("zorblat -guide")).hits.map((h) => h.path)).toEqual(["/t/title"]);
  });

  it("pages ten results at a time", async () => {
    const total = await countDocumentsFor("cancer");
    expect(total).toBeGreaterThan(10);
    const first = await searchDocumentsFor("cancer", 1);
    const second = await searchDocumentsFor("cancer", 2);
    expect(first.total).toBe(total);
    expect(first.hits).toHaveLength(10);
    expect(second.hits).toHaveLength(Math.min(10, total - 10));
    const paths = [...first.hits, ...second.hits].map((h) => h.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("searchPage", () => {
  const outcome = async (url: string) => {
    try {
      return { data: await searchPage(new Request(`http://localhost${url}`)) };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
      throw thrown;
    }
  };

  it("redirects to one address per query and page", async () => {
    expect(await outcome("/search?q=%20%20zorblat%20")).toEqual({ status: 302, location: "/search?q=zorblat" });
    expect(await outcome("/search?q=%20%20")).toEqual({ status: 302, location: "/search" });
    expect(await outcome("/search?q=zorblat&page=1")).toEqual({ status: 302, location: "/search?q=zorblat" });
    expect(await outcome("/search?q=zorblat&page=abc")).toEqual({ status: 302, location: "/search?q=zorblat" });
    expect(await outcome("/search?q=zorblat&page=7")).toEqual({ status: 302, location: "/search?q=zorblat" });
    const pages = Math.ceil((await countDocumentsFor("cancer")) / 10);
    expect(await outcome("/search?q=cancer&page=99")).toEqual({
      status: 302,
      location: pages > 1 ? `/search?q=cancer&page=${pages}` : "/search?q=cancer",
    });
  });

  it("gives the results, or an empty list for a query with nothing to find", async () => {
    const { data } = await outcome("/search?q=zorblat");
    expect(data).toMatchObject({ q: "zorblat", page: 1, pages: 1, total: 2 });
    expect((await outcome("/search?q=%21%21%21")).data).toMatchObject({ q: "!!!", total: 0, hits: [] });
    expect((await outcome("/search")).data).toMatchObject({ q: "", total: 0 });
  });
});
