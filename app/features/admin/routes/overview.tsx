import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/overview";
import { routePattern } from "~/lib/http/route-pattern";
import { serverTimingHeaders, timed } from "~/lib/http/server-timing";
import { Button } from "~/ui/button";
import { requireAdmin, requireSuperAdmin } from "~/features/accounts/index.server";
import { ConsolePage, type ConsoleHandle } from "../components/console-frame";
import { StatCard, growthText } from "../components/stat-card";
import { WeeklyChart } from "../components/weekly-chart";
import { ACTIVE_DAYS } from "../overview/figures";
import { overview } from "../overview/overview.server";
import { plural } from "~/lib/text/plural";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard · RID-CRC" },
  { name: "robots", content: "noindex" },
];

/**
 * routes.ts registers this module at /admin/dashboard and /super-admin/dashboard: the second, the
 * super admin's own address, has the stricter guard (and so does anything else that might reach it).
 */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  await (routePattern(pattern) === "/admin/dashboard" ? requireAdmin(request) : requireSuperAdmin(request));
  // Every figure of the tab, as `Server-Timing: overview` (read by bench/console.js).
  const figures = await timed("overview", () => overview());
  return data({ ...figures.value }, { headers: { "Server-Timing": figures.timing } });
}

export const headers: Route.HeadersFunction = serverTimingHeaders;

// Overview's title is the dashboard heading of the console's header.
export const handle: ConsoleHandle = { headingIsTitle: true };

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { stats, waiting, recent, charts, screening } = loaderData;
  const navigation = useNavigation();
  const refreshing = navigation.state === "loading" && navigation.location.pathname.endsWith("/dashboard");
  const { health } = stats;
  return (
    <ConsolePage title={null}>
      <p role="status" className="sr-only">
        {refreshing ? "Loading admin dashboard..." : ""}
      </p>
      <h2 className="sr-only">Figures</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Users"
          value={stats.totalUsers.value}
          definition="Every account: Champions, partners and the team."
          note={growthText(stats.totalUsers.growth, "joined")}
        />
        <StatCard
          label="Active Champions"
          value={stats.activeChampions.value}
          definition={`Champions who signed in within the last ${plural(ACTIVE_DAYS, "day")}, of ${plural(stats.activeChampions.champions, "Champion")}.`}
          note={growthText(stats.activeChampions.growth, { noun: "new Champion" })}
        />
        <StatCard
          label="Total Events"
          value={stats.totalEvents.value}
          definition="Every event in the calendar, published or not."
          note={growthText(stats.totalEvents.growth, "added")}
        />
        <StatCard
          label="System Health"
          value={health.successRate === null ? health.status : `${health.successRate}%`}
          tone={health.status === "Healthy" ? "good" : "bad"}
          definition="Requests answered without a server error in the last hour, with the database and e-mail checks."
          note={
            health.status === "Healthy" ? (
              "Healthy: every check passes."
            ) : (
              <>
                {health.status}:{" "}
                {health.checks
                  .filter((c) => !c.ok)
                  .map((c) => `${c.name}: ${c.detail}`)
                  .join(" ")}{" "}
                <Link to="/admin/system" className="font-semibold underline">
                  See System
                </Link>
              </>
            )
          }
        />
      </div>

      <section aria-labelledby="waiting-heading" className="mt-10">
        <h2 id="waiting-heading" className="text-xl font-semibold text-brand-900">
          Waiting for the team
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {waiting.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                className={`flex items-center justify-between gap-3 rounded-xl border px-4 py-3 font-semibold ${item.count ? "border-amber-300 bg-amber-50 text-ink" : "border-line bg-white text-muted"}`}
              >
                <span>{item.label}</span>
                <span className="text-2xl tabular-nums text-brand-900">{item.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="screening-heading" className="mt-10">
        <h2 id="screening-heading" className="text-xl font-semibold text-brand-900">
          Screening records
        </h2>
        <p className="mt-1 text-sm text-muted">
          Totals only: a Champion&apos;s record is theirs alone. Overdue means more than 30 days past the due date.
        </p>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="screening-totals">
          {[
            ["Champions with a record", screening.withRecord],
            ["Due now", screening.dueNow],
            ["Overdue", screening.overdue],
            ["Positive FIT or blood test, no colonoscopy after 6 weeks", screening.positiveWithoutColonoscopy],
            ["Reminders sent", screening.remindersSent],
            ["Opted out of reminders", screening.optedOut],
            ["Reminders bounced", screening.bounced],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl border border-line bg-white px-4 py-3">
              <dt className="text-sm font-semibold text-muted">{label}</dt>
              <dd className="text-2xl font-bold tabular-nums text-brand-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="charts-heading" className="mt-10">
        <h2 id="charts-heading" className="text-xl font-semibold text-brand-900">
          The last 12 weeks
        </h2>
        <div className="mt-3 grid gap-4 lg:grid-cols-2">
          <WeeklyChart
            id="signups"
            title="Sign-ups per week, by account type"
            summary={`${plural(sum(charts.signUps.series.flatMap((s) => s.values)), "account")} created in 12 weeks.`}
            weeks={charts.signUps.weeks}
            series={charts.signUps.series}
          />
          <WeeklyChart
            id="requests"
            title="Appointment requests per week"
            summary={`${plural(sum(charts.requests.series[0]!.values), "request")} in 12 weeks.`}
            weeks={charts.requests.weeks}
            series={charts.requests.series}
          />
        </div>
      </section>

      <section aria-labelledby="activity-heading" className="mt-10">
        <div className="flex items-center justify-between gap-3">
          <h2 id="activity-heading" className="text-xl font-semibold text-brand-900">
            Recent Admin Activity
          </h2>
          {/* A GET of this page: without JavaScript it reloads, with it the figures refresh in place. */}
          <Form method="get" preventScrollReset>
            <Button type="submit" variant="secondary" disabled={refreshing}>
              Refresh
            </Button>
          </Form>
        </div>
        {recent.length === 0 ? (
          <p className="mt-3 text-muted">No recent activity</p>
        ) : (
          <ol className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
            {recent.map((row) => (
              <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <span>
                  <span className="font-semibold text-ink">{row.action}</span>
                  {row.target ? <span className="text-ink">: {row.target}</span> : null}
                  <span className="block text-sm text-muted">Admin: {row.actor}</span>
                </span>
                <time dateTime={row.iso} className="text-sm text-muted">
                  {row.at}
                </time>
              </li>
            ))}
          </ol>
        )}
        <p className="mt-2 text-sm">
          <Link to="/admin/audit" className="font-semibold text-brand-700 underline">
            The full audit log
          </Link>
        </p>
      </section>
    </ConsolePage>
  );
}
