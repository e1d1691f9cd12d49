import { Download } from "lucide-react";
import { plural } from "~/lib/text/plural";
import type { Route } from "./+types/audit";
import { ButtonLink } from "~/ui/button";
import { SearchInput } from "~/ui/filter-fields";
import { auditFilters, auditPage, setFilters, type AuditFilters } from "../audit/audit-log.server";
import { ConsolePage } from "../components/console-frame";
import { DateInput } from "../components/date-input";
import { LabelledSelect } from "../components/labelled-select";
import { ConsoleFilters, ConsoleResults, FilterProblems } from "../components/console-list";
import { cellClass } from "../components/console-table";
import { requireAdmin } from "~/features/accounts/index.server";

export const meta: Route.MetaFunction = () => [
  { title: "Audit log · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

/** The audit trail, newest first; the filters come from the address, so a filtered view is a link. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { filters, problems } = auditFilters(new URL(request.url).searchParams);
  const page = await auditPage(filters, problems);
  return { ...page, set: setFilters(page.filters) };
}

const columns = ["Time", "Actor", "Action", "Target", "Client IP", "Before → after"];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { filters, problems, total, pages, rows, actionOptions, targetTypeOptions, set } = loaderData;
  const filtered = Object.keys(set).length > 0;
  const query = (extra: Partial<Record<keyof AuditFilters, string>> = {}) =>
    new URLSearchParams({ ...set, ...extra }).toString();
  const pageHref = (page: number) => `/admin/audit?${query({ page: String(page) })}`;
  const exportHref = `/admin/audit/export.csv${filtered ? `?${query()}` : ""}`;
  return (
    <ConsolePage
      title="Audit log"
      intro="Every change made from the console: who made it, when, from which address, and what it changed. Rows are never edited or removed."
      actions={
        <ButtonLink to={exportHref} reloadDocument variant="secondary">
          <Download aria-hidden className="size-4" /> Export CSV
          <span className="sr-only">{filtered ? " of the filtered rows" : " of the whole log"}</span>
        </ButtonLink>
      }
    >
      <FilterProblems problems={problems} />
      <ConsoleFilters label="Filter the audit log" clearHref="/admin/audit" showClear={filtered} columns="2-3">
        <SearchInput label="Actor" name="actor" value={filters.actor} placeholder="Part of an admin's e-mail" />
        <LabelledSelect
          name="action"
          label="Action"
          value={filters.action}
          options={actionOptions}
          allLabel="All actions"
        />
        <LabelledSelect
          name="targetType"
          label="Target type"
          value={filters.targetType}
          options={targetTypeOptions}
          allLabel="All targets"
        />
        <SearchInput label="Target" name="target" value={filters.target} placeholder="Name or id of what was changed" />
        <DateInput name="from" label="From (Singapore date)" value={filters.from} />
        <DateInput name="to" label="To (Singapore date)" value={filters.to} />
      </ConsoleFilters>
      <p role="status" className="mt-4 text-sm text-muted">
        {plural(total, "entry", "entries")}
        {pages > 1 ? `, page ${filters.page} of ${pages}` : ""}
      </p>
      <div className="mt-2">
        <ConsoleResults
          count={rows.length}
          empty={{
            message: filtered ? "No entries match these filters." : "No activity recorded yet.",
            clear: filtered ? { href: "/admin/audit", label: "Clear filters" } : undefined,
          }}
          caption="Audit log, newest first"
          columns={columns}
          paging={{ page: filters.page, hasMore: filters.page < pages, href: pageHref }}
        >
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-line" data-testid="audit-row">
              <td className={`${cellClass} whitespace-nowrap`}>
                <time dateTime={row.iso}>{row.at}</time>
              </td>
              <td className={`${cellClass} break-all`}>{row.actor}</td>
              <td className={cellClass}>
                {row.action}
                <code className="block text-xs text-muted">{row.actionCode}</code>
              </td>
              <td className={cellClass}>
                {row.target ? (
                  <>
                    {row.target.label ?? row.target.id}
                    <span className="block text-xs break-all text-muted">
                      {[row.target.type, row.target.id].filter(Boolean).join(" · ")}
                    </span>
                  </>
                ) : (
                  "—"
                )}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{row.ip}</td>
              <td className={`${cellClass} max-w-md`}>
                {row.changes.length === 0 ? (
                  <span className="text-muted">—</span>
                ) : (
                  <dl className="space-y-1">
                    {row.changes.map((change) => (
                      <div key={change.key}>
                        {change.key ? <dt className="font-semibold text-ink">{change.key}</dt> : null}
                        <dd className="break-words">
                          <span className="text-muted">{change.before}</span>
                          <span aria-hidden> → </span>
                          <span className="sr-only"> changed to </span>
                          <span className="text-ink">{change.after}</span>
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </td>
            </tr>
          ))}
        </ConsoleResults>
      </div>
    </ConsolePage>
  );
}
