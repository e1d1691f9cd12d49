import type { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { data, useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/forgot-password";
import { Button, ButtonLink } from "~/ui/button";
import { Notice, TextField } from "~/ui/field";
import { forgotPasswordSchema } from "../accounts.schema";
import { AuthLayout } from "../components/auth-layout";
import { toasts } from "../messages";
import { requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { accountWords, replyIn, sayIn, toastIn } from "../localized.server";
import { withFlash } from "~/lib/forms/flash.server";
import { requestPasswordReset } from "../password/password-reset.server";
import { useSchemaForm } from "~/ui/use-schema-form";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "RID-CRC" },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const { t, ...words } = accountWords(requestLang(request), ["fields", "forgot"]);
  return { ...words, title: t("forgot.metaTitle") };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The messages are the spec's English, put in the page's language.
  const lang = requestLang(request);
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success")
    return data({ result: replyIn(lang, submission.reply()), sent: null }, { status: 400 });
  const outcome = await requestPasswordReset(request, submission.value.email);
  if (!outcome.ok)
    return data(
      { result: replyIn(lang, submission.reply({ formErrors: [outcome.message] })), sent: null },
      { status: 429, headers: withFlash(toastIn(lang, toasts.resetFailed(outcome.message)), { context }) },
    );
  return data(
    { result: submission.reply(), sent: sayIn(lang, outcome.message) },
    { headers: withFlash(toastIn(lang, toasts.resetEmailSent), { context }) },
  );
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm<z.input<typeof forgotPasswordSchema>>(actionData?.result);
  const busy = useNavigation().state === "submitting";
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <AuthLayout title={t("forgot.title")} intro={t("forgot.intro")}>
        {actionData?.sent ? (
          <Notice tone="success">
            <p>{actionData.sent}</p>
            <p className="mt-2">{t("forgot.expiry")}</p>
          </Notice>
        ) : (
          <Form method="post" {...form.props} className="space-y-5">
            {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
            <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? t("forgot.busy") : t("forgot.submit")}
            </Button>
          </Form>
        )}
        <ButtonLink to="/login" variant="ghost" className="mt-5 w-full">
          <ArrowLeft aria-hidden className="size-4" />
          {t("forgot.back")}
        </ButtonLink>
      </AuthLayout>
    </>
  );
}
