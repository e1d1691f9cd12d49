import type { Route } from "./+types/content-articles";
import { articles } from "~/features/education/index.server";
import { addDays, formatSgDate, todayInSingapore } from "~/lib/singapore-date";
import { ConsolePage } from "../components/console-frame";
import { ConsoleTable, cellClass } from "../components/console-table";
import { SubNav, contentPages } from "../components/sub-nav";
import { requireAdmin } from "~/features/accounts/index.server";
import { plural, pluralWord } from "~/lib/plural";

export const meta: Route.MetaFunction = () => [
  { title: "Articles' medical review · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

/** A medical article is reviewed again two years after its last review. */
const REVIEW_EVERY_DAYS = 730;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const today = todayInSingapore();
  const rows = articles()
    .map((a) => {
      const due = addDays(a.lastReviewed, REVIEW_EVERY_DAYS);
      return {
        slug: a.slug,
        title: a.title,
        reviewed: formatSgDate(a.lastReviewed),
        reviewer: a.reviewer,
        references: a.references.length,
        due,
        dueLabel: formatSgDate(due),
        overdue: due < today,
      };
    })
    .sort((a, b) => a.due.localeCompare(b.due) || a.title.localeCompare(b.title));
  return { rows, overdue: rows.filter((r) => r.overdue).length };
}

const columns = ["Article", "Last reviewed", "Reviewer", "References", "Review due"];

export default function ContentArticles({ loaderData }: Route.ComponentProps) {
  const { rows, overdue } = loaderData;
  return (
    <ConsolePage
      title="Content"
      intro="The medical review of every article, soonest due first. An article is reviewed again two years after its last review; the date and the reviewer live in its front matter (content/articles)."
    >
      <SubNav label="Content pages" items={contentPages} />
      <p className="mb-4 font-semibold text-ink">
        {overdue === 0
          ? "Every article is within its review date."
          : `${plural(overdue, "article")} past ${pluralWord(overdue, { one: "its", other: "their" })} review date.`}
      </p>
      <ConsoleTable caption="Articles by review date" columns={columns}>
        {rows.map((r) => (
          <tr key={r.slug} className="border-t border-line">
            <td className={cellClass}>
              <a href={`/education/article/${r.slug}`} className="font-semibold text-brand-700 underline">
                {r.title}
              </a>
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{r.reviewed}</td>
            <td className={cellClass}>{r.reviewer}</td>
            <td className={`${cellClass} tabular-nums`}>{r.references}</td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {r.dueLabel}
              {r.overdue ? (
                <span className="mt-1 block w-fit rounded bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white">
                  Past review date
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </ConsolePage>
  );
}
