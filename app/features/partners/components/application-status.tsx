import { Check, Circle, Clock } from "lucide-react";
import { useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import type { PartnerKind } from "#db/schema";
import { Button } from "~/ui/button";
import { Notice, TextAreaField } from "~/ui/field";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import { defaultLang, type Lang } from "~/lib/i18n/languages";
import { momentIn } from "~/lib/i18n/dates";
import { tableText } from "~/lib/i18n/figures";
import type { T } from "~/lib/i18n/translate";
import * as facts from "../../../../content/facts.json";
import { historyHeadline } from "../review/review-states";
import type { ApplicationView } from "./application-view";
import { HistoryList, SubmittedFields } from "./application-view";

export type AnswerActionData = { answer: { result?: FormResult; message?: string; ok?: boolean } };

/**
 * What a partner who is not (or no longer) approved sees at their dashboard address: the step
 * they are at, what the team asked, what they submitted (issue #13). In the page's language
 * (issue 27): `t` is registration.json's `application` section; the promise's hours and business
 * days are content/facts.json's; the team's messages, the applicant's answer and the submitted
 * values as typed.
 */
export function ApplicationStatus({
  application,
  contactEmail,
  answer,
  t,
  lang,
}: {
  application: ApplicationView;
  contactEmail: string;
  answer?: AnswerActionData["answer"];
  t: T;
  lang: Lang;
}) {
  const { status, kind } = application;
  const question = [...application.history].reverse().find((h) => h.action === "info_requested")?.message;
  const decision = [...application.history]
    .reverse()
    .find((h) => h.action === "rejected" || h.action === "suspended")?.message;
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold text-brand-900">{t("application.title", { name: application.name })}</h2>
        <p className="mt-1 text-ink" data-testid="application-status">
          {t(`application.status.${status}`)}
        </p>
      </div>
      <Steps status={status} kind={kind} t={t} lang={lang} />
      {answer?.ok ? <Notice tone="success">{answer.message}</Notice> : null}
      {status === "needs_info" && !answer?.ok ? (
        <AnswerForm question={question ?? null} result={answer?.result} t={t} />
      ) : null}
      {status === "rejected" || status === "suspended" ? (
        <Notice tone="warning">
          <p className="font-semibold">
            {status === "rejected" ? t("application.notApproved") : t("application.suspended")}
          </p>
          {decision ? <p className="mt-1">{t("application.reason", { reason: decision })}</p> : null}
          <p className="mt-1">
            {t("application.questions")}{" "}
            <a href={`mailto:${contactEmail}`} className="underline">
              {contactEmail}
            </a>
            {t("application.end")}
          </p>
        </Notice>
      ) : null}
      <section aria-labelledby="submitted-title">
        <h3 id="submitted-title" className="text-xl font-bold text-brand-900">
          {t("application.submitted")}
        </h3>
        <SubmittedFields fields={application.fields} />
        <p className="mt-2 text-sm text-muted">
          {kind === "corporate" ? (
            <>
              {t("application.correctWrite")}{" "}
              <a href={`mailto:${contactEmail}`} className="underline">
                {contactEmail}
              </a>
              {t("application.end")}
            </>
          ) : (
            <>
              {t("application.correctEdit")}{" "}
              <Link to={kind === "gp" ? "/profile/gp-clinic" : "/profile/specialist"} className="underline">
                {t("application.profile")}
              </Link>
              {t("application.end")}
            </>
          )}
        </p>
      </section>
      <section aria-labelledby="history-title">
        <h3 id="history-title" className="text-xl font-bold text-brand-900">
          {t("application.history")}
        </h3>
        <HistoryList history={application.history} applicantView say={historyWords(t, lang)} />
      </section>
    </div>
  );
}

/** The history's words in the page's language: what happened, when (Intl), and who. */
function historyWords(t: T, lang: Lang) {
  return {
    headline: (entry: ApplicationView["history"][number]) => {
      const action = t(`application.actions.${entry.action}`) || entry.action;
      // The same rule as the English (review-states.ts): the state it led to, when that says more.
      if (!historyHeadline(entry).includes(" → ")) return action;
      return t("application.headline", { action, status: t(`application.status.${entry.toStatus}`) });
    },
    when: (at: Date | string) => (lang === defaultLang ? null : momentIn(lang, at)),
    applicant: t("application.applicant"),
    team: t("application.team"),
  };
}

/** When the team will be back to the applicant: facts.json's hours or business days, never retyped. */
function within(t: T, lang: Lang, kind: PartnerKind): string {
  if (kind === "corporate") return tableText(lang, t, "application.proposalWithin", facts.corporateFollowUpText);
  return t("application.within", { count: facts.partnerContactHours });
}

function Steps({ status, kind, t, lang }: { status: ApplicationView["status"]; kind: PartnerKind; t: T; lang: Lang }) {
  const verified = status !== "pending_verification";
  const decided = status === "rejected" || status === "suspended";
  const steps = [
    {
      title: t("application.steps.confirm"),
      done: verified,
      current: !verified,
      text: t("application.steps.confirmText"),
    },
    {
      title: t("application.steps.review"),
      done: decided,
      current: verified && !decided,
      text:
        status === "needs_info"
          ? t("application.steps.needsInfo")
          : status === "pending_review"
            ? t("application.steps.reviewing", { within: within(t, lang, kind) })
            : decided
              ? t("application.steps.decided")
              : t("application.steps.waiting"),
    },
    {
      title: t("application.steps.opens"),
      done: false,
      current: false,
      text: kind === "corporate" ? t("application.steps.opensCorporate") : t("application.steps.opensPartner"),
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
              {t("application.steps.numbered", { n: i + 1, title: step.title })}
              {step.done || step.current ? (
                <span className="sr-only">
                  {" "}
                  {step.done ? t("application.steps.done") : t("application.steps.current")}
                </span>
              ) : null}
            </p>
            <p className="mt-1 text-sm text-ink">{step.text}</p>
          </li>
        );
      })}
    </ol>
  );
}

function AnswerForm({ question, result, t }: { question: string | null; result?: FormResult; t: T }) {
  const [form, fields] = useSchemaForm<{ answer: string }>(result);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-4 rounded-2xl border border-amber-600 bg-amber-50 p-5">
      <h3 className="text-lg font-bold text-amber-950">{t("application.asks")}</h3>
      {question ? <blockquote className="border-l-4 border-amber-600 pl-3 text-ink">{question}</blockquote> : null}
      {form.errors ? <Notice tone="error">{form.errors[0]}</Notice> : null}
      <TextAreaField meta={fields.answer} label={t("application.answer")} rows={4} />
      {/* Without React (the dashboards, ADR 0024) form-feedback says "Sending..." from data-pending-label. */}
      <Button type="submit" name="intent" value="answer" disabled={busy} data-pending-label={t("application.sending")}>
        <span data-label>{busy ? t("application.sending") : t("application.send")}</span>
      </Button>
    </Form>
  );
}
