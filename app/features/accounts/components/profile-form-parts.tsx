import { ShieldCheck, ShieldAlert } from "lucide-react";
import { useEffect, useState, type ComponentProps, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Notice, SelectField, TextField } from "~/ui/field";
import { TranslationNote } from "~/ui/translation-note";
import { createT, type Messages, type T } from "~/lib/i18n/translate";
import type { Lang } from "~/lib/i18n/languages";
import { useSchemaForm, type FieldMeta, type Fieldset, type FormResult } from "~/ui/use-schema-form";
import type { Loaded } from "../profile/profile.server";
import { AccountDataLinks, AccountLink } from "./account-data-links";

/**
 * The frame of the three profile-settings pages: a heading, the card with the page's form (or why
 * the profile could not be loaded), then Security.
 */
function ProfileLayout<Values>({
  t,
  title,
  intro,
  profile,
  form,
  twoFactorEnabled,
  shownBy,
}: {
  t: T;
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
          {t("profile.pendingReview", {
            fields: profile.pendingReview
              .map((f) => (identityFields.includes(f) ? t(`profile.identity.${f}`) : f))
              .join(t("profile.and")),
            shownBy,
          })}
        </Notice>
      ) : null}
      {form(profile.email, profile.values)}
    </>
  ) : (
    <ProfileUnavailable t={t} message={profile.message} />
  );
  return (
    <div className="bg-surface px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-3xl space-y-8">
        <div className="text-center">
          <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
          <p className="mt-3 text-muted">{intro}</p>
        </div>
        <Card>{children}</Card>
        <SecuritySection t={t} twoFactorEnabled={twoFactorEnabled} />
      </div>
    </div>
  );
}

/** The identity fields whose change the team reviews first (their names: profiles.json `profile.identity`). */
const identityFields = ["clinicName", "licenseNumber", "medicalRegistrationNo", "companyName", "uen"];

/** What every profile action answers (profile-route.server.ts): the form's result, and when it saved. */
type ProfileFormData = { result?: FormResult; savedAt?: number };

/** What every profile loader gives its page (profile-route.server.ts): the values and the page's words. */
type ProfileLoaderData<Values> = {
  profile: Loaded<Values>;
  twoFactorEnabled: boolean;
  lang: Lang;
  messages: Messages;
  review: ComponentProps<typeof TranslationNote>["review"];
  title: string;
  saved: string;
};

/**
 * A whole profile-settings page (GP clinic, specialist): the frame above, and inside it the form
 * (the page's sections, then Save with the outcome of the last save). The sections come from the
 * page, given the fields and the account's e-mail address. Title, saved message and the frame's
 * words come from the loader, in the page's language (issue 27).
 */
export function ProfileFormPage<Values extends Record<string, unknown>>({
  intro,
  loaderData,
  actionData,
  hideAfterMs,
  sections,
  shownBy,
}: {
  intro: ReactNode;
  shownBy?: string;
  loaderData: ProfileLoaderData<Values>;
  actionData?: ProfileFormData;
  hideAfterMs: number;
  sections: (fields: Fieldset<Values>, email: string) => ReactNode;
}) {
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <ProfileLayout
        t={t}
        title={loaderData.title}
        intro={intro}
        shownBy={shownBy ?? t("profile.shownByDirectory")}
        twoFactorEnabled={loaderData.twoFactorEnabled}
        profile={loaderData.profile}
        form={(email, values) => (
          <ProfileForm
            t={t}
            values={values}
            actionData={actionData}
            savedMessage={loaderData.saved}
            hideAfterMs={hideAfterMs}
            sections={(fields) => sections(fields, email)}
          />
        )}
      />
    </>
  );
}

function ProfileForm<Values extends Record<string, unknown>>({
  t,
  values,
  actionData,
  savedMessage,
  hideAfterMs,
  sections,
}: {
  t: T;
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
        t={t}
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
  t,
  name,
  email,
  phone,
  nameLabel = t("profile.fullName"),
  phoneLabel = t("profile.phone"),
}: {
  t: T;
  name: FieldMeta;
  email: string;
  phone: FieldMeta;
  nameLabel?: string;
  phoneLabel?: string;
}) {
  return (
    <>
      <TextField meta={name} label={nameLabel} autoComplete="name" />
      <ReadOnlyEmail t={t} email={email} />
      <TextField meta={phone} label={phoneLabel} type="tel" autoComplete="tel" />
    </>
  );
}

/** A practice's postal code and region, side by side (a GP clinic's, a specialist's). */
export function PostalCodeRegion({
  t,
  postalCode,
  region,
  regions,
}: {
  t: T;
  postalCode: FieldMeta;
  region: FieldMeta;
  /** The regions' stored English values with their labels in the page's language (practiceWords). */
  regions: readonly { value: string; label: string }[];
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        meta={postalCode}
        label={t("profile.postalCode")}
        autoComplete="postal-code"
        hint={t("profile.postalCodeHint")}
      />
      <SelectField
        meta={region}
        label={t("profile.region")}
        options={regions}
        placeholder={t("profile.regionPlaceholder")}
      />
    </div>
  );
}

/** The sign-in address, shown but never sent: it has no name, so the form cannot change it. */
export function ReadOnlyEmail({ t, email }: { t: T; email: string }) {
  return (
    <div>
      <label htmlFor="profile-email" className="block text-sm font-semibold text-ink">
        {t("profile.email")}
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
        {t("profile.emailHint")}{" "}
        <Link to="/account/email" className="font-semibold text-brand-700 underline">
          {t("profile.changeEmail")}
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
  t,
  busy,
  formError,
  savedAt,
  savedMessage,
  hideAfterMs,
}: {
  t: T;
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
        {busy ? t("profile.saving") : t("profile.save")}
      </Button>
    </div>
  );
}

function SecuritySection({ t, twoFactorEnabled }: { t: T; twoFactorEnabled: boolean }) {
  const Icon = twoFactorEnabled ? ShieldCheck : ShieldAlert;
  return (
    <section
      aria-labelledby="section-security"
      className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="section-security" className="text-xl font-bold text-brand-900">
        {t("profile.security")}
      </h2>
      <div className="mt-4 flex items-start gap-3">
        <Icon aria-hidden className={`size-6 shrink-0 ${twoFactorEnabled ? "text-green-700" : "text-amber-700"}`} />
        <div>
          <p className="text-ink">{twoFactorEnabled ? t("profile.twoFactorOn") : t("profile.twoFactorOff")}</p>
          <AccountDataLinks
            label={t("profile.securityLinks")}
            words={{
              data: t("profile.yourData"),
              consents: t("profile.yourConsents"),
              remove: t("profile.deleteAccount"),
            }}
            before={
              <>
                <AccountLink to="/account/two-factor">{t("profile.twoFactor")}</AccountLink>
                <AccountLink to="/account/password">{t("profile.changePassword")}</AccountLink>
              </>
            }
          />
        </div>
      </div>
    </section>
  );
}

/** Shown instead of the form when the profile cannot be loaded (spec accounts §8). */
function ProfileUnavailable({ t, message }: { t: T; message: string }) {
  return (
    <div className="space-y-4">
      <Notice tone="error">{message}</Notice>
      <p className="text-sm text-muted">{t("profile.unavailableHelp")}</p>
    </div>
  );
}
