import { count, eq } from "drizzle-orm";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { adminActivityLog, advisors, articleReviews } from "../../../db/schema";
import { advisorMessages as m } from "../../../app/features/advisors/messages";
import { articlePage } from "../../../app/features/education/articles/article.server";
import { articlesReviewPage, figureReviews } from "../../../app/features/education/articles/review.server";
import { boardPage } from "../../../app/features/advisors/pages.server";
import * as list from "../../../app/features/admin/routes/content-advisors";
import * as create from "../../../app/features/admin/routes/content-advisor-new";
import * as edit from "../../../app/features/admin/routes/content-advisor";
import * as reviews from "../../../app/features/admin/routes/content-articles";
import * as media from "../../../app/features/advisors/routes/photo";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";

/**
 * Issue 26 part 4: the advisors the team enters in the console, their photos (checked by their
 * bytes, resized by sharp, stored under DATA_DIR), each article's reviewer, and the list of
 * articles and figures past their review date. Bad input: a field's message, nothing written.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "advisors-test-"));
const db = useTestDatabase({ DATA_DIR: dataDir });
const photos = () => {
  try {
    return readdirSync(path.join(dataDir, "uploads", "advisors")).filter((f) => !f.startsWith("."));
  } catch {
    return [];
  }
};

let cookie = "";
beforeAll(async () => {
  cookie = (await signedInAs(db(), "admin")).cookie;
});

const context = { nonce: "", requestId: "" };
type Answer = { status: number; data: unknown; location?: string | null };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route modules' own argument types
type Handler = (args: any) => unknown;

/** Calls an action or loader as React Router would, and reads its answer whatever its shape. */
async function call(handler: Handler, request: Request, params: Record<string, string> = {}): Promise<Answer> {
  try {
    const answer = (await handler({ request, params, context })) as
      Response | { type?: string; data?: unknown; init?: { status?: number } | null };
    if (answer instanceof Response)
      return { status: answer.status, data: null, location: answer.headers.get("location") };
    if (answer?.type === "DataWithResponseInit") return { status: answer.init?.status ?? 200, data: answer.data };
    return { status: 200, data: answer };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null };
    const t = thrown as { type?: string; init?: { status?: number } };
    if (t?.type === "DataWithResponseInit") return { status: t.init?.status ?? 500, data: null };
    throw thrown;
  }
}

const post = (url: string, body: FormData) =>
  new Request(`http://localhost:3000${url}`, { method: "POST", headers: { cookie }, body });
const get = (url: string) => new Request(`http://localhost:3000${url}`, { headers: { cookie } });

function advisorForm(fields: Record<string, string> = {}, photo?: File) {
  const form = new FormData();
  const values = {
    name: "Dr Test Person",
    credentials: "MBBS (Test)",
    role: "Test surgeon",
    bio: "A test biography.",
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  if (photo) form.append("photo", photo);
  return form;
}

const png = async (width = 600, height = 400) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width, height, channels: 3, background: "#0b5cab" } })
          .png()
          .toBuffer(),
      ),
    ],
    "portrait.png",
    { type: "image/png" },
  );

const fieldErrors = (answer: Answer) =>
  (answer.data as { result: { error?: Record<string, string[]> } }).result.error ?? {};

const rows = async () => (await db().select({ n: count() }).from(advisors))[0]!.n;
const audits = async () => (await db().select({ n: count() }).from(adminActivityLog))[0]!.n;

async function nothingWritten(attempt: () => Promise<Answer>, status = 400) {
  const [before, auditsBefore, files] = [await rows(), await audits(), photos().length];
  const answer = await attempt();
  expect(answer.status).toBe(status);
  expect([await rows(), await audits(), photos().length]).toEqual([before, auditsBefore, files]);
  return answer;
}

describe("the public board", () => {
  it("says the board is being formed while no advisor is published (the seed adds none)", async () => {
    expect(await boardPage()).toEqual([]);
  });
});

describe("adding an advisor with a photo", () => {
  it("stores a 400 × 400 WebP under DATA_DIR, unpublished, with one audit row", async () => {
    const before = await audits();
    const answer = await call(create.action, post("/admin/content/advisors/new", advisorForm({}, await png())));
    expect(answer).toMatchObject({ status: 302, location: "/admin/content/advisors" });
    const [row] = await db().select().from(advisors).where(eq(advisors.name, "Dr Test Person"));
    expect(row).toMatchObject({ published: false, photoWidth: 400, photoHeight: 400 });
    expect(photos()).toContain(row!.photoFile);
    const meta = await sharp(path.join(dataDir, "uploads", "advisors", row!.photoFile!)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 400, 400]);
    expect(await audits()).toBe(before + 1);
    expect(await boardPage()).toEqual([]);

    // Published, it is on the board with its photo, which the media route serves.
    expect(
      (await call(list.action, post("/admin/content/advisors", fd({ id: row!.id, intent: "publish" })))).status,
    ).toBe(302);
    const [shown] = await boardPage();
    expect(shown).toMatchObject({ name: "Dr Test Person", photo: `/media/advisors/${row!.photoFile}` });
    const served = (await media.loader({
      request: get(shown!.photo!),
      params: { file: row!.photoFile! },
      context,
    } as never)) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");
  });

  it.each([
    [
      "a text file named .jpg",
      new File(["not an image at all"], "photo.jpg", { type: "image/jpeg" }),
      m.photoWrongType,
    ],
    [
      "an SVG",
      new File(
        ['<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>'],
        "p.svg",
        {
          type: "image/svg+xml",
        },
      ),
      m.photoWrongType,
    ],
    [
      "a file over 5 MB",
      new File([new Uint8Array(6 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" }),
      m.photoTooLarge,
    ],
  ])("refuses %s with the photo's message, writing nothing", async (_what, file, message) => {
    const answer = await nothingWritten(() =>
      call(create.action, post("/admin/content/advisors/new", advisorForm({}, file))),
    );
    expect(fieldErrors(answer).photo).toEqual([message]);
  });

  it("refuses a real image too small to be a portrait", async () => {
    const answer = await nothingWritten(async () =>
      call(create.action, post("/admin/content/advisors/new", advisorForm({}, await png(100, 100)))),
    );
    expect(fieldErrors(answer).photo).toEqual([m.photoTooSmall]);
  });

  it("names every field in error at once: empty name, over-long credentials, with the photo's", async () => {
    const bad = new File(["GIF89a"], "x.gif", { type: "image/gif" });
    const answer = await nothingWritten(() =>
      call(
        create.action,
        post("/admin/content/advisors/new", advisorForm({ name: "  ", credentials: "x".repeat(201) }, bad)),
      ),
    );
    expect(fieldErrors(answer)).toMatchObject({
      name: [m.nameRequired],
      credentials: [m.credentialsTooLong],
      photo: [m.photoWrongType],
    });
  });
});

const fd = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

async function advisor(published = true, name = "Dr Another Test") {
  const [row] = await db()
    .insert(advisors)
    .values({ name, credentials: "MBBS", role: "Test physician", bio: "Bio.", published })
    .returning({ id: advisors.id });
  return row!.id;
}

describe("forged ids", () => {
  it("a malformed or unknown advisor id on the list is a message, nothing written", async () => {
    const a = await nothingWritten(() =>
      call(list.action, post("/admin/content/advisors", fd({ id: "1 OR 1=1", intent: "delete" }))),
    );
    expect(a.data).toMatchObject({ ok: false, message: m.notFound });
    const b = await nothingWritten(
      () =>
        call(
          list.action,
          post("/admin/content/advisors", fd({ id: "00000000-0000-4000-8000-000000000000", intent: "publish" })),
        ),
      404,
    );
    expect(b.data).toMatchObject({ message: m.notFound });
  });

  it("editing an advisor that does not exist is not found", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "..%2f..%2fetc"]) {
      const url = `/admin/content/advisors/${id}`;
      expect((await call(edit.loader, get(url), { id })).status).toBe(404);
      await nothingWritten(() => call(edit.action, post(url, advisorForm()), { id }), 404);
    }
  });

  it("the media route serves only names it wrote: traversal and other names are not found", async () => {
    for (const file of ["../../../etc/passwd", "..%2Fsecret.webp", "x.svg", "ABC.webp"]) {
      const answer = (await media.loader({
        request: get("/media/advisors/x"),
        params: { file },
        context,
      } as never)) as Response;
      expect(answer.status).toBe(404);
    }
  });
});

describe("editing", () => {
  it("replaces the photo and removes the old file; removing it clears it", async () => {
    const created = await call(
      create.action,
      post("/admin/content/advisors/new", advisorForm({ name: "Dr Photo Edit" }, await png())),
    );
    expect(created.status).toBe(302);
    const [row] = await db().select().from(advisors).where(eq(advisors.name, "Dr Photo Edit"));
    const url = `/admin/content/advisors/${row!.id}`;
    expect(
      (await call(edit.action, post(url, advisorForm({ name: "Dr Photo Edit" }, await png(800, 800))), { id: row!.id }))
        .status,
    ).toBe(302);
    const [replaced] = await db().select().from(advisors).where(eq(advisors.id, row!.id));
    expect(replaced!.photoFile).not.toBe(row!.photoFile);
    expect(photos()).not.toContain(row!.photoFile);
    expect(photos()).toContain(replaced!.photoFile);
    expect(
      (await call(edit.action, post(url, advisorForm({ name: "Dr Photo Edit", removePhoto: "on" })), { id: row!.id }))
        .status,
    ).toBe(302);
    const [cleared] = await db().select().from(advisors).where(eq(advisors.id, row!.id));
    expect(cleared!.photoFile).toBeNull();
    expect(photos()).not.toContain(replaced!.photoFile);
  });
});

describe("an article's reviewer", () => {
  const slug = "colonoscopy-gold-standard";
  const review = (fields: Record<string, string>) =>
    call(reviews.action, post("/admin/content/articles", fd({ slug, reviewedOn: "2026-01-05", ...fields })));
  const reviewRows = async () => (await db().select({ n: count() }).from(articleReviews))[0]!.n;

  it("refuses a forged, unknown or unpublished reviewer, an unknown article and a future date", async () => {
    const hidden = await advisor(false, "Dr Unpublished Test");
    const known = await advisor(true, "Dr Known Test");
    const cases: [Record<string, string>, string, string][] = [
      [{ advisorId: "'; drop table advisors;--" }, "advisorId", m.reviewerUnknown],
      [{ advisorId: "00000000-0000-4000-8000-000000000000" }, "advisorId", m.reviewerUnknown],
      [{ advisorId: hidden }, "advisorId", m.reviewerUnknown],
      [{ advisorId: "" }, "advisorId", m.reviewerRequired],
      [{ advisorId: known, slug: "no-such-article" }, "slug", m.articleUnknown],
      [{ advisorId: known, reviewedOn: "2026-02-30" }, "reviewedOn", m.reviewedOnInvalid],
      [{ advisorId: known, reviewedOn: "2999-01-01" }, "reviewedOn", m.reviewedOnFuture],
    ];
    for (const [fields, field, message] of cases) {
      const before = [await reviewRows(), await audits()];
      const answer = await review(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect((answer.data as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(message);
      expect([await reviewRows(), await audits()]).toEqual(before);
    }
  });

  it("shows the reviewer and date on the article; an advisor who reviewed cannot be deleted", async () => {
    const id = await advisor(true, "Dr Reviewer Test");
    expect((await review({ advisorId: id })).status).toBe(302);
    const page = await articlePage(slug);
    expect(page.review).toEqual({ by: "Dr Reviewer Test, MBBS", on: "2026-01-05" });
    const refused = await nothingWritten(
      () => call(list.action, post("/admin/content/advisors", fd({ id, intent: "delete" }))),
      409,
    );
    expect(refused.data).toMatchObject({ message: m.hasReviews(1) });
    // Unpublished, the article shows its front matter again.
    expect((await call(list.action, post("/admin/content/advisors", fd({ id, intent: "unpublish" })))).status).toBe(
      302,
    );
    expect((await articlePage(slug)).review.by).toBe("RID-CRC reviewing clinicians");
  });
});

describe("past review date", () => {
  it("lists an article whose review is over two years old, and figures past their reviewDue", async () => {
    const id = await advisor(true, "Dr Old Review Test");
    expect(
      (
        await call(
          reviews.action,
          post("/admin/content/articles", fd({ slug: "early-warning-signs", advisorId: id, reviewedOn: "2020-03-01" })),
        )
      ).status,
    ).toBe(302);
    const page = await articlesReviewPage(get("/admin/content/articles"));
    const row = page.rows.find((r) => r.slug === "early-warning-signs")!;
    expect(row).toMatchObject({
      reviewedOn: "2020-03-01",
      due: "2022-03-01",
      overdue: true,
      reviewer: "Dr Old Review Test, MBBS",
    });
    expect(page.overdue).toBeGreaterThanOrEqual(1);
    // Figures: none is past due today (all checked in 2026); on a later day, every one is.
    expect(figureReviews("2026-11-26").filter((f) => f.overdue)).toEqual([]);
    const later = figureReviews("2030-01-01");
    expect(later.length).toBeGreaterThanOrEqual(3);
    expect(later.every((f) => f.overdue)).toBe(true);
    expect(later.map((f) => f.source)).toContain("content/screening-tests.json");
  });
});
