import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { translationReviews } from "#db/schema";
import { requireAdmin } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { db, isDatabaseUnavailable, throwIfDatabaseUnavailable } from "~/lib/db.server";
import { withFlash } from "~/lib/forms/flash.server";
import { languageNames } from "~/lib/i18n/languages";
import { formatSgDate, todayInSingapore } from "~/lib/text/singapore-date";
import { translationReviewMessages as m, translationReviewSchema } from "./translation-review.schema";
import { type Translation, type TranslationRow, translationList, translations } from "./translations.server";

type ReviewRow = typeof translationReviews.$inferSelect;
const key = (slug: string, lang: string) => `${lang}/${slug}`;

/** The reviews marked in the console; none when the database is away (the files' own stand). */
async function reviewRows(): Promise<Map<string, ReviewRow>> {
  try {
    const rows = await db().select().from(translationReviews);
    return new Map(rows.map((r) => [key(r.articleSlug, r.lang), r]));
  } catch (error) {
    if (isDatabaseUnavailable(error)) return new Map();
    throw error;
  }
}

/**
 * A translation's review: the console's, if it was made on this very file (same sourceHash), else
 * the file's front matter. A file translated again needs reviewing again.
 */
function reviewOf(t: Pick<Translation, "sourceHash" | "reviewedBy" | "reviewedOn">, row: ReviewRow | undefined) {
  if (row && row.sourceHash === t.sourceHash) return { reviewedBy: row.reviewerName, reviewedOn: row.reviewedOn };
  return { reviewedBy: t.reviewedBy, reviewedOn: t.reviewedOn };
}

/** The review to show on a translated article's page. */
export async function translationReview(t: Translation) {
  try {
    const [row] = await db()
      .select()
      .from(translationReviews)
      .where(and(eq(translationReviews.articleSlug, t.slug), eq(translationReviews.lang, t.lang)));
    return reviewOf(t, row);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return reviewOf(t, undefined);
    throw error;
  }
}

/** Every translation with its state, the console's reviews applied (issue 27). */
export async function translationStates(all: Translation[] = translations()): Promise<TranslationRow[]> {
  const rows = await reviewRows();
  const reviewed = all.map((t) => ({ ...t, ...reviewOf(t, rows.get(key(t.slug, t.lang))) }));
  return translationList(reviewed);
}

/** /admin/content/translations: every translation, out of date first, then those awaiting review. */
export async function translationsPage(request: Request) {
  await requireAdmin(request);
  const rows = await translationStates();
  return {
    rows: rows.map((r) => ({
      ...r,
      language: languageNames[r.lang],
      translatedLabel: formatSgDate(r.translatedOn),
      reviewedLabel: r.reviewedOn ? formatSgDate(r.reviewedOn) : null,
    })),
    today: todayInSingapore(),
  };
}

export type TranslationReviewData = {
  message: string;
  fieldErrors: Partial<Record<"translation" | "reviewer" | "reviewedOn", string>>;
  values: Record<string, string>;
};

/**
 * Marks a translation reviewed, by whom and on which day (an admin; audited in the same
 * transaction). Refused, with the field's message and nothing written: an unknown translation,
 * one out of date, a missing or overlong name, a date that is not real or is after today.
 */
export async function translationReviewAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const values = Object.fromEntries(
    ["slug", "lang", "reviewer", "reviewedOn"].map((k) => [k, String(form.get(k) ?? "").slice(0, 200)]),
  );
  const refuse = (fieldErrors: TranslationReviewData["fieldErrors"]) =>
    data<TranslationReviewData>({ message: "", fieldErrors, values }, { status: 400 });
  const submission = parseWithZod(form, { schema: translationReviewSchema });
  if (submission.status !== "success") {
    const e = submission.error ?? {};
    const translation = e.slug?.[0] ?? e.lang?.[0];
    return refuse({ translation, reviewer: e.reviewer?.[0], reviewedOn: e.reviewedOn?.[0] });
  }
  const { slug, lang, reviewer, reviewedOn } = submission.value;
  const row = (await translationStates()).find((r) => r.slug === slug && r.lang === lang);
  if (!row) return refuse({ translation: m.unknown });
  if (!row.current) return refuse({ translation: m.outOfDate });
  if (reviewedOn > todayInSingapore()) return refuse({ reviewedOn: m.dateFuture });

  const sourceHash = translations().find((t) => t.slug === row.slug && t.lang === row.lang)!.sourceHash;
  try {
    await db().transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(translationReviews)
        .where(and(eq(translationReviews.articleSlug, row.slug), eq(translationReviews.lang, row.lang)));
      const set = { sourceHash, reviewerName: reviewer, reviewedOn, updatedAt: new Date() };
      await tx
        .insert(translationReviews)
        .values({ articleSlug: row.slug, lang: row.lang, ...set })
        .onConflictDoUpdate({ target: [translationReviews.articleSlug, translationReviews.lang], set });
      await audit(tx, admin, request, {
        action: "translation.review",
        target: {
          type: "translation",
          id: key(row.slug, row.lang),
          label: `${row.englishTitle} (${languageNames[row.lang]})`,
        },
        before: before ? { reviewer: before.reviewerName, reviewedOn: before.reviewedOn } : undefined,
        after: { reviewer, reviewedOn, sourceHash },
      });
    });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    throw error;
  }
  return redirect("/admin/content/translations", {
    headers: withFlash({ kind: "success", message: m.saved(row.englishTitle, languageNames[row.lang]) }),
  });
}
