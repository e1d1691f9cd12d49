import { useNavigation } from "react-router";
import type { Route } from "./+types/content-articles";
import { articleReviewAction, articlesReviewPage } from "~/features/education/index.server";
import { ConsolePage } from "../components/console-frame";
import { ConsoleTable, cellClass } from "../components/console-table";
import { ReviewerForm } from "../components/reviewer-form";
import { SubNav, contentPages } from "../components/sub-nav";
import { plural, pluralWord } from "~/lib/text/plural";

export const meta: Route.MetaFunction = () => [
  { title: "Articles' and figures' medical review · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => articlesReviewPage(request);
export const action = ({ request }: Route.ActionArgs) => articleReviewAction(request);

const columns = ["Article", "Last reviewed", "Reviewer", "References", "Review due"];

const pastBadge = (
  <span className="mt-1 block w-fit rounded bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white">
    Past review date
  </span>
);

export default function ContentArticles({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, overdue, figures, overdueFigures, reviewers, today } = loaderData;
  const navigation = useNavigation();
  const busySlug = navigation.state === "submitting" ? navigation.formData?.get("slug") : null;
  const pastArticles = rows.filter((r) => r.overdue);
  const pastFigures = figures.filter((f) => f.overdue);
  return (
    <ConsolePage
      title="Content"
      intro="The medical review of every article and figure, soonest due first. An article is reviewed again two years after its last review. Set its reviewer (a published advisor) and the review date here; until then the page shows its front matter (content/articles)."
    >
      <SubNav label="Content pages" items={contentPages} />
      <section aria-labelledby="past-review" className="mb-8 rounded-2xl border border-line bg-white p-5">
        <h2 id="past-review" className="text-lg font-bold text-brand-900">
          Past review date
        </h2>
        {overdue + overdueFigures === 0 ? (
          <p className="mt-2 text-ink">Every article and figure is within its review date.</p>
        ) : (
          <>
            <p className="mt-2 font-semibold text-ink">
              {overdue > 0
                ? `${plural(overdue, "article")} past ${pluralWord(overdue, { one: "its", other: "their" })} review date. `
                : ""}
              {overdueFigures > 0
                ? `${plural(overdueFigures, "figure")} past ${pluralWord(overdueFigures, { one: "its", other: "their" })} review date.`
                : ""}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-ink" data-testid="past-review-list">
              {pastArticles.map((r) => (
                <li key={r.slug}>
                  Article:{" "}
                  <a href={`#article-${r.slug}`} className="text-brand-700 underline">
                    {r.title}
                  </a>{" "}
                  (due {r.dueLabel})
                </li>
              ))}
              {pastFigures.map((f) => (
                <li key={f.source}>
                  Figure: {f.label} (due {f.dueLabel}; {f.source})
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <ConsoleTable caption="Articles by review date" columns={columns}>
        {rows.map((r) => (
          <tr key={r.slug} id={`article-${r.slug}`} className="border-t border-line">
            <td className={cellClass}>
              <a href={`/education/article/${r.slug}`} className="font-semibold text-brand-700 underline">
                {r.title}
              </a>
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{r.reviewed}</td>
            <td className={cellClass}>
              {r.reviewer}
              {r.reviewerHidden ? (
                <span className="block text-xs text-muted">Unpublished: the article shows its front matter</span>
              ) : null}
              <ReviewerForm
                slug={r.slug}
                title={r.title}
                reviewers={reviewers}
                reviewerId={r.reviewerId}
                today={today}
                answer={actionData?.slug === r.slug ? actionData : undefined}
                busy={busySlug === r.slug}
              />
            </td>
            <td className={`${cellClass} tabular-nums`}>{r.references}</td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {r.dueLabel}
              {r.overdue ? pastBadge : null}
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <h2 className="mt-8 mb-3 text-lg font-bold text-brand-900">Figures and their sources</h2>
      <ConsoleTable caption="Figures by review date" columns={["Figure", "Where it lives", "Review due"]}>
        {figures.map((f) => (
          <tr key={f.source} className="border-t border-line">
            <td className={cellClass}>{f.label}</td>
            <td className={cellClass}>{f.source}</td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {f.dueLabel}
              {f.overdue ? pastBadge : null}
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </ConsolePage>
  );
}
