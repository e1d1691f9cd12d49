import { Download } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/users";
import { userTypeLabel, userTypes } from "~/features/accounts";
import { serverTimingHeaders, timed } from "~/lib/http/server-timing";
import { ButtonLink } from "~/ui/button";
import { EmptyResults, SearchInput } from "~/ui/filter-fields";
import { ConsolePage } from "../components/console-frame";
import { ConsoleFilters, FilterProblems } from "../components/console-list";
import { ConsoleTable, cellClass } from "../components/console-table";
import { DateInput } from "../components/date-input";
import { LabelledSelect } from "../components/labelled-select";
import { Pager } from "../components/pager";
import { USERS_PAGE_SIZE, userSortLabels, userSorts } from "../users/list";
import { setUserFilters, userFilters, usersPage } from "../users/users.server";
import { requireAdmin } from "~/features/accounts/index.server";
import { plural } from "~/lib/text/plural";

export const meta: Route.MetaFunction = () => [
  { title: "Users · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

type UsersData = Awaited<ReturnType<typeof usersPage>> & {
  set: Record<string, string>;
};

/**
 * Every account, searched, filtered, sorted and paged on the server: the filters are the address.
 * The search's own time (its count and its page) goes out as `Server-Timing: search`, which
 * bench/console.js reads under load.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<UsersData> {
  await requireAdmin(request);
  const { filters, problems } = userFilters(new URL(request.url).searchParams);
  const search = await timed("search", () => usersPage(filters, problems));
  const page: UsersData = { ...search.value, set: setUserFilters(filters) };
  // React Router unwraps data() for the page and its type; typed as the page's data, so callers
  // of the loader (the integration tests, which unwrap it the same way) see what the page sees.
  return data(page, { headers: { "Server-Timing": search.timing } }) as unknown as UsersData;
}

export const headers: Route.HeadersFunction = serverTimingHeaders;

const typeOptions = userTypes.map((value) => ({ value, label: userTypeLabel(value) }));
const statusOptions = [
  { value: "active", label: "Active" },
  { value: "suspended", label: "Suspended" },
];
const verifiedOptions = [
  { value: "yes", label: "Verified" },
  { value: "no", label: "Not verified" },
];
const twoFactorOptions = [
  { value: "on", label: "On" },
  { value: "off", label: "Off" },
];
const sortOptions = userSorts
  .filter((s) => s !== "joined_desc")
  .map((value) => ({ value, label: userSortLabels[value] }));
const columns = ["Name", "E-mail", "Type", "Status", "E-mail verified", "Two-step", "Joined", "Last sign-in"];

/** The filters in force, in words ("Type: Champion · Status: Active"), so the list says what it shows. */
function appliedFilters(set: Record<string, string>): string[] {
  const words: string[] = [];
  if (set.q) words.push(`Name or e-mail contains “${set.q}”`);
  if (set.type) words.push(`Type: ${userTypeLabel(set.type)}`);
  if (set.status) words.push(`Status: ${set.status === "active" ? "Active" : "Suspended"}`);
  if (set.verified) words.push(`E-mail ${set.verified === "yes" ? "verified" : "not verified"}`);
  if (set.twofactor) words.push(`Two-step verification ${set.twofactor}`);
  if (set.joinedFrom) words.push(`Joined from ${set.joinedFrom}`);
  if (set.joinedTo) words.push(`Joined up to ${set.joinedTo}`);
  if (set.sort) words.push(`Sorted by ${userSortLabels[set.sort as keyof typeof userSortLabels].toLowerCase()}`);
  return words;
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { filters, problems, total, pages, beyondEnd, users, set } = loaderData;
  const { sort: _sort, ...narrowing } = set;
  const filtered = Object.keys(narrowing).length > 0;
  const href = (page: number, base = "/admin/users") => {
    const params = new URLSearchParams(set);
    if (page > 1) params.set("page", String(page));
    const query = params.toString();
    return query ? `${base}?${query}` : base;
  };
  const first = (filters.page - 1) * USERS_PAGE_SIZE + 1;
  const applied = appliedFilters(set);
  return (
    <ConsolePage
      title="Users"
      intro="Every account on the platform. Open an account to see what its owner did, and to suspend, reinstate or help them sign in."
      actions={
        <ButtonLink to={href(1, "/admin/users/export.csv")} reloadDocument variant="secondary">
          <Download aria-hidden className="size-4" /> Export CSV
          <span className="sr-only">
            {filtered
              ? ` of the ${plural(total, "account")} these filters select`
              : ` of all ${plural(total, "account")}`}
          </span>
        </ButtonLink>
      }
    >
      <FilterProblems problems={problems} />
      <ConsoleFilters
        label="Filter accounts"
        clearHref="/admin/users"
        showClear={Object.keys(set).length > 0}
        columns="2-4"
      >
        <SearchInput label="Search" name="q" value={filters.q} placeholder="Name or e-mail" />
        <LabelledSelect
          name="type"
          label="Account type"
          value={filters.type}
          options={typeOptions}
          allLabel="All types"
        />
        <LabelledSelect
          name="status"
          label="Status"
          value={filters.status}
          options={statusOptions}
          allLabel="Any status"
        />
        <LabelledSelect
          name="verified"
          label="E-mail verified"
          value={filters.verified}
          options={verifiedOptions}
          allLabel="Either"
        />
        <LabelledSelect
          name="twofactor"
          label="Two-step verification"
          value={filters.twofactor}
          options={twoFactorOptions}
          allLabel="Either"
        />
        <DateInput name="joinedFrom" label="Joined from (Singapore date)" value={filters.joinedFrom} />
        <DateInput name="joinedTo" label="Joined up to (Singapore date)" value={filters.joinedTo} />
        <LabelledSelect
          name="sort"
          label="Sort by"
          value={filters.sort === "joined_desc" ? "" : filters.sort}
          options={sortOptions}
          allLabel={userSortLabels.joined_desc}
        />
      </ConsoleFilters>
      <div className="mt-6 space-y-1">
        <p role="status" className="font-semibold text-ink" data-testid="user-total">
          {plural(total, "account")}
          {filtered ? " match these filters" : " in all"}
          {users.length
            ? `; showing ${first.toLocaleString("en-SG")}–${(first + users.length - 1).toLocaleString("en-SG")}, page ${filters.page.toLocaleString("en-SG")} of ${pages.toLocaleString("en-SG")}.`
            : "."}
        </p>
        {applied.length ? <p className="text-sm text-muted">Applied: {applied.join(" · ")}</p> : null}
      </div>
      <div className="mt-4">
        {beyondEnd ? (
          <EmptyResults
            message={`There is no page ${filters.page.toLocaleString("en-SG")}: these accounts fill ${plural(pages, "page")}.`}
            clear={{ href: href(1), label: "Back to page 1" }}
          />
        ) : users.length === 0 ? (
          <EmptyResults
            message={filtered ? "No accounts match these filters." : "No accounts yet."}
            clear={filtered ? { href: "/admin/users", label: "Clear filters" } : undefined}
          />
        ) : (
          <ConsoleTable caption="Accounts" columns={columns}>
            {users.map((u) => (
              <tr key={u.id} className="border-t border-line" data-testid="user-row">
                <td className={cellClass}>
                  <Link to={`/admin/users/${u.id}`} className="font-semibold text-brand-700 underline">
                    {u.name || "(no name)"}
                  </Link>
                </td>
                <td className={`${cellClass} break-all`}>{u.email}</td>
                <td className={cellClass}>{u.typeLabel}</td>
                <td className={cellClass}>
                  {u.status === "suspended" ? <strong className="text-accent-700">Suspended</strong> : "Active"}
                </td>
                <td className={cellClass}>{u.emailVerified ? "Yes" : "No"}</td>
                <td className={cellClass}>{u.twoFactorEnabled ? "On" : "Off"}</td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <time dateTime={u.joined.iso}>{u.joined.text}</time>
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {u.lastSignIn ? <time dateTime={u.lastSignIn.iso}>{u.lastSignIn.text}</time> : "Never"}
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
        {beyondEnd ? null : (
          <Pager
            page={filters.page}
            hasMore={filters.page < pages}
            href={(page) => href(page)}
            labels={["Previous page", "Next page"]}
          />
        )}
      </div>
    </ConsolePage>
  );
}
