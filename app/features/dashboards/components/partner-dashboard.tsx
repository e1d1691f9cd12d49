import { Link } from "~/ui/link";
import type { T } from "~/lib/i18n/translate";
import type { AppointmentRequestList } from "~/features/directory/index.server";
import type { PartnerDashboardData } from "../partner-dashboard.server";
import { AppointmentRequests, type StatusUpdate } from "./appointment-requests";
import { DashboardMessage } from "./dashboard-message";
import { Panel } from "./panel";

type Ready = Extract<PartnerDashboardData, { state: "ready" }>;

function DetailList({ rows, testId }: { rows: { label: string; value: string }[]; testId: string }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid={testId}>
      {rows.map((r) => (
        <div key={r.label} className="contents">
          <dt className="text-muted">{r.label}</dt>
          <dd className="break-words font-medium text-ink">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Statuses = AppointmentRequestList["statuses"];

/** Appointment requests by status, this month (Singapore time) and in all; the words are the list's. */
function Counters({ t, counters, statuses }: { t: T; counters: Ready["counters"]; statuses: Statuses }) {
  return (
    <Panel id="counters-title" title={t("partner.glance")}>
      <table className="mt-3 w-full text-left text-sm" data-testid="appointment-counters">
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 font-semibold">
              {t("partner.status")}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t("partner.thisMonth")}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t("partner.inAll")}
            </th>
          </tr>
        </thead>
        <tbody>
          {statuses.map(({ value: key, label }) => (
            <tr key={key} className="border-b border-line last:border-0" data-testid={`counter-${key}`}>
              <th scope="row" className="py-2 font-semibold text-ink">
                {label}
              </th>
              <td className="py-2 text-right text-lg font-bold text-brand-900">{counters[key].month}</td>
              <td className="py-2 text-right text-lg font-bold text-brand-900">{counters[key].all}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

/** Profile completion from the fields filled; each missing one links to the profile page. */
function Completion({ t, completion }: { t: T; completion: Ready["completion"] }) {
  return (
    <Panel id="completion-title" title={t("partner.completion")}>
      <p className="mt-2 text-3xl font-bold text-brand-900" data-testid="profile-completion">
        {completion.percent}%
      </p>
      {/* A native bar: no inline style (the CSP forbids them), its value announced as a percentage. */}
      <progress
        aria-label={t("partner.completion")}
        value={completion.percent}
        max={100}
        className="mt-2 h-2 w-full accent-brand-700"
      />
      {completion.missing.length > 0 ? (
        <>
          <p className="mt-4 text-sm text-ink">{t("partner.stillToFill")}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" data-testid="missing-fields">
            {completion.missing.map((label) => (
              <li key={label}>
                <Link to={completion.profilePath} className="font-semibold text-brand-700 underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4 text-sm text-ink">{t("partner.complete")}</p>
      )}
    </Panel>
  );
}

/** Spec content §2.6: the GP clinic and specialist dashboards' details, hours, counters, completion. */
function PartnerDashboard({
  t,
  data,
  detailsTitle,
  statuses,
}: {
  t: T;
  data: PartnerDashboardData;
  detailsTitle: string;
  statuses: Statuses;
}) {
  if (data.state !== "ready") return <DashboardMessage t={t} message={data.message} />;
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2">
      <Panel id="details-title" title={detailsTitle}>
        <DetailList rows={data.details} testId="partner-details" />
        <h3 className="mt-5 text-lg font-bold text-brand-900">{t("partner.hours")}</h3>
        <DetailList rows={data.hours} testId="operating-hours" />
      </Panel>
      <div className="grid content-start gap-6">
        <Counters t={t} counters={data.counters} statuses={statuses} />
        <Completion t={t} completion={data.completion} />
      </div>
    </div>
  );
}

/** The partner dashboards' island: the figures, then the appointment requests with their forms. */
export function PartnerBody({
  t,
  data,
  detailsTitle,
  appointments,
  notice,
}: {
  t: T;
  data: PartnerDashboardData;
  detailsTitle: string;
  appointments: AppointmentRequestList | null;
  notice?: StatusUpdate;
}) {
  return (
    <>
      <PartnerDashboard t={t} data={data} detailsTitle={detailsTitle} statuses={appointments?.statuses ?? []} />
      {data.state === "ready" && appointments && <AppointmentRequests t={t} list={appointments} notice={notice} />}
    </>
  );
}
