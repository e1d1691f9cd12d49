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
import { regionSaid, suggestedRegion } from "../region-suggestion";
import type { RegistrationActionData } from "../registration-route.server";

/** The id of each registration form: the error summary links to its controls by it. */
export const REGISTRATION_FORM = "registration";

/** The frame of the three registration pages: the page header, then the page's sections. */
export function RegistrationPage({
  title,
  intro,
  crumbs,
  children,
}: {
  title: string;
  intro: ReactNode;
  crumbs: Crumb[];
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} eyebrow="Partner with RID-CRC" crumbs={crumbs} intro={intro} />
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
}: {
  email: FieldMeta;
  password: FieldMeta;
  confirmPassword: FieldMeta;
}) {
  return (
    <>
      <TextField
        meta={email}
        label="Email address"
        type="email"
        autoComplete="email"
        hint="You will sign in with this address."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          meta={password}
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        />
        <PasswordField meta={confirmPassword} label="Confirm password" autoComplete="new-password" />
      </div>
    </>
  );
}

/**
 * Postal code and region. Once the code names a postal sector, the region it lies in is suggested
 * (and chosen, when none is yet); the sector table loads on the first keystroke, not with the page.
 * Pages without React: enhance/postal-region.ts, the same rule.
 */
export function PostalRegionFields({
  postalCode,
  region,
  regions,
}: {
  postalCode: FieldMeta;
  region: FieldMeta;
  regions: readonly string[];
}) {
  const [suggested, setSuggested] = useState<string | null>(null);
  const suggest = async (value: string) => {
    const found = await suggestedRegion(value);
    setSuggested(found);
    const select = document.getElementById(region.id) as HTMLSelectElement | null;
    if (found && select && !select.value) select.value = found;
  };
  return (
    // data-postal-region: the "postal-region" enhance script's hold on it on pages without React.
    <div className="grid gap-5 sm:grid-cols-2" data-postal-region>
      <TextField
        meta={postalCode}
        label="Postal code"
        autoComplete="postal-code"
        inputMode="numeric"
        hint="6 digits."
        onValueChange={(v) => void suggest(v)}
      />
      <div>
        <SelectField meta={region} label="Region" options={regions} placeholder="Select a region" />
        <p aria-live="polite" className="mt-1 text-sm text-muted" data-region-said>
          {regionSaid(suggested)}
        </p>
      </div>
    </div>
  );
}

/** The terms box of each page, with its links (spec accounts §2.9). */
export function TermsField({ meta, partnership = true }: { meta: FieldMeta; partnership?: boolean }) {
  return (
    <CheckboxField
      meta={meta}
      label={
        <>
          I agree to the {partnership ? "partnership terms, the " : ""}
          <Link to="/terms-of-use" className="font-semibold text-brand-700 underline">
            Terms of Use
          </Link>{" "}
          and the{" "}
          <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </>
      }
    />
  );
}

export function SignInLink() {
  return (
    <p className="text-center text-sm text-muted">
      Already registered?{" "}
      <Link to="/login" className="font-semibold text-brand-700 underline">
        Sign in
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
function RegistrationSubmit({ terms, busy, label }: { terms: FieldMeta; busy: boolean; label: string }) {
  return (
    <div className="space-y-5">
      <TermsField meta={terms} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={busy}
        data-pending-label="Submitting Registration..."
      >
        {busy ? "Submitting Registration..." : label}
      </Button>
      <SignInLink />
    </div>
  );
}

/**
 * A whole GP clinic or specialist registration page: the frame, then the card with the form (the
 * error summary, the page's sections, then the terms and the submit button), which the success
 * screen replaces once the partner is registered. The sections come from the page, given the fields.
 */
export function RegistrationFormPage<Values extends Record<string, unknown> & { agreedToTerms?: unknown }>({
  page,
  actionData,
  submitLabel,
  sections,
}: {
  page: { title: string; intro: ReactNode; crumbs: Crumb[] };
  actionData?: RegistrationActionData;
  submitLabel: string;
  sections: (fields: Fieldset<Values>) => ReactNode;
}) {
  return (
    <RegistrationPage {...page}>
      <Card id="registration-form">
        {actionData?.registered ? (
          <RegistrationSuccess props={actionData.registered} />
        ) : (
          <RegistrationForm
            result={actionData?.result}
            summary={actionData?.summary}
            submitLabel={submitLabel}
            sections={sections}
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
}: {
  result?: RegistrationActionData["result"];
  summary?: RegistrationActionData["summary"];
  submitLabel: string;
  sections: (fields: Fieldset<Values>) => ReactNode;
}) {
  const [form, fields] = useSchemaForm<Values>(result, { id: REGISTRATION_FORM });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-8">
      <ErrorSummary formError={form.errors?.[0]} lines={summary} />
      {sections(fields)}
      <RegistrationSubmit terms={fields.agreedToTerms} busy={busy} label={submitLabel} />
    </Form>
  );
}
