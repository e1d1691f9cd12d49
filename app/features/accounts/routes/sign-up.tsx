import type { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, redirect, useFormAction, useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import type { Route } from "./+types/sign-up";
import { Button } from "~/ui/button";
import { CheckboxField, Notice, PasswordField, TextField } from "~/ui/field";
import { signUpSchema } from "../accounts.schema";
import { AuthLayout } from "../components/auth-layout";
import { PasswordStrengthMeter } from "../components/password-strength-meter";
import { requireAnonymous } from "../guards.server";
import { signUpChampion, signUpPage } from "../sign-up.server";
import { toasts } from "../messages";
import { withFlash } from "~/lib/forms/flash.server";
import { keepingTheForm } from "~/lib/http/outage.server";
import { useSchemaForm } from "~/ui/use-schema-form";
import { localPath, requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import { TranslationNote } from "~/ui/translation-note";
import { accountWords, replyIn, toastIn } from "../localized.server";

// In the page's language; /join-movement is the same page: one canonical address (per language).
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const { t, ...words } = accountWords(requestLang(request), ["fields", "strength", "signUp"]);
  return {
    ...signUpPage(new URL(request.url)),
    ...words,
    meta: translatedPageMeta(words.lang, "/join-the-movement", {
      title: t("signUp.metaTitle"),
      description: t("signUp.metaDescription"),
    }),
  };
}

// Through a database outage the form comes back as typed, with the 503's message (keepingTheForm).
export const action = keepingTheForm(
  async ({ request, context }: Route.ActionArgs) => {
    await requireAnonymous(request);
    // The schema's and the service's messages are the spec's English, put in the page's language.
    const lang = requestLang(request);
    const submission = parseWithZod(await request.formData(), { schema: signUpSchema });
    if (submission.status !== "success") return data(replyIn(lang, submission.reply()), { status: 400 });
    const outcome = await signUpChampion(request, submission.value);
    if (!outcome.ok)
      return data(replyIn(lang, submission.reply({ formErrors: [outcome.message] })), {
        status: outcome.status,
        headers: withFlash(toastIn(lang, toasts.signUpFailed(outcome.message)), { context }),
      });
    return redirect(localPath(request, "/champion-signup-success"), {
      headers: withFlash(toastIn(lang, toasts.signedUp)),
    });
  },
  (result) => result,
);

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm<z.input<typeof signUpSchema>>(actionData);
  const [password, setPassword] = useState(String(fields.password.initialValue ?? ""));
  // Only this form's own sending: /join-the-movement also holds the nomination form.
  const navigation = useNavigation();
  const ownAction = useFormAction();
  const busy = navigation.state === "submitting" && navigation.formAction === ownAction;
  const t = createT(loaderData.lang, loaderData.messages);
  // "I agree to the {{terms}} and {{privacy}}.": the two links where the language puts them.
  const [beforeTerms, between, afterPrivacy] = t("signUp.agree").split(/\{\{(?:terms|privacy)\}\}/);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <AuthLayout title={t("signUp.title")} intro={t("signUp.intro")}>
        <Form method="post" {...form.props} className="space-y-5">
          {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
          <input type="hidden" name="ref" value={loaderData.ref} />
          <input type="hidden" name="company" value={loaderData.company} />
          <TextField meta={fields.fullName} label={t("fields.fullName")} autoComplete="name" />
          <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
          <div>
            <PasswordField
              meta={fields.password}
              label={t("fields.password")}
              autoComplete="new-password"
              onValueChange={setPassword}
              hint={t("fields.passwordHint")}
            />
            <PasswordStrengthMeter password={password} t={t} />
          </div>
          <PasswordField
            meta={fields.confirmPassword}
            label={t("fields.confirmPassword")}
            autoComplete="new-password"
          />
          <CheckboxField
            meta={fields.agreedToTerms}
            label={
              <>
                {beforeTerms}
                <Link to="/terms-of-use" className="font-semibold text-brand-700 underline">
                  {t("signUp.terms")}
                </Link>
                {between}
                <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
                  {t("signUp.privacy")}
                </Link>
                {afterPrivacy}
              </>
            }
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? t("signUp.busy") : t("signUp.submit")}
          </Button>
          <p className="text-center text-sm text-muted">
            {t("signUp.already")}{" "}
            <Link to="/login" className="font-semibold text-brand-700 underline">
              {t("signUp.signIn")}
            </Link>
          </p>
        </Form>
      </AuthLayout>
    </>
  );
}
