import type { z } from "zod";
import { useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import { Button } from "~/ui/button";
import { CheckboxField, Notice, PasswordField, TextField } from "~/ui/field";
import type { signInSchema } from "../accounts.schema";
import type { T } from "~/lib/i18n/translate";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";

type SignInActionData = { result: FormResult; unverified?: boolean; resent?: string };

/** The one sign-in form: /login, /champion-sign-in ("Welcome Back") and every other place. */
export function SignInForm({
  actionData,
  redirectTo,
  formError,
  t,
}: {
  actionData?: SignInActionData;
  redirectTo: string;
  formError?: string;
  t: T;
}) {
  const [form, fields] = useSchemaForm<z.input<typeof signInSchema>>(actionData?.result);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== "resend";
  const error = form.errors?.[0] ?? formError;
  return (
    <>
      {actionData?.unverified && (
        <Notice tone="warning" className="mb-5">
          <p>{t("signIn.emailNotConfirmed")}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="email" value={String(fields.email.value ?? "")} />
            <button type="submit" className="font-semibold underline">
              {t("signIn.resend")}
            </button>
          </Form>
        </Notice>
      )}
      {actionData?.resent && (
        <Notice tone="info" className="mb-5">
          {actionData.resent}
        </Notice>
      )}
      <Form method="post" {...form.props} className="space-y-5">
        {error && <Notice tone="error">{error}</Notice>}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <PasswordField meta={fields.password} label={t("fields.password")} autoComplete="current-password" />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField meta={fields.rememberMe} label={t("signIn.rememberMe")} />
          <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 underline">
            {t("signIn.forgot")}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t("signIn.busy") : t("signIn.submit")}
        </Button>
        <p className="text-center text-sm text-muted">
          {t("signIn.newHere")}{" "}
          <Link to="/join-the-movement" className="font-semibold text-brand-700 underline">
            {t("signIn.join")}
          </Link>
        </p>
      </Form>
    </>
  );
}
