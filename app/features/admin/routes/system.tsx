import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { plural } from "~/lib/text/plural";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/system";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import { ConsolePage } from "../components/console-frame";
import { ConsoleTable, cellClass } from "../components/console-table";
import { systemAction, systemPage } from "../system/system.server";
import { requireAdmin } from "~/features/accounts/index.server";
import { RetentionSection } from "~/features/privacy";
import { retentionStatus } from "~/features/privacy/index.server";

export const meta: Route.MetaFunction = () => [
  { title: "System · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { ...(await systemPage()), retention: await retentionStatus(request) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  return systemAction(request, user);
}

const card = "rounded-2xl border border-line bg-white p-5";
const heading = "text-xl font-semibold text-brand-900";

function Figure({ label, value, note }: { label: string; value: string; note?: string | null }) {
  return (
    <div className="rounded-xl border border-line bg-surface px-4 py-3">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-ink">{value}</dd>
      {note ? <dd className="text-sm text-muted">{note}</dd> : null}
    </div>
  );
}

const failedColumns = ["Queued", "To", "Subject", "Attempts", "Last error", { srOnly: "Retry" }] as const;

export default function System({ loaderData, actionData }: Route.ComponentProps) {
  const { uptime, startedAt, version, database, health, limits, outbox, lastHour, migration } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData : null;
  const retrying = sending?.get("intent") === "retry" ? sending.get("id") : null;
  const retryingAll = sending?.get("intent") === "retry-all";
  return (
    <ConsolePage
      title="System"
      intro="How this server is doing: how long it has run, what it runs, the database, the e-mail outbox and the last hour's errors."
    >
      {actionData?.message ? (
        <Notice tone={actionData.ok ? "success" : "error"} className="mb-6">
          {actionData.message}
        </Notice>
      ) : null}

      <section aria-labelledby="server-heading">
        <h2 id="server-heading" className={heading}>
          Server
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Figure label="Uptime" value={uptime} note={`Started ${startedAt}`} />
          <Figure
            label="Version"
            value={version.package ?? "No version in package.json"}
            note={
              version.commit
                ? `Commit ${version.commit}`
                : "Commit not known (built outside git: set GIT_COMMIT or SOURCE_VERSION)"
            }
          />
          <Figure
            label="Database"
            value={database.kind}
            note={database.ms === null ? "Does not answer" : `Answers in ${database.ms} ms`}
          />
          <Figure
            label="Last migration applied"
            value={migration?.tag ?? "Unknown"}
            note={
              migration
                ? `${migration.applied} of ${migration.known} migrations applied; written ${migration.written}`
                : "The migrations table could not be read."
            }
          />
        </dl>
      </section>

      <section aria-labelledby="checks-heading" className="mt-10">
        <h2 id="checks-heading" className={heading}>
          Health: <span data-testid="health-status">{health.status}</span>
        </h2>
        <p className="mt-1 text-sm text-muted">
          Limits: the database answers within {limits.databaseMs} ms; no e-mail waits more than{" "}
          {plural(limits.outboxLateMinutes, "minute")} and none failed in 24 hours; at most {limits.errorRate * 100}% of
          the last hour&apos;s requests end in a server error.
        </p>
        <ul className="mt-3 space-y-2">
          {health.checks.map((check) => (
            <li key={check.name} className="flex gap-2">
              {check.ok ? (
                <CheckCircle2 aria-hidden className="size-5 shrink-0 text-green-700" />
              ) : (
                <AlertTriangle aria-hidden className="size-5 shrink-0 text-amber-700" />
              )}
              <span>
                <strong>{check.name}</strong> ({check.ok ? "healthy" : "needs attention"}): {check.detail}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="hour-heading" className="mt-10">
        <h2 id="hour-heading" className={heading}>
          The last hour
        </h2>
        {lastHour.since ? (
          <p className="mt-1 text-sm text-muted">
            Since {lastHour.since}, when this server started: it counts only what it answered itself.
          </p>
        ) : null}
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <Figure label="Server errors" value={String(lastHour.serverErrors)} />
          <Figure label="Rate-limit refusals" value={String(lastHour.rateLimited)} />
          <Figure label="Requests" value={String(lastHour.requests)} />
        </dl>
      </section>

      <section aria-labelledby="outbox-heading" className="mt-10">
        <h2 id="outbox-heading" className={heading}>
          E-mail outbox
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <Figure
            label="Pending"
            value={String(outbox.pending)}
            note={outbox.late ? `${outbox.late} waiting more than ${plural(limits.outboxLateMinutes, "minute")}` : null}
          />
          <Figure label="Failed" value={String(outbox.failed)} note="Given up after every retry" />
          <Figure label="Sent in 24 hours" value={String(outbox.sent24h)} />
        </dl>
        {outbox.failedList.length === 0 ? (
          <p className="mt-4 text-muted">No failed e-mails.</p>
        ) : (
          <div className={`${card} mt-4`}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="font-semibold text-ink">
                Failed e-mails{outbox.failed > outbox.failedList.length ? ` (newest ${outbox.failedList.length})` : ""}
              </h3>
              <Form method="post">
                <input type="hidden" name="intent" value="retry-all" />
                <Button type="submit" variant="secondary" disabled={retryingAll}>
                  {retryingAll ? "Retrying..." : "Retry all failed"}
                </Button>
              </Form>
            </div>
            <div className="mt-3">
              <ConsoleTable caption="Failed e-mails, newest first" columns={failedColumns}>
                {outbox.failedList.map((e) => (
                  <tr key={e.id} className="border-t border-line" data-testid="failed-email">
                    <td className={`${cellClass} whitespace-nowrap`}>
                      <time dateTime={e.createdIso}>{e.created}</time>
                    </td>
                    <td className={`${cellClass} break-all`}>{e.to}</td>
                    <td className={cellClass}>{e.subject}</td>
                    <td className={`${cellClass} tabular-nums`}>{e.attempts}</td>
                    <td className={`${cellClass} max-w-sm break-words text-red-800`}>{e.lastError}</td>
                    <td className={cellClass}>
                      <Form method="post">
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="id" value={e.id} />
                        <Button type="submit" variant="secondary" disabled={retrying === e.id}>
                          {retrying === e.id ? "Retrying..." : "Retry"}
                          <span className="sr-only">: e-mail to {e.to}</span>
                        </Button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </ConsoleTable>
            </div>
          </div>
        )}
      </section>

      <RetentionSection status={loaderData.retention} />
    </ConsolePage>
  );
}
