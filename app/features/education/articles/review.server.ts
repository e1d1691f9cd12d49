import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import facts from "../../../../content/facts.json";
import screeningRules from "../../../../content/screening-rules.json";
import screeningTests from "../../../../content/screening-tests.json";
import { requireAdmin } from "~/features/accounts/index.server";
import {
  advisorMessages,
  articleReviewRows,
  articleReviewSchema,
  reviewerOptions,
  setArticleReview,
} from "~/features/advisors/index.server";
import { withFlash } from "~/lib/forms/flash.server";
import { addDays, formatSgDate, todayInSingapore } from "~/lib/text/singapore-date";
import { articleBySlug, articles } from "../content.server";

/** A medical article is reviewed again two years after its last review (docs/content-review.md). */
const REVIEW_EVERY_DAYS = 730;

/**
 * Every article's medical review for the console (issue 26): the reviewer and date the console set
 * (article_reviews), else the front matter's; soonest due first.
 */
export async function articleReviews(today = todayInSingapore()) {
  const set = await articleReviewRows();
  return articles()
    .map((a) => {
      const review = set.get(a.slug);
      const reviewedOn = review?.reviewedOn ?? a.lastReviewed;
      const due = addDays(reviewedOn, REVIEW_EVERY_DAYS);
      return {
        slug: a.slug,
        title: a.title,
        reviewedOn,
        reviewed: formatSgDate(reviewedOn),
        reviewer: review ? `${review.name}, ${review.credentials}` : a.reviewer,
        reviewerId: review?.advisorId ?? null,
        /** A reviewer the team has since unpublished: the article shows its front matter again. */
        reviewerHidden: review ? !review.published : false,
        references: a.references.length,
        due,
        dueLabel: formatSgDate(due),
        overdue: due < today,
      };
    })
    .sort((a, b) => a.due.localeCompare(b.due) || a.title.localeCompare(b.title));
}

type FigureReview = { label: string; source: string; due: string; dueLabel: string };

/**
 * The figures whose check is due (content/facts.json: every entry with a `reviewDue`, such as the
 * guideline's sources and each screening cost; content/screening-tests.json and the screening rule
 * table as wholes), past due first.
 */
export function figureReviews(today = todayInSingapore()): (FigureReview & { overdue: boolean })[] {
  const found: FigureReview[] = [];
  const walk = (value: unknown, at: string) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${at}[${i}]`));
    if (!value || typeof value !== "object") return;
    const entry = value as Record<string, unknown>;
    if (typeof entry.reviewDue === "string")
      found.push({
        label:
          typeof entry.title === "string"
            ? entry.title
            : typeof entry.heading === "string"
              ? `${entry.heading}${typeof entry.who === "string" ? ` (${entry.who})` : ""}`
              : at,
        source: `content/facts.json: ${at}`,
        due: entry.reviewDue,
        dueLabel: formatSgDate(entry.reviewDue),
      });
    for (const [key, v] of Object.entries(entry)) if (key !== "reviewDue") walk(v, at ? `${at}.${key}` : key);
  };
  walk(facts, "");
  found.push({
    label: "The screening tests offered (who each suits, where to get it)",
    source: "content/screening-tests.json",
    due: screeningTests.reviewDue,
    dueLabel: formatSgDate(screeningTests.reviewDue),
  });
  found.push({
    label: "The screening rules (which test, when, what a result means)",
    source: "content/screening-rules.json",
    due: screeningRules.reviewDue,
    dueLabel: formatSgDate(screeningRules.reviewDue),
  });
  return found.map((f) => ({ ...f, overdue: f.due < today })).sort((a, b) => a.due.localeCompare(b.due));
}

export type ArticleReviewData = {
  slug: string;
  message: string;
  fieldErrors: Partial<Record<"slug" | "advisorId" | "reviewedOn", string>>;
  values: Record<string, string>;
};

/**
 * Sets an article's reviewer and review date: a known article, a published advisor (checked in the
 * write's transaction), a real date not after today in Singapore. A refusal names the field.
 */
export async function articleReviewAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const values = Object.fromEntries(
    ["slug", "advisorId", "reviewedOn"].map((k) => [k, String(form.get(k) ?? "").slice(0, 200)]),
  );
  const refuse = (fieldErrors: ArticleReviewData["fieldErrors"], status = 400) =>
    data<ArticleReviewData>({ slug: values.slug!, message: "", fieldErrors, values }, { status });
  const submission = parseWithZod(form, { schema: articleReviewSchema });
  if (submission.status !== "success") {
    const e = submission.error ?? {};
    return refuse({ slug: e.slug?.[0], advisorId: e.advisorId?.[0], reviewedOn: e.reviewedOn?.[0] });
  }
  const { slug, advisorId, reviewedOn } = submission.value;
  const article = articleBySlug(slug);
  if (!article) return refuse({ slug: advisorMessages.articleUnknown });
  if (reviewedOn > todayInSingapore()) return refuse({ reviewedOn: advisorMessages.reviewedOnFuture });
  const outcome = await setArticleReview(request, admin, { slug, title: article.title, advisorId, reviewedOn });
  if (outcome.ok)
    return redirect("/admin/content/articles", { headers: withFlash({ kind: "success", message: outcome.message }) });
  return refuse({ advisorId: outcome.message }, outcome.status);
}

/** /admin/content/articles: every article's review, the figures' checks, the reviewers to choose. */
export async function articlesReviewPage(request: Request) {
  await requireAdmin(request);
  const today = todayInSingapore();
  const [rows, reviewers] = await Promise.all([articleReviews(today), reviewerOptions()]);
  const figures = figureReviews(today);
  return {
    rows,
    overdue: rows.filter((r) => r.overdue).length,
    figures,
    overdueFigures: figures.filter((f) => f.overdue).length,
    reviewers,
    today,
  };
}
