import type { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useLocation, useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/change-password";
import { Button } from "~/ui/button";
import { Notice, PasswordField } from "~/ui/field";
import { changePasswordSchema } from "../accounts.schema";
import { changePassword, passwordPage } from "../password/change-password.server";
import { AuthLayout } from "../components/auth-layout";
import { requireUser } from "../guards.server";
import { NewPasswordFields } from "../components/new-password-fields";
import { toasts } from "../messages";
import { withFlash } from "~/lib/forms/flash.server";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import { localPath, requestLang } from "~/lib/i18n/paths";
import { createT, type T } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { accountWords, replyIn, toastIn } from "../localized.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const { t, ...words } = accountWords(requestLang(request), ["fields", "reset", "password"]);
  return { ...words, title: t("password.metaTitle"), ...(await passwordPage(request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  // The messages are the spec's English, put in the page's language.
  const lang = requestLang(request);
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema });
  if (submission.status !== "success") return data({ result: replyIn(lang, submission.reply()) }, { status: 400 });
  const outcome = await changePassword(request, user, submission.value.currentPassword, submission.value.password);
  if (!outcome.ok)
    return data(
      { result: replyIn(lang, submission.reply({ formErrors: [outcome.message] })) },
      { status: 400, headers: withFlash(toastIn(lang, toasts.passwordUpdateFailed(outcome.message)), { context }) },
    );
  // With the new session's cookie: this session has just been replaced, so the page is shown by a GET.
  return redirect(localPath(request, "/account/password"), {
    headers: withFlash(toastIn(lang, toasts.passwordUpdated), { headers: outcome.headers }),
  });
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  // A new location after the redirect: the form starts empty again instead of keeping the passwords.
  const { key } = useLocation();
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <AuthLayout title={t("password.title")} intro={t("password.intro")}>
        {loaderData.updated && (
          <Notice tone="success" className="mb-5">
            {t("password.updated")}
          </Notice>
        )}
        <ChangePasswordForm key={key} result={actionData?.result} t={t} />
      </AuthLayout>
    </>
  );
}

function ChangePasswordForm({ result, t }: { result?: FormResult; t: T }) {
  const [form, fields] = useSchemaForm<z.input<typeof changePasswordSchema>>(result);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-5">
      {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
      <PasswordField meta={fields.currentPassword} label={t("password.current")} autoComplete="current-password" />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} t={t} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t("password.busy") : t("password.submit")}
      </Button>
    </Form>
  );
}
