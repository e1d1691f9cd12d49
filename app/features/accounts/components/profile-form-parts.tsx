import { ShieldCheck, ShieldAlert } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Notice, SelectField, TextField } from "~/ui/field";
import { useSchemaForm, type FieldMeta, type Fieldset, type FormResult } from "~/ui/use-schema-form";
import type { Loaded } from "../profile/profile.server";
import { regions } from "../profile/profile-options";
import { AccountDataLinks, AccountLink } from "./account-data-links";

/**
 * The frame of the three profile-settings pages: a heading, the card with the page's form (or why
 * the profile could not be loaded), then Security.
 */
function ProfileLayout<Values>({
  title,
  intro,
  profile,
  form,
  twoFactorEnabled,
  shownBy,
}: {
  title: string;
  intro: ReactNode;
  profile: Loaded<Values>;
  form: (email: string, values: Values) => ReactNode;
  twoFactorEnabled: boolean;
  /** Where the approved identity details show while a change waits (the directory, the CSR showcase). */
  shownBy: string;
}) {
  const children = profile.ok ? (
    <>
      {profile.pendingReview?.length ? (
        <Notice tone="info" className="mb-6">
          Your change of {profile.pendingReview.map((f) => identityLabels[f] ?? f).join(" and ")} is waiting for the
          RID-CRC team's review. Until the team accepts it, {shownBy} shows the details approved before.
        </Notice>
      ) : null}
      {form(profile.email, profile.values)}
    </>
  ) : (
    <ProfileUnavailable message={profile.message} />
  );
  return (
    <div className="bg-surface px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-3xl space-y-8">
        <div className="text-center">
          <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
          <p className="mt-3 text-muted">{intro}</p>
        </div>
        <Card>{children}</Card>
        <SecuritySection twoFactorEnabled={twoFactorEnabled} />
      </div>
    </div>
  );
}

const identityLabels: Record<string, string> = {
  clinicName: "clinic name",
  licenseNumber: "clinic license number",
  medicalRegistrationNo: "medical registration number",
  companyName: "company name",
  uen: "UEN",
};

/** What every profile action answers (profile-route.server.ts): the form's result, and when it saved. */
type ProfileFormData = { result?: FormResult; savedAt?: number };

/**
 * A whole profile-settings page (GP clinic, specialist): the frame above, and inside it the form
 * (the page's sections, then Save with the outcome of the last save). The sections come from the
 * page, given the fields and the account's e-mail address.
 */
export function ProfileFormPage<Values extends Record<string, unknown>>({
  title,
  intro,
  loaderData,
  actionData,
  savedMessage,
  hideAfterMs,
  sections,
  shownBy = "the directory",
}: {
  title: string;
  intro: ReactNode;
  shownBy?: string;
  loaderData: { profile: Loaded<Values>; twoFactorEnabled: boolean };
  actionData?: ProfileFormData;
  savedMessage: string;
  hideAfterMs: number;
  sections: (fields: Fieldset<Values>, email: string) => ReactNode;
}) {
  return (
    <ProfileLayout
      title={title}
      intro={intro}
      shownBy={shownBy}
      twoFactorEnabled={loaderData.twoFactorEnabled}
      profile={loaderData.profile}
      form={(email, values) => (
        <ProfileForm
          values={values}
          actionData={actionData}
          savedMessage={savedMessage}
          hideAfterMs={hideAfterMs}
          sections={(fields) => sections(fields, email)}
        />
      )}
    />
  );
}

function ProfileForm<Values extends Record<string, unknown>>({
  values,
  actionData,
  savedMessage,
  hideAfterMs,
  sections,
}: {
  values: Values;
  actionData?: ProfileFormData;
  savedMessage: string;
  hideAfterMs: number;
  sections: (fields: Fieldset<Values>) => ReactNode;
}) {
  const [form, fields] = useSchemaForm<Values>(actionData?.result, { defaultValue: values });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-8">
      {sections(fields)}
      <SaveBar
        busy={busy}
        formError={form.errors?.[0]}
        savedAt={actionData?.savedAt}
        savedMessage={savedMessage}
        hideAfterMs={hideAfterMs}
      />
    </Form>
  );
}

/** The head of every profile-settings page: its title, and no place in search results. */
export const profileMeta = (title: string) => [{ title: `${title} · RID-CRC` }, { name: "robots", content: "noindex" }];

/**
 * The first fields of a profile: who the account is, its sign-in address (shown, changed on its own
 * page) and the phone the RID-CRC team calls.
 */
export function ContactDetails({
  name,
  email,
  phone,
  nameLabel = "Full name",
  phoneLabel = "Phone number",
}: {
  name: FieldMeta;
  email: string;
  phone: FieldMeta;
  nameLabel?: string;
  phoneLabel?: string;
}) {
  return (
    <>
      <TextField meta={name} label={nameLabel} autoComplete="name" />
      <ReadOnlyEmail email={email} />
      <TextField meta={phone} label={phoneLabel} type="tel" autoComplete="tel" />
    </>
  );
}

/** A practice's postal code and region, side by side (a GP clinic's, a specialist's). */
export function PostalCodeRegion({ postalCode, region }: { postalCode: FieldMeta; region: FieldMeta }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField meta={postalCode} label="Postal code" autoComplete="postal-code" hint="6 digits." />
      <SelectField meta={region} label="Region" options={regions} placeholder="Select a region" />
    </div>
  );
}

/** The sign-in address, shown but never sent: it has no name, so the form cannot change it. */
export function ReadOnlyEmail({ email }: { email: string }) {
  return (
    <div>
      <label htmlFor="profile-email" className="block text-sm font-semibold text-ink">
        Email address
      </label>
      <input
        id="profile-email"
        type="email"
        value={email}
        readOnly
        aria-describedby="profile-email-hint"
        className="mt-1 block w-full cursor-not-allowed rounded-lg border border-line bg-surface px-3 py-2.5 text-base text-muted"
      />
      <p id="profile-email-hint" className="mt-1 text-sm text-muted">
        Your sign-in address.{" "}
        <Link to="/account/email" className="font-semibold text-brand-700 underline">
          Change your email address
        </Link>
      </p>
    </div>
  );
}

/** The success message of spec accounts §8; it goes after §9's delay once JavaScript runs (else it stays). */
function SavedNotice({ message, hideAfterMs }: { message: string; hideAfterMs: number }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), hideAfterMs);
    return () => clearTimeout(timer);
  }, [hideAfterMs]);
  return shown ? <Notice tone="success">{message}</Notice> : null;
}

/** The form's foot: the outcome of the last save, right where the visitor pressed Save. */
function SaveBar({
  busy,
  formError,
  savedAt,
  savedMessage,
  hideAfterMs,
}: {
  busy: boolean;
  formError?: string;
  savedAt?: number;
  savedMessage: string;
  hideAfterMs: number;
}) {
  return (
    <div className="space-y-4 pt-2">
      {formError && <Notice tone="error">{formError}</Notice>}
      {savedAt ? <SavedNotice key={savedAt} message={savedMessage} hideAfterMs={hideAfterMs} /> : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
        {busy ? "Saving..." : "Save Changes"}
      </Button>
    </div>
  );
}

function SecuritySection({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const Icon = twoFactorEnabled ? ShieldCheck : ShieldAlert;
  return (
    <section
      aria-labelledby="section-security"
      className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="section-security" className="text-xl font-bold text-brand-900">
        Security
      </h2>
      <div className="mt-4 flex items-start gap-3">
        <Icon aria-hidden className={`size-6 shrink-0 ${twoFactorEnabled ? "text-green-700" : "text-amber-700"}`} />
        <div>
          <p className="text-ink">
            {twoFactorEnabled
              ? "Two-step verification is on for your account."
              : "Add a code from your phone to your password, so a stolen password is not enough to sign in."}
          </p>
          <AccountDataLinks
            label="Security and your data"
            before={
              <>
                <AccountLink to="/account/two-factor">Two-step verification</AccountLink>
                <AccountLink to="/account/password">Change password</AccountLink>
              </>
            }
          />
        </div>
      </div>
    </section>
  );
}

/** Shown instead of the form when the profile cannot be loaded (spec accounts §8). */
function ProfileUnavailable({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <Notice tone="error">{message}</Notice>
      <p className="text-sm text-muted">If this keeps happening, sign out and back in, or contact the RID-CRC team.</p>
    </div>
  );
}
