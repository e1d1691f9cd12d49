import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/partner-application";
import {
  HistoryList,
  SubmittedFields,
  changeDecisions,
  decisions,
  kindLabels,
  statusLabels,
} from "~/features/partners";
import { applicationPage, decisionAction } from "~/features/partners/index.server";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import { ConsolePage } from "../components/console-frame";
import { requireAdmin } from "~/features/accounts/index.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.application.name ?? "Application"} · Partner applications · RID-CRC console` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { ...(await applicationPage(request, params)) };
}
export const action = ({ request, params }: Route.ActionArgs) => decisionAction(request, params);

export default function PartnerApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { application: a } = loaderData;
  const available = Object.entries(decisions).filter(([, d]) => (d.from as readonly string[]).includes(a.status));
  const changes = a.pendingChanges ? Object.entries(changeDecisions) : [];
  const messageError = actionData?.result?.error?.message?.[0];
  // The message belongs to the decision that was sent, not to every form with a message box.
  const failedDecision = actionData?.result?.initialValue?.decision;
  return (
    <ConsolePage
      title={a.name}
      intro={`${kindLabels[a.kind]} · submitted ${formatSgDateTime(new Date(a.submittedAt))}`}
    >
      <p className="mb-6">
        <Link to="/admin/partners" className="font-semibold text-brand-700 underline">
          Back to the queue
        </Link>
      </p>
      {actionData?.message ? (
        <Notice tone={actionData.ok ? "success" : "error"} className="mb-6">
          {actionData.message}
        </Notice>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          <section aria-labelledby="state-title" className="rounded-2xl border border-line bg-brand-50 p-5">
            <h2 id="state-title" className="font-bold text-brand-900">
              State: <span data-testid="application-state">{statusLabels[a.status]}</span>
            </h2>
            {a.applicant ? (
              <p className="mt-1 text-sm text-ink">
                Applicant: {a.applicant.name} &lt;{a.applicant.email}&gt; ·{" "}
                {a.applicant.emailVerified ? "e-mail confirmed" : "e-mail not yet confirmed"}
              </p>
            ) : (
              <p className="mt-1 text-sm text-ink">
                No account manages this entry{a.isSample ? " (sample data)" : ""}.
              </p>
            )}
          </section>

          {a.pendingChanges ? (
            <section aria-labelledby="changes-title" className="rounded-2xl border border-amber-600 bg-amber-50 p-5">
              <h2 id="changes-title" className="font-bold text-amber-950">
                Changes waiting for review
              </h2>
              <p className="mt-1 text-sm text-ink">The listing shows the approved values until you accept.</p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {Object.entries(a.pendingChanges).map(([field, value]) => (
                  <div key={field} className="contents">
                    <dt className="text-muted">{a.changeLabels[field] ?? field}</dt>
                    <dd className="font-semibold">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}

          <section aria-labelledby="checks-title">
            <h2 id="checks-title" className="text-xl font-bold text-brand-900">
              Checks
            </h2>
            <ul className="mt-3 space-y-2">
              {a.checks.map((check) => (
                <li key={check.label} className="flex gap-2 text-sm">
                  {check.ok ? (
                    <CheckCircle2 aria-hidden className="size-5 shrink-0 text-green-700" />
                  ) : (
                    <AlertTriangle aria-hidden className="size-5 shrink-0 text-amber-700" />
                  )}
                  <span>
                    <strong>{check.label}</strong> ({check.ok ? "passes" : "check this"}): {check.detail}
                  </span>
                </li>
              ))}
            </ul>
            {a.duplicates.length ? (
              <Notice tone="warning" className="mt-4">
                <p className="font-semibold">Other partners share details with this application:</p>
                <ul className="mt-2 list-disc pl-5">
                  {a.duplicates.map((d) => (
                    <li key={d.id}>
                      <Link to={`/admin/partners/${d.kind}/${d.id}`} className="underline">
                        {d.name}
                      </Link>{" "}
                      ({d.email ?? "no account"}, {statusLabels[d.status]}): {d.why}
                    </li>
                  ))}
                </ul>
              </Notice>
            ) : (
              <p className="mt-3 text-sm text-muted">
                No other partner has the same registration number
                {a.kind === "gp" ? ", or clinic name and postal code" : ""}.
              </p>
            )}
          </section>

          <section aria-labelledby="fields-title">
            <h2 id="fields-title" className="text-xl font-bold text-brand-900">
              What the applicant submitted
            </h2>
            <SubmittedFields fields={a.fields} />
          </section>

          <section aria-labelledby="history-title">
            <h2 id="history-title" className="text-xl font-bold text-brand-900">
              History
            </h2>
            <HistoryList history={a.history} />
          </section>
        </div>

        <aside aria-labelledby="decide-title" className="space-y-4">
          <h2 id="decide-title" className="text-xl font-bold text-brand-900">
            Decide
          </h2>
          {available.length === 0 && changes.length === 0 ? (
            <p className="text-sm text-muted">
              {a.status === "pending_verification"
                ? "The applicant has not confirmed their e-mail address yet."
                : "No decision is open in this state."}
            </p>
          ) : null}
          {[...available, ...changes].map(([key, d]) => (
            <DecisionForm
              key={key}
              decision={key}
              label={d.label}
              needsMessage={d.needsMessage}
              expected={a.status}
              error={key === failedDecision ? messageError : undefined}
            />
          ))}
        </aside>
      </div>
    </ConsolePage>
  );
}

function DecisionForm({
  decision,
  label,
  needsMessage,
  expected,
  error,
}: {
  decision: string;
  label: string;
  needsMessage: boolean;
  expected: string;
  error?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("decision") === decision;
  const id = `message-${decision}`;
  return (
    <Form method="post" className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <input type="hidden" name="decision" value={decision} />
      <input type="hidden" name="expected" value={expected} />
      {needsMessage ? (
        <div>
          <label htmlFor={id} className="block text-sm font-semibold text-ink">
            {decision === "request_info" ? "Your question to the applicant" : "Reason (sent to the applicant)"}
          </label>
          <textarea
            id={id}
            name="message"
            rows={3}
            maxLength={2000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2 text-base"
          />
          {error ? (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      <Button
        type="submit"
        variant={
          decision === "reject" || decision === "suspend" || decision === "decline_changes" ? "secondary" : "primary"
        }
        disabled={busy}
        className="w-full"
      >
        {busy ? "Saving..." : label}
      </Button>
    </Form>
  );
}
