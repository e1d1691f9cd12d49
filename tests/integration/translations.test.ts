import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminActivityLog, translationReviews } from "../../db/schema";
import { articlePage } from "../../app/features/education/articles/article.server";
import { translationReviewMessages as m } from "../../app/features/education/articles/translation-review.schema";
import { translationStates } from "../../app/features/education/index.server";
import * as page from "../../app/features/admin/routes/content-translations";
import { todayInSingapore } from "../../app/lib/text/singapore-date";
import { useTestDatabase } from "../support/db";
import { signedInAs } from "../support/sessions";

/**
 * Issue 27: the console's list of translated articles, and "mark reviewed" (an admin, audited; bad
 * input → the field's message and nothing written). The article page then shows the review.
 */
const db = useTestDatabase();
let admin = "";
let champion = "";
beforeAll(async () => {
  admin = (await signedInAs(db(), "admin")).cookie;
  champion = (await signedInAs(db(), "champion")).cookie;
});

const context = { nonce: "", requestId: "" };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route modules' own argument types
async function call(handler: (args: any) => unknown, request: Request) {
  try {
    const answer = (await handler({ request, params: {}, context })) as
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
const url = "http://localhost:3000/admin/content/translations";
const get = (cookie: string) => new Request(url, { headers: { cookie } });
const post = (cookie: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return new Request(url, { method: "POST", headers: { cookie }, body });
};
const written = async () => ({
  reviews: (await db().select({ n: count() }).from(translationReviews))[0]!.n,
  audits: (
    await db().select({ n: count() }).from(adminActivityLog).where(eq(adminActivityLog.action, "translation.review"))
  )[0]!.n,
});
const valid = { slug: "early-warning-signs", lang: "zh", reviewer: "Dr Tan Mei Ling", reviewedOn: "2026-11-20" };

describe("/admin/content/translations", () => {
  it("lists every translation with its state for an admin, and no one else", async () => {
    const answer = await call(page.loader, get(admin));
    expect(answer.status).toBe(200);
    const { rows } = answer.data as { rows: { slug: string; lang: string; state: string }[] };
    expect(rows).toHaveLength(15);
    expect(rows.every((r) => r.state === "review-pending")).toBe(true);
    expect((await call(page.loader, get(champion))).status).toBe(403);
    expect((await call(page.loader, new Request(url))).status).not.toBe(200);
  });

  it("refuses bad input at its field and writes nothing", async () => {
    const before = await written();
    const cases: [Record<string, string>, string, string][] = [
      [{ ...valid, slug: "kaiser-crc-study" }, "translation", m.unknown],
      [{ ...valid, lang: "xx" }, "translation", m.unknown],
      [{ ...valid, reviewer: "" }, "reviewer", m.reviewerRequired],
      [{ ...valid, reviewer: "Dr" }, "reviewer", m.reviewerLength],
      [{ ...valid, reviewedOn: "2026-02-30" }, "reviewedOn", m.dateInvalid],
      [{ ...valid, reviewedOn: "2999-01-01" }, "reviewedOn", m.dateFuture],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await call(page.action, post(admin, fields));
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect((answer.data as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(message);
    }
    expect((await call(page.action, post(champion, valid))).status).toBe(403);
    expect(await written()).toEqual(before);
  });

  it("marks a translation reviewed, audited, and the article page says so", async () => {
    const answer = await call(page.action, post(admin, valid));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/content/translations");
    expect(await written()).toEqual({ reviews: 1, audits: 1 });
    const row = (await translationStates()).find((r) => r.slug === valid.slug && r.lang === "zh")!;
    expect(row).toMatchObject({ state: "reviewed", reviewedBy: valid.reviewer, reviewedOn: valid.reviewedOn });
    const shown = await articlePage(valid.slug, "zh");
    expect(shown.translation).toMatchObject({
      reviewedBy: valid.reviewer,
      reviewedOn: valid.reviewedOn,
      outOfDate: false,
    });
    // The same translation in another language is still pending.
    expect((await articlePage(valid.slug, "ta")).translation).toMatchObject({ reviewedBy: null });

    // Marked again: one review row, a second audit row with what it replaced.
    await call(page.action, post(admin, { ...valid, reviewer: "Dr Lim", reviewedOn: todayInSingapore() }));
    expect(await written()).toEqual({ reviews: 1, audits: 2 });
  });

  it("shows an English-only article on a translated page as such, and 404s an unknown language", async () => {
    expect(await articlePage("kaiser-crc-study", "ms")).toMatchObject({
      englishOnly: true,
      contentLang: "en",
      lang: "ms",
    });
    await expect(articlePage("early-warning-signs", "xx")).rejects.toMatchObject({ init: { status: 404 } });
  });
});
