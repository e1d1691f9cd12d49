import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/system";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import { ConsoleFrame } from "../components/console-frame";
import { consoleUser } from "../console-guard.server";
import { systemAction, systemPage } from "../system/system.server";

export const meta: Route.MetaFunction = () => [
  { title: "System · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await consoleUser(request);
  return { viewer, ...(await systemPage()) };
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await consoleUser(request);
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

export default function System({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, uptime, startedAt, version, database, health, limits, outbox, lastHour, migration } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData : null;
  const retrying = sending?.get("intent") === "retry" ? sending.get("id") : null;
  const retryingAll = sending?.get("intent") === "retry-all";
  return (
    <ConsoleFrame
      viewer={viewer}
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
            note={version.commit ? `Commit ${version.commit}` : "Commit not given (GIT_COMMIT or SOURCE_VERSION)"}
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
          {limits.outboxLateMinutes} minutes and none failed in 24 hours; at most {limits.errorRate * 100}% of the last
          hour&apos;s requests end in a server error.
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
            note={outbox.late ? `${outbox.late} waiting more than ${limits.outboxLateMinutes} minutes` : null}
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
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Failed e-mails, newest first</caption>
                <thead className="text-ink">
                  <tr>
                    {["Queued", "To", "Subject", "Attempts", "Last error", ""].map((column, i) => (
                      <th key={i} scope="col" className="px-3 py-2">
                        {column || <span className="sr-only">Retry</span>}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {outbox.failedList.map((e) => (
                    <tr key={e.id} className="border-t border-line" data-testid="failed-email">
                      <td className="px-3 py-2 align-top whitespace-nowrap">
                        <time dateTime={e.createdIso}>{e.created}</time>
                      </td>
                      <td className="px-3 py-2 align-top break-all">{e.to}</td>
                      <td className="px-3 py-2 align-top">{e.subject}</td>
                      <td className="px-3 py-2 align-top tabular-nums">{e.attempts}</td>
                      <td className="max-w-sm px-3 py-2 align-top break-words text-red-800">{e.lastError}</td>
                      <td className="px-3 py-2 align-top">
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
                </tbody>
              </table>
            </div>
          </div>
        )}
      </section>
    </ConsoleFrame>
  );
}
