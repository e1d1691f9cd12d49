import { Link } from "react-router";
import type { Route } from "./+types/partners";
import { kindLabels, statusLabels } from "~/features/partners";
import { queuePage } from "~/features/partners/index.server";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import { SearchInput } from "~/ui/filter-fields";
import { ConsoleFilters, ConsoleResults } from "../components/console-list";
import { cellClass } from "../components/console-table";
import { LabelledSelect } from "../components/labelled-select";
import { ConsolePage } from "../components/console-frame";
import { SubNav, partnerPages } from "../components/sub-nav";
import { requireAdmin } from "~/features/accounts/index.server";

export const meta: Route.MetaFunction = () => [
  { title: "Partner applications · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { ...(await queuePage(request)) };
}

const kindOptions = Object.entries(kindLabels).map(([value, label]) => ({ value, label }));
const stateOptions = [
  { value: "changes", label: "Changes to review" },
  ...Object.entries(statusLabels).map(([value, label]) => ({ value, label })),
];

const columns = ["Name", "Type", "E-mail", "Licence / MCR / UEN", "State", "Submitted"];

export default function PartnerQueue({ loaderData }: Route.ComponentProps) {
  const { filters, items, hasMore } = loaderData;
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
    <ConsolePage
      title="Partner applications"
      intro="GP clinics, specialists and companies waiting for the team, oldest first. We promise applicants an answer within 24 hours."
    >
      <SubNav label="Partner pages" items={partnerPages} />
      <ConsoleFilters label="Filter applications" clearHref="/admin/partners" showClear={filtered} columns={4}>
        <SearchInput label="Search" name="q" value={filters.q} placeholder="Name, e-mail, MCR, licence or UEN" />
        <LabelledSelect name="kind" label="Type" value={filters.kind} options={kindOptions} allLabel="All types" />
        <LabelledSelect
          name="state"
          label="State"
          value={filters.state === "waiting" ? "" : filters.state}
          options={stateOptions}
          allLabel="Waiting for the team"
        />
      </ConsoleFilters>
      <div className="mt-6">
        <ConsoleResults
          count={items.length}
          empty={{
            message: filtered ? "No applications match these filters." : "Nothing is waiting for review.",
            clear: filtered ? { href: "/admin/partners", label: "Clear filters" } : undefined,
          }}
          caption="Partner applications"
          columns={columns}
          paging={{ page: filters.page, hasMore, href: pageHref }}
        >
          {items.map((item) => (
            <tr key={`${item.kind}-${item.id}`} className="border-t border-line">
              <td className={cellClass}>
                <Link to={`/admin/partners/${item.kind}/${item.id}`} className="font-semibold text-brand-700 underline">
                  {item.name}
                </Link>
                {item.isSample ? (
                  <span className="ml-2 rounded bg-surface px-1.5 text-xs text-muted">Sample</span>
                ) : null}
              </td>
              <td className={cellClass}>{kindLabels[item.kind]}</td>
              <td className={`${cellClass} break-all`}>{item.email ?? "—"}</td>
              <td className={cellClass}>{item.identifier}</td>
              <td className={cellClass}>
                {statusLabels[item.status]}
                {item.hasChanges ? (
                  <span className="block text-xs font-semibold text-amber-800">Changes to review</span>
                ) : null}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatSgDateTime(new Date(item.submittedAt))}</td>
            </tr>
          ))}
        </ConsoleResults>
      </div>
    </ConsolePage>
  );
}
