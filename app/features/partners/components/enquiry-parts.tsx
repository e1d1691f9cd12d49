import type { ReactNode } from "react";
import { Link } from "~/ui/link";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { CheckboxField, TextAreaField, TextField } from "~/ui/field";
import { PageHeader, type Crumb } from "~/ui/page-header";
import { lazyIsland } from "~/ui/lazy-island";
import type { FieldMeta } from "~/ui/use-schema-form";
import type { T } from "~/lib/i18n/translate";

// The parts the enquiry pages share (ADR 0016): /register/government, /signup-trial, /contact and
// /nominate-clinician.

const MESSAGE_MAX = 2000;
const linkClass = "font-semibold text-brand-700 underline";

/** The id of each enquiry form: the error summary links to its controls by it. */
export const ENQUIRY_FORM = "enquiry";

/** The page header, then the page's cards on the grey band. */
export function EnquiryPage({
  title,
  eyebrow,
  crumbs,
  intro,
  children,
}: {
  title: string;
  eyebrow: string;
  crumbs: Crumb[];
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} eyebrow={eyebrow} crumbs={crumbs} intro={intro} />
      <div className="bg-surface px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-3xl space-y-8">{children}</div>
      </div>
    </>
  );
}

/** The warning's words in the page's language ({{instead}}: what not to wait for), English by default. */
type AdviceWords = { title: string; before: string; findGp: string; after: string };

const englishAdvice: AdviceWords = {
  title: "This is not medical advice",
  before:
    "If you have symptoms such as blood in your stool, a change in your bowel habits that lasts, or weight loss you cannot explain, please see a doctor now rather than {{instead}}. ",
  findGp: "Find a GP near you",
  after: ". In an emergency, call 995.",
};

/** For pages a person with symptoms may reach: a doctor now, not a form (995 in an emergency). */
export function NotMedicalAdvice({ instead, words = englishAdvice }: { instead: string; words?: AdviceWords }) {
  return (
    <aside
      aria-labelledby="not-medical-advice"
      className="rounded-2xl border-l-4 border-amber-600 bg-amber-50 p-6 text-amber-950"
    >
      <h2 id="not-medical-advice" className="text-lg font-bold">
        {words.title}
      </h2>
      <p className="mt-2">
        {words.before.replace("{{instead}}", instead)}
        <Link to="/find-a-gp" className="font-semibold underline">
          {words.findGp}
        </Link>
        {words.after}
      </p>
    </aside>
  );
}

/** What happens after sending, before the person starts typing. */
export function NextSteps({ steps, title = "What happens next" }: { steps: ReactNode[]; title?: string }) {
  return (
    <section aria-labelledby="next-steps" className="rounded-2xl bg-brand-50 p-6">
      <h2 id="next-steps" className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink">
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

type ContactWords = { fullName: string; email: string; phone: string; phoneHint: string };

const englishContact: ContactWords = {
  fullName: "Full name",
  email: "Email address",
  phone: "Phone number (optional)",
  phoneHint: "A Singapore number, e.g. 6123 4567 or +65 9123 4567.",
};

/** Name, e-mail and an optional phone number: how the team replies. */
export function ContactFields({
  fullName,
  email,
  phone,
  emailHint,
  words = englishContact,
}: {
  fullName: FieldMeta;
  email: FieldMeta;
  phone: FieldMeta;
  emailHint?: string;
  /** The labels in the page's language, English by default. */
  words?: ContactWords;
}) {
  return (
    <>
      <TextField meta={fullName} label={words.fullName} autoComplete="name" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={email} label={words.email} type="email" autoComplete="email" hint={emailHint} />
        <TextField meta={phone} label={words.phone} type="tel" autoComplete="tel" hint={words.phoneHint} />
      </div>
    </>
  );
}

export function MessageField({
  meta,
  label,
  hint,
  limit = `Up to ${MESSAGE_MAX} characters.`,
}: {
  meta: FieldMeta;
  label: string;
  hint: string;
  /** The length limit's sentence, in the page's language where it is translated ({{max}}). */
  limit?: string;
}) {
  return (
    <TextAreaField
      meta={meta}
      label={label}
      hint={`${hint} ${limit.replace("{{max}}", String(MESSAGE_MAX))}`}
      rows={5}
      maxLength={MESSAGE_MAX}
    />
  );
}

/** The words of the consent box's policy sentence and of the pending button, where translated. */
type ConsentWords = { readPolicy: string; policy: string; readPolicyEnd: string; sending: string };

/** The consent box: its label says exactly what the person agrees to, with the Privacy Policy. */
function ConsentField({ meta, agreement, words }: { meta: FieldMeta; agreement: string; words: ConsentWords }) {
  return (
    <CheckboxField
      meta={meta}
      label={
        <>
          {agreement}
          {words.readPolicy}
          <Link to="/privacy-policy" className={linkClass}>
            {words.policy}
          </Link>
          {words.readPolicyEnd}
        </>
      }
    />
  );
}

/** The end of every enquiry form: what the person agrees to, then the button that sends it. */
export function ConsentAndSend({
  meta,
  agreement,
  send,
  busy,
  words,
}: {
  meta: FieldMeta;
  agreement: string;
  send: string;
  busy: boolean;
  /** The policy sentence and "Sending..." in the page's language (enquiries.json's `shared`, nomination.json's). */
  words: ConsentWords;
}) {
  return (
    <>
      <ConsentField meta={meta} agreement={agreement} words={words} />
      {/* Without React (/contact, ADR 0024) form-feedback says "Sending..." from data-pending-label. */}
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-pending-label={words.sending}>
        {busy ? words.sending : send}
      </Button>
    </>
  );
}

// The thanks replace the form once the enquiry is stored: the server renders them in full, the
// browser loads their code only when they are shown (an island, like the registrations' success).
const EnquirySent = lazyIsland(() => import("./enquiry-sent").then((m) => m.EnquirySent));

/** The page's card: the form, or once the enquiry is stored the thanks (and a `note` after them). */
export function EnquiryCard({
  sent,
  note,
  children,
}: {
  sent?: { title: string; lines: string[]; home?: string };
  note?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      {sent ? <EnquirySent props={{ title: sent.title, lines: sent.lines, note, home: sent.home }} /> : children}
    </Card>
  );
}

/**
 * The words the three enquiry forms share, in the page's language (enquiries.json's `shared`):
 * one home for the consent sentence, the pending button, the contact fields and the warning.
 */
export function sharedEnquiryWords(t: T) {
  return {
    consent: {
      readPolicy: t("shared.readPolicy"),
      policy: t("shared.policy"),
      readPolicyEnd: t("shared.readPolicyEnd"),
      sending: t("shared.sending"),
    },
    contact: {
      fullName: t("shared.fullName"),
      email: t("shared.email"),
      phone: t("shared.phone"),
      phoneHint: t("shared.phoneHint"),
    },
    advice: {
      title: t("shared.notAdvice.title"),
      before: t("shared.notAdvice.before"),
      findGp: t("shared.notAdvice.findGp"),
      after: t("shared.notAdvice.after"),
    },
  };
}
