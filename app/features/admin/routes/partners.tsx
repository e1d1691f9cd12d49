import { Form, Link } from "react-router";
import type { Route } from "./+types/partners";
import { kindLabels, statusLabels } from "~/features/partners";
import { queuePage } from "~/features/partners/index.server";
import { formatSgDateTime } from "~/lib/singapore-date";
import { ButtonLink } from "~/ui/button";
import { EmptyResults, FilterActions, SearchInput } from "~/ui/filter-fields";
import { LabelledSelect } from "../components/labelled-select";
import { ConsoleFrame } from "../components/console-frame";
import { SubNav, partnerPages } from "../components/sub-nav";
import { consoleUser } from "../console-guard.server";

export const meta: Route.MetaFunction = () => [
  { title: "Partner applications · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await consoleUser(request);
  return { viewer, ...(await queuePage(request)) };
}

const kindOptions = Object.entries(kindLabels).map(([value, label]) => ({ value, label }));
const stateOptions = [
  { value: "changes", label: "Changes to review" },
  ...Object.entries(statusLabels).map(([value, label]) => ({ value, label })),
];

export default function PartnerQueue({ loaderData }: Route.ComponentProps) {
  const { filters, items, hasMore, viewer } = loaderData;
  const filtered = filters.kind !== null || filters.state !== "waiting" || filters.q !== "";
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (filters.kind) params.set("kind", filters.kind);
    if (filters.state !== "waiting") params.set("state", filters.state);
    if (filters.q) params.set("q", filters.q);
    params.set("page", String(page));
    return `/admin/partners?${params}`;
  };
  return (
    <ConsoleFrame
      viewer={viewer}
      title="Partner applications"
      intro="GP clinics, specialists and companies waiting for the team, oldest first. We promise applicants an answer within 24 hours."
    >
      <SubNav label="Partner pages" items={partnerPages} />
      <Form
        method="get"
        role="search"
        aria-label="Filter applications"
        className="grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-4"
      >
        <SearchInput label="Search" name="q" value={filters.q} placeholder="Name, e-mail, MCR, licence or UEN" />
        <LabelledSelect
          name="kind"
          label="Type"
          value={filters.kind ?? ""}
          options={kindOptions}
          allLabel="All types"
        />
        <LabelledSelect
          name="state"
          label="State"
          value={filters.state === "waiting" ? "" : filters.state}
          options={stateOptions}
          allLabel="Waiting for the team"
        />
        <FilterActions clearHref="/admin/partners" clearLabel="Clear filters" showClear={filtered} />
      </Form>
      <div className="mt-6">
        {items.length === 0 ? (
          <EmptyResults
            message={filtered ? "No applications match these filters." : "Nothing is waiting for review."}
            clear={filtered ? { href: "/admin/partners", label: "Clear filters" } : undefined}
          />
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-line">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Partner applications</caption>
              <thead className="bg-surface text-ink">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Type
                  </th>
                  <th scope="col" className="px-4 py-3">
                    E-mail
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Licence / MCR / UEN
                  </th>
                  <th scope="col" className="px-4 py-3">
                    State
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Submitted
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={`${item.kind}-${item.id}`} className="border-t border-line">
                    <td className="px-4 py-3">
                      <Link
                        to={`/admin/partners/${item.kind}/${item.id}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        {item.name}
                      </Link>
                      {item.isSample ? (
                        <span className="ml-2 rounded bg-surface px-1.5 text-xs text-muted">Sample</span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">{kindLabels[item.kind]}</td>
                    <td className="px-4 py-3 break-all">{item.email ?? "—"}</td>
                    <td className="px-4 py-3">{item.identifier}</td>
                    <td className="px-4 py-3">
                      {statusLabels[item.status]}
                      {item.hasChanges ? (
                        <span className="block text-xs font-semibold text-amber-800">Changes to review</span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatSgDateTime(new Date(item.submittedAt))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {filters.page > 1 || hasMore ? (
          <nav aria-label="Pages" className="mt-4 flex gap-3">
            {filters.page > 1 ? (
              <ButtonLink to={pageHref(filters.page - 1)} variant="secondary">
                Previous page
              </ButtonLink>
            ) : null}
            {hasMore ? (
              <ButtonLink to={pageHref(filters.page + 1)} variant="secondary">
                Next page
              </ButtonLink>
            ) : null}
          </nav>
        ) : null}
      </div>
    </ConsoleFrame>
  );
}
