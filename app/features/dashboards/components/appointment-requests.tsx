import { Inbox } from "lucide-react";
import { useActionData, useLocation, useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { AppointmentRequestList } from "~/features/directory/index.server";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import type { T } from "~/lib/i18n/translate";

type Row = AppointmentRequestList["requests"][number];
type Statuses = AppointmentRequestList["statuses"];
export type StatusUpdate = { error: string | null; updated: { id: string; message: string } | null };

const rowId = (row: Row) => `request-${row.id}`;

const selectClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm sm:w-44";

/**
 * One small form per request, a plain POST to the dashboard's action; the outcome shows at the row
 * it was for. (A plain Form rather than a fetcher: useFetcher would add to every page's JavaScript.)
 * Posted to the row's own address (#request-<id>): the answer, a whole page without React (ADR 0024),
 * comes back scrolled to the row, as React's does; meanwhile its button says "Updating..." (with
 * React from useNavigation, without from form-feedback's data-pending-label).
 */
function StatusForm({ t, row, statuses }: { t: T; row: Row; statuses: Statuses }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === row.id;
  const outcome = useActionData<StatusUpdate>();
  // Said at the row it was for (once: two live regions would announce it twice); with JavaScript
  // the page keeps its scroll position.
  const saved = outcome?.updated?.id === row.id ? outcome.updated.message : "";
  const id = `status-${row.id}`;
  const { pathname } = useLocation();
  return (
    <Form
      method="post"
      action={`${pathname}#${rowId(row)}`}
      preventScrollReset
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="id" value={row.id} />
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {t("appointments.status")}
        </label>
        <select id={id} name="status" defaultValue={row.status} className={selectClass}>
          {statuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={busy} data-pending-label={t("appointments.updating")}>
        <span data-label>{t(busy ? "appointments.updating" : "appointments.update")}</span>
        <span className="sr-only"> {t("appointments.updateWhich", { name: row.name })}</span>
      </Button>
      <p role="status" className="min-h-5 basis-full text-sm text-green-800">
        {saved}
      </p>
    </Form>
  );
}

const badges: Record<Row["status"], string> = {
  new: "bg-accent-600 text-white",
  contacted: "bg-brand-50 text-brand-800",
  closed: "bg-surface text-muted",
};

function RequestItem({ t, row, statuses }: { t: T; row: Row; statuses: Statuses }) {
  const status = statuses.find((s) => s.value === row.status)?.label ?? row.status;
  return (
    <li id={rowId(row)} className="scroll-mt-24 rounded-xl border border-line p-5" data-testid="appointment-request">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold text-brand-900">{row.name}</h3>
        {row.mentionsSymptoms ? (
          // Issue 23: the message describes a red-flag symptom; the requester was told to see a doctor promptly.
          <span
            className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900"
            data-testid="appointment-symptoms"
          >
            {t("appointments.symptoms")}
          </span>
        ) : null}
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badges[row.status]}`}
          data-testid="appointment-status"
        >
          {status}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t("appointments.email")}</dt>
        <dd className="break-all">
          <a href={`mailto:${row.email}`} className="font-semibold text-brand-700 underline">
            {row.email}
          </a>
        </dd>
        <dt className="text-muted">{t("appointments.phone")}</dt>
        <dd>
          <a href={`tel:${row.phone.replace(/[^\d+]/g, "")}`} className="font-semibold text-brand-700 underline">
            {row.phone}
          </a>
        </dd>
        <dt className="text-muted">{t("appointments.preferredDate")}</dt>
        <dd>
          <time dateTime={row.preferredDate}>{row.preferredDateLabel}</time>
        </dd>
        <dt className="text-muted">{t("appointments.preferredTime")}</dt>
        <dd>{row.timeLabel}</dd>
        <dt className="text-muted">{t("appointments.received")}</dt>
        <dd>
          <time dateTime={row.receivedAt}>{row.receivedLabel}</time>
        </dd>
        {row.message && (
          <>
            <dt className="text-muted">{t("appointments.message")}</dt>
            <dd className="whitespace-pre-line">{row.message}</dd>
          </>
        )}
      </dl>
      <StatusForm t={t} row={row} statuses={statuses} />
    </li>
  );
}

/** Issue #5: the requests people sent to this clinic or specialist through Schedule Your Screening. */
export function AppointmentRequests({
  t,
  list,
  notice,
}: {
  /** The dashboards' words (dashboards.json `appointments`), in the page's language. */
  t: T;
  list: AppointmentRequestList;
  notice?: StatusUpdate;
}) {
  // The clinic's name is its own element (tests and people find it there) inside the sentence.
  const [before, after] = t("appointments.madeTo", { clinic: "\u0000" }).split("\u0000");
  // Errors (a request that is gone, a bad status) may not belong to any row shown: they go above the list.
  return (
    <section aria-labelledby="appointments-title" className="mt-8 rounded-2xl border border-line bg-white p-6">
      <h2 id="appointments-title" className="text-xl font-bold text-brand-900">
        {t("appointments.title")}
      </h2>
      {list.clinicName ? (
        <p className="mt-1 text-sm text-muted">
          {before}
          <span className="font-semibold text-ink" data-testid="appointments-clinic">
            {list.clinicName}
          </span>
          {after}
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted">{t("appointments.noListing")}</p>
      )}
      {notice?.error && (
        <Notice tone="error" className="mt-4">
          {notice.error}
        </Notice>
      )}
      {list.requests.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-ink">
          <Inbox aria-hidden className="size-5 text-muted" />
          {t("appointments.none")}
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {list.requests.map((row) => (
            <RequestItem key={row.id} t={t} row={row} statuses={list.statuses} />
          ))}
        </ul>
      )}
      {list.more && (
        <p className="mt-4 text-sm text-muted">{t("appointments.showing", { count: list.requests.length })}</p>
      )}
    </section>
  );
}
