import { useState, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Form, Link } from "~/ui/link";
import { ErrorSummary } from "~/ui/error-summary";
import { CheckboxField, PasswordField, SelectField, TextField } from "~/ui/field";
import { PageHeader, type Crumb } from "~/ui/page-header";
import { lazyIsland } from "~/ui/lazy-island";
import { useSchemaForm, type FieldMeta, type Fieldset } from "~/ui/use-schema-form";
import { createT, type Messages, type T } from "~/lib/i18n/translate";
import type { Lang } from "~/lib/i18n/languages";
import { TranslationNote } from "~/ui/translation-note";
import { regionSaid, suggestedRegion } from "../region-suggestion";
import type { RegistrationActionData } from "../registration-route.server";

/** The id of each registration form: the error summary links to its controls by it. */
export const REGISTRATION_FORM = "registration";

/** The review state of a page's words (registration.json), for TranslationNote. */
type Review = Parameters<typeof TranslationNote>[0]["review"];

/**
 * The frame of the three registration pages: the translation's state, the page header, then the
 * page's sections. `t`: registration.json in the page's language (issue 27).
 */
export function RegistrationPage({
  title,
  intro,
  crumbs,
  review,
  t,
  children,
}: {
  title: string;
  intro: ReactNode;
  crumbs: Crumb[];
  review: Review;
  t: T;
  children: ReactNode;
}) {
  return (
    <>
      <TranslationNote review={review} />
      <PageHeader title={title} eyebrow={t("form.eyebrow")} crumbs={crumbs} intro={intro} />
      <div className="bg-surface px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-3xl space-y-8">{children}</div>
      </div>
    </>
  );
}

/** E-mail, password and its confirmation: the sign-in the partner will use (rule: ADR 0015). */
export function AccountFields({
  email,
  password,
  confirmPassword,
  t,
}: {
  email: FieldMeta;
  password: FieldMeta;
  confirmPassword: FieldMeta;
  t: T;
}) {
  return (
    <>
      <TextField meta={email} label={t("form.email")} type="email" autoComplete="email" hint={t("form.emailHint")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          meta={password}
          label={t("form.password")}
          autoComplete="new-password"
          hint={t("form.passwordHint")}
        />
        <PasswordField meta={confirmPassword} label={t("form.confirmPassword")} autoComplete="new-password" />
      </div>
    </>
  );
}

/**
 * Postal code and region. Once the code names a postal sector, the region it lies in is suggested
 * (and chosen, when none is yet); the sector table loads on the first keystroke, not with the page.
 * Pages without React: enhance/postal-region.ts, the same rule. The sentence saying it is
 * `form.regionSaid`, with the region's label in the page's language (the chosen option's words).
 */
export function PostalRegionFields({
  postalCode,
  region,
  regions,
  t,
}: {
  postalCode: FieldMeta;
  region: FieldMeta;
  regions: readonly { value: string; label: string }[];
  t: T;
}) {
  const said = t("form.regionSaid");
  const [suggested, setSuggested] = useState<string | null>(null);
  const suggest = async (value: string) => {
    const found = await suggestedRegion(value);
    setSuggested(regions.find((r) => r.value === found)?.label ?? null);
    const select = document.getElementById(region.id) as HTMLSelectElement | null;
    if (found && select && !select.value) select.value = found;
  };
  return (
    // data-postal-region: the "postal-region" enhance script's hold on it on pages without React.
    <div className="grid gap-5 sm:grid-cols-2" data-postal-region>
      <TextField
        meta={postalCode}
        label={t("form.postalCode")}
        autoComplete="postal-code"
        inputMode="numeric"
        hint={t("form.postalHint")}
        onValueChange={(v) => void suggest(v)}
      />
      <div>
        <SelectField meta={region} label={t("form.region")} options={regions} placeholder={t("form.regionChoose")} />
        <p aria-live="polite" className="mt-1 text-sm text-muted" data-region-said={said}>
          {regionSaid(said, suggested)}
        </p>
      </div>
    </div>
  );
}

/** The terms box of each page, with its links (spec accounts §2.9). */
export function TermsField({ meta, partnership = true, t }: { meta: FieldMeta; partnership?: boolean; t: T }) {
  // "I agree to the {{terms}} and the {{privacy}}.": the two links where the language puts them.
  const [before, between, after] = t(partnership ? "form.termsPartnership" : "form.terms").split(
    /\{\{(?:terms|privacy)\}\}/,
  );
  return (
    <CheckboxField
      meta={meta}
      label={
        <>
          {before}
          <Link to="/terms-of-use" className="font-semibold text-brand-700 underline">
            {t("form.termsOfUse")}
          </Link>
          {between}
          <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
            {t("form.privacyPolicy")}
          </Link>
          {after}
        </>
      }
    />
  );
}

export function SignInLink({ t }: { t: T }) {
  return (
    <p className="text-center text-sm text-muted">
      {t("form.alreadyRegistered")}{" "}
      <Link to="/login" className="font-semibold text-brand-700 underline">
        {t("form.signIn")}
      </Link>
    </p>
  );
}

/**
 * The success screen replaces the form once: the server renders it in full (no JavaScript needed),
 * the browser loads its code only when it is shown.
 */
export const RegistrationSuccess = lazyIsland(() =>
  import("./registration-success").then((m) => m.RegistrationSuccess),
);

/**
 * The end of a partner registration without React (issue 25): the terms, the submit button with its
 * pending label (form-feedback says it while the page loads the answer) and the way to sign in.
 */
function RegistrationSubmit({ terms, busy, label, t }: { terms: FieldMeta; busy: boolean; label: string; t: T }) {
  return (
    <div className="space-y-5">
      <TermsField meta={terms} t={t} />
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-pending-label={t("form.submitting")}>
        {busy ? t("form.submitting") : label}
      </Button>
      <SignInLink t={t} />
    </div>
  );
}

/**
 * A whole GP clinic or specialist registration page: the frame, then the card with the form (the
 * error summary, the page's sections, then the terms and the submit button), which the success
 * screen replaces once the partner is registered. The sections come from the page, given the fields
 * and the words (`messages`: the page's groups of registration.json in its language).
 */
export function RegistrationFormPage<Values extends Record<string, unknown> & { agreedToTerms?: unknown }>({
  page,
  lang,
  messages,
  review,
  actionData,
  submitLabel,
  sections,
}: {
  page: { title: string; intro: ReactNode; crumbs: Crumb[] };
  lang: Lang;
  messages: Messages;
  review: Review;
  actionData?: RegistrationActionData;
  submitLabel: string;
  sections: (fields: Fieldset<Values>, t: T) => ReactNode;
}) {
  const t = createT(lang, messages);
  return (
    <RegistrationPage {...page} review={review} t={t}>
      <Card id="registration-form">
        {actionData?.registered ? (
          <RegistrationSuccess props={{ ...actionData.registered, words: messages }} />
        ) : (
          <RegistrationForm
            result={actionData?.result}
            summary={actionData?.summary}
            submitLabel={submitLabel}
            sections={sections}
            t={t}
          />
        )}
      </Card>
    </RegistrationPage>
  );
}

function RegistrationForm<Values extends Record<string, unknown> & { agreedToTerms?: unknown }>({
  result,
  summary,
  submitLabel,
  sections,
  t,
}: {
  result?: RegistrationActionData["result"];
  summary?: RegistrationActionData["summary"];
  submitLabel: string;
  sections: (fields: Fieldset<Values>, t: T) => ReactNode;
  t: T;
}) {
  const [form, fields] = useSchemaForm<Values>(result, { id: REGISTRATION_FORM });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-8">
      <ErrorSummary formError={form.errors?.[0]} lines={summary} title={t("form.checkForm")} />
      {sections(fields, t)}
      <RegistrationSubmit terms={fields.agreedToTerms} busy={busy} label={submitLabel} t={t} />
    </Form>
  );
}
