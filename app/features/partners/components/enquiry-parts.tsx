import { CheckCircle2 } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import { Button, ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { CheckboxField, TextAreaField, TextField } from "~/ui/field";
import { PageHeader, type Crumb } from "~/ui/page-header";
import type { FieldMeta } from "~/ui/use-schema-form";

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

/** For pages a person with symptoms may reach: a doctor now, not a form (995 in an emergency). */
export function NotMedicalAdvice({ instead }: { instead: string }) {
  return (
    <aside
      aria-labelledby="not-medical-advice"
      className="rounded-2xl border-l-4 border-amber-600 bg-amber-50 p-6 text-amber-950"
    >
      <h2 id="not-medical-advice" className="text-lg font-bold">
        This is not medical advice
      </h2>
      <p className="mt-2">
        If you have symptoms such as blood in your stool, a change in your bowel habits that lasts, or weight loss you
        cannot explain, please see a doctor now rather than {instead}.{" "}
        <Link to="/find-a-gp" className="font-semibold underline">
          Find a GP near you
        </Link>
        . In an emergency, call 995.
      </p>
    </aside>
  );
}

/** What happens after sending, before the person starts typing. */
export function NextSteps({ steps }: { steps: ReactNode[] }) {
  return (
    <section aria-labelledby="next-steps" className="rounded-2xl bg-brand-50 p-6">
      <h2 id="next-steps" className="text-lg font-bold text-brand-900">
        What happens next
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink">
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** Name, e-mail and an optional phone number: how the team replies. */
export function ContactFields({
  fullName,
  email,
  phone,
  emailHint,
}: {
  fullName: FieldMeta;
  email: FieldMeta;
  phone: FieldMeta;
  emailHint?: string;
}) {
  return (
    <>
      <TextField meta={fullName} label="Full name" autoComplete="name" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={email} label="Email address" type="email" autoComplete="email" hint={emailHint} />
        <TextField
          meta={phone}
          label="Phone number (optional)"
          type="tel"
          autoComplete="tel"
          hint="A Singapore number, e.g. 6123 4567 or +65 9123 4567."
        />
      </div>
    </>
  );
}

export function MessageField({ meta, label, hint }: { meta: FieldMeta; label: string; hint: string }) {
  return (
    <TextAreaField
      meta={meta}
      label={label}
      hint={`${hint} Up to ${MESSAGE_MAX} characters.`}
      rows={5}
      maxLength={MESSAGE_MAX}
    />
  );
}

/** The consent box: its label says exactly what the person agrees to, with the Privacy Policy. */
function ConsentField({ meta, agreement }: { meta: FieldMeta; agreement: string }) {
  return (
    <CheckboxField
      meta={meta}
      label={
        <>
          {agreement} I have read the{" "}
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>
          .
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
}: {
  meta: FieldMeta;
  agreement: string;
  send: string;
  busy: boolean;
}) {
  return (
    <>
      <ConsentField meta={meta} agreement={agreement} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? "Sending..." : send}
      </Button>
    </>
  );
}

/**
 * Replaces the form once the enquiry is stored. It comes from the action's answer, so it shows
 * without JavaScript too; with JavaScript the page goes back to the top and the panel takes the
 * focus, so the person sees and hears it.
 */
function EnquirySent({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    window.scrollTo(0, 0);
    document.getElementById("enquiry-sent")?.focus();
  }, []);
  return (
    <div id="enquiry-sent" tabIndex={-1} role="status" className="space-y-6 outline-none">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden className="size-8 shrink-0 text-green-700" />
        <div className="space-y-2 text-ink">
          <h2 className="text-2xl font-bold text-brand-900">{title}</h2>
          {children}
        </div>
      </div>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </div>
  );
}

/** The page's card: the form, or once the enquiry is stored the thanks (and `after` them, more lines). */
export function EnquiryCard({
  sent,
  after,
  children,
}: {
  sent?: { title: string; lines: string[] };
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      {sent ? (
        <EnquirySent title={sent.title}>
          {sent.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {after}
        </EnquirySent>
      ) : (
        children
      )}
    </Card>
  );
}
