import { Check, Circle, Clock } from "lucide-react";
import { useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import type { PartnerKind } from "#db/schema";
import { Button } from "~/ui/button";
import { Notice, TextAreaField } from "~/ui/field";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import { promises } from "../messages";
import { statusLabels } from "../review/review-states";
import type { ApplicationView } from "./application-view";
import { HistoryList, SubmittedFields } from "./application-view";

export type AnswerActionData = { answer: { result?: FormResult; message?: string; ok?: boolean } };

/**
 * What a partner who is not (or no longer) approved sees at their dashboard address: the step
 * they are at, what the team asked, what they submitted (issue #13).
 */
export function ApplicationStatus({
  application,
  contactEmail,
  answer,
}: {
  application: ApplicationView;
  contactEmail: string;
  answer?: AnswerActionData["answer"];
}) {
  const { status, kind } = application;
  const question = [...application.history].reverse().find((h) => h.action === "info_requested")?.message;
  const decision = [...application.history]
    .reverse()
    .find((h) => h.action === "rejected" || h.action === "suspended")?.message;
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold text-brand-900">Your application: {application.name}</h2>
        <p className="mt-1 text-ink" data-testid="application-status">
          {statusLabels[status]}
        </p>
      </div>
      <Steps status={status} kind={kind} />
      {answer?.ok ? <Notice tone="success">{answer.message}</Notice> : null}
      {status === "needs_info" && !answer?.ok ? (
        <AnswerForm question={question ?? null} result={answer?.result} />
      ) : null}
      {status === "rejected" || status === "suspended" ? (
        <Notice tone="warning">
          <p className="font-semibold">
            {status === "rejected"
              ? "Your application was not approved."
              : "Your partnership is suspended: you are not listed on the site."}
          </p>
          {decision ? <p className="mt-1">Our team's reason: {decision}</p> : null}
          <p className="mt-1">
            Questions? Write to{" "}
            <a href={`mailto:${contactEmail}`} className="underline">
              {contactEmail}
            </a>
            .
          </p>
        </Notice>
      ) : null}
      <section aria-labelledby="submitted-title">
        <h3 id="submitted-title" className="text-xl font-bold text-brand-900">
          What you submitted
        </h3>
        <SubmittedFields fields={application.fields} />
        <p className="mt-2 text-sm text-muted">
          {kind === "corporate" ? (
            <>
              To correct something, write to{" "}
              <a href={`mailto:${contactEmail}`} className="underline">
                {contactEmail}
              </a>
              .
            </>
          ) : (
            <>
              To correct something, edit your{" "}
              <Link to={kind === "gp" ? "/profile/gp-clinic" : "/profile/specialist"} className="underline">
                profile
              </Link>
              .
            </>
          )}
        </p>
      </section>
      <section aria-labelledby="history-title">
        <h3 id="history-title" className="text-xl font-bold text-brand-900">
          History
        </h3>
        <HistoryList history={application.history} applicantView />
      </section>
    </div>
  );
}

function Steps({ status, kind }: { status: ApplicationView["status"]; kind: PartnerKind }) {
  const verified = status !== "pending_verification";
  const decided = status === "rejected" || status === "suspended";
  const steps = [
    {
      title: "Confirm your e-mail address",
      done: verified,
      current: !verified,
      text: "Open the link we e-mailed you.",
    },
    {
      title: "Partnership review",
      done: decided,
      current: verified && !decided,
      text:
        status === "needs_info"
          ? "Our team needs a little more information from you (below)."
          : status === "pending_review"
            ? `Our team is reviewing your application and will contact you ${kind === "corporate" ? promises.corporateProposal : promises.partnerContact}.`
            : decided
              ? "Our team has decided (below)."
              : "Starts once your address is confirmed.",
    },
    {
      title: "Your dashboard opens",
      done: false,
      current: false,
      text:
        kind === "corporate"
          ? "You can follow your company's impact."
          : "You appear in our directory and receive appointment requests.",
    },
  ];
  return (
    <ol className="grid gap-4 sm:grid-cols-3">
      {steps.map((step, i) => {
        const Icon = step.done ? Check : step.current ? Clock : Circle;
        return (
          <li
            key={step.title}
            aria-current={step.current ? "step" : undefined}
            className={`rounded-xl border p-4 ${step.current ? "border-brand-600 bg-brand-50" : "border-line bg-white"}`}
          >
            <p className="flex items-center gap-2 font-bold text-brand-900">
              <Icon aria-hidden className="size-5" />
              {i + 1}. {step.title}
              <span className="sr-only">{step.done ? " (done)" : step.current ? " (current step)" : ""}</span>
            </p>
            <p className="mt-1 text-sm text-ink">{step.text}</p>
          </li>
        );
      })}
    </ol>
  );
}

function AnswerForm({ question, result }: { question: string | null; result?: FormResult }) {
  const [form, fields] = useSchemaForm<{ answer: string }>(result);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-4 rounded-2xl border border-amber-600 bg-amber-50 p-5">
      <h3 className="text-lg font-bold text-amber-950">Our team asks</h3>
      {question ? <blockquote className="border-l-4 border-amber-600 pl-3 text-ink">{question}</blockquote> : null}
      {form.errors ? <Notice tone="error">{form.errors[0]}</Notice> : null}
      <TextAreaField meta={fields.answer} label="Your answer" rows={4} />
      {/* Without React (the dashboards, ADR 0024) form-feedback says "Sending..." from data-pending-label. */}
      <Button type="submit" name="intent" value="answer" disabled={busy} data-pending-label="Sending...">
        <span data-label>{busy ? "Sending..." : "Send answer"}</span>
      </Button>
    </Form>
  );
}
