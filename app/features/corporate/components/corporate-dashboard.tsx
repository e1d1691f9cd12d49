import { useNavigation } from "react-router";
import { Form, Link, useLang } from "~/ui/link";
import { languageTags } from "~/lib/i18n/languages";
import { AccountDataLinks, AccountLink } from "~/features/accounts";
import { Button, ButtonLink } from "~/ui/button";
import { Notice } from "~/ui/field";
import type { CorporateActionData, CorporateDashboardData } from "../dashboard-types";
import { PledgeField } from "./pledge-field";

type Ready = Extract<CorporateDashboardData, { state: "ready" }>;

function Figure({ label, value }: { label: string; value: string | number }) {
  // A count by Intl in the page's language, grouped from five digits (as the English "1000").
  const lang = useLang();
  const text =
    typeof value === "number"
      ? new Intl.NumberFormat(languageTags[lang], { useGrouping: "min2" }).format(value)
      : value;
  return (
    <div className="rounded-2xl border border-line bg-white p-5">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900">{text}</dd>
    </div>
  );
}

// The ids form-feedback (ADR 0024) reads on the page without React: the field's message is `<form id>-<name>-error`.
const FORM_ID = "pledge-form";

/**
 * The pledge form: a plain POST checked on the server (it works without JavaScript). It reads the
 * action's Conform reply by hand: a single field does not need use-schema-form on every dashboard's
 * first load.
 */
function PledgeForm({ data, actionData }: { data: Ready; actionData?: CorporateActionData }) {
  const answer = actionData?.pledge;
  const fieldError = answer?.result?.error?.pledge?.[0];
  const formError = answer?.result?.error?.[""]?.[0];
  const typed = answer?.ok ? "" : answer?.result?.initialValue?.pledge;
  const busy = useNavigation().formData?.get("intent") === "pledge";
  const words = data.pledgeWords;
  return (
    <section
      aria-labelledby="pledge-heading"
      id="raise-pledge"
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-6"
    >
      <h2 id="pledge-heading" className="text-xl font-bold text-brand-900">
        {words.title}
      </h2>
      {answer?.ok ? (
        <Notice tone="success" className="mt-3">
          {answer.message}
        </Notice>
      ) : null}
      {data.pledgeForm.pendingMessage ? (
        <p className="mt-3 text-ink">
          {data.pledgeForm.pendingMessage}{" "}
          <Link to="/account/pledges" className="font-semibold text-brand-700 underline">
            {words.pendingLink}
          </Link>
        </p>
      ) : (
        // Posted to the section itself: without React the answer comes back scrolled to it.
        <Form
          method="post"
          action="/dashboard/corporate#raise-pledge"
          id={FORM_ID}
          noValidate
          className="mt-3 space-y-4"
        >
          {formError ? <Notice tone="error">{formError}</Notice> : null}
          <input type="hidden" name="intent" value="pledge" />
          <PledgeField
            formId={FORM_ID}
            form={data.pledgeForm}
            typed={typeof typed === "string" ? typed : ""}
            fieldError={fieldError}
            label={words.field}
            previewWords={words.preview}
          />
          <Button type="submit" disabled={busy} data-pending-label={words.submitting}>
            <span data-label>{busy ? words.submitting : words.submit}</span>
          </Button>
        </Form>
      )}
    </section>
  );
}

/** The corporate dashboard (spec content §2.6, §9): figures, progress, invite link, pledge. */
export function CorporateDashboard({ data, actionData }: { data: CorporateDashboardData; actionData?: unknown }) {
  if (data.state !== "ready")
    return (
      <div className="mt-8 rounded-2xl border border-line bg-white p-6">
        <p role="alert" className="text-lg font-semibold text-brand-900">
          {data.message}
        </p>
        <ButtonLink to="/" className="mt-4">
          {data.home}
        </ButtonLink>
      </div>
    );
  const { figures, progress, words } = data;
  const [beforeEvent, afterEvent] = words.nextEvent;
  return (
    <div className="mt-8 space-y-8">
      <section aria-labelledby="company-heading">
        <h2 id="company-heading" className="text-2xl font-bold text-brand-900">
          {data.companyName}
        </h2>
        <p className="mt-1 text-ink">{words.latest}</p>
        {/* The contact's own data (issue 29), as the other roles reach it from their profile pages. */}
        <AccountDataLinks
          label={words.dataLinks}
          words={words.accountLinks}
          before={
            <>
              <AccountLink to="/profile/corporate">{words.editCompany}</AccountLink>
              <AccountLink to="/account/pledges">{words.yourPledges}</AccountLink>
            </>
          }
        />
      </section>
      <section aria-labelledby="impact-heading">
        <h2 id="impact-heading" className="text-xl font-bold text-brand-900">
          {words.impact}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Figure label={words.figures.tier} value={figures.tierLabel} />
          <Figure label={words.figures.lives} value={figures.livesImpacted} />
          <Figure label={words.figures.screenings} value={figures.screeningsFunded} />
          <Figure label={words.figures.early} value={figures.earlyDetections} />
          <Figure label={words.figures.participation} value={figures.employeeParticipation} />
          <Figure label={words.figures.event} value={data.nextEvent ? data.nextEvent.title : words.figures.noEvent} />
        </dl>
        {data.nextEvent ? (
          <p className="mt-2 text-sm text-ink">
            {beforeEvent}
            <Link to={data.nextEvent.href} className="font-semibold text-brand-700 underline">
              {data.nextEvent.title}
            </Link>
            {afterEvent}
          </p>
        ) : null}
        <div className="mt-6">
          <label htmlFor="tier-progress" className="block font-semibold text-ink">
            {words.progress}
          </label>
          <progress
            id="tier-progress"
            value={progress.value}
            max={Math.max(progress.max, 1)}
            aria-describedby="tier-progress-text"
            className="mt-2 h-3 w-full accent-brand-700"
          />
          <p id="tier-progress-text" className="mt-1 text-sm text-ink">
            {progress.text}
          </p>
        </div>
        {data.certificateAvailable ? (
          <ButtonLink to="/dashboard/corporate/certificate.pdf" reloadDocument download className="mt-6">
            {words.certificate}
          </ButtonLink>
        ) : null}
      </section>
      <section aria-labelledby="invite-heading" className="rounded-2xl border border-line bg-white p-6">
        <h2 id="invite-heading" className="text-xl font-bold text-brand-900">
          {words.inviteTitle}
        </h2>
        <p className="mt-2 text-ink">{words.inviteText}</p>
        <p className="mt-3 font-mono text-sm break-all text-brand-900" data-testid="invite-link">
          {data.invite.url}
        </p>
        <img src={data.invite.qrSvg} alt={words.qrAlt} width={180} height={180} className="mt-4" />
      </section>
      <PledgeForm data={data} actionData={actionData as CorporateActionData | undefined} />
    </div>
  );
}
