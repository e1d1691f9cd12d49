import type { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, useNavigate, useNavigation } from "react-router";
import { Form, useLocalPath } from "~/ui/link";
import type { Route } from "./+types/reset-password";
import { Button, ButtonLink } from "~/ui/button";
import { Notice } from "~/ui/field";
import { resetPasswordSchema } from "../accounts.schema";
import { AuthLayout } from "../components/auth-layout";
import { messages, toasts } from "../messages";
import { requestLang } from "~/lib/i18n/paths";
import { createT, type T } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { accountWords, replyIn, toastIn } from "../localized.server";
import { withFlash } from "~/lib/forms/flash.server";
import { NewPasswordFields } from "../components/new-password-fields";
import { resetPassword } from "../password/password-reset.server";
import { useSchemaForm } from "~/ui/use-schema-form";

const AFTER_RESET = "/login?message=password-reset";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "RID-CRC" },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const { t, ...words } = accountWords(requestLang(request), ["fields", "reset"]);
  return { ...words, title: t("reset.metaTitle"), token, expired: !token || url.searchParams.has("error") };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The messages are the spec's English, put in the page's language.
  const lang = requestLang(request);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success")
    return data({ result: replyIn(lang, submission.reply()), state: "form" as const }, { status: 400 });
  const outcome = await resetPassword(request, submission.value.token, submission.value.password);
  if (outcome.kind === "done")
    return data(
      { result: submission.reply({ resetForm: true }), state: "done" as const },
      { headers: withFlash(toastIn(lang, toasts.passwordUpdated), { context }) },
    );
  if (outcome.kind === "expired")
    return data(
      { result: submission.reply(), state: "expired" as const },
      { status: 400, headers: withFlash(toastIn(lang, toasts.resetFailed(messages.resetExpired)), { context }) },
    );
  return data(
    { result: replyIn(lang, submission.reply({ formErrors: [outcome.message] })), state: "form" as const },
    { status: 400, headers: withFlash(toastIn(lang, toasts.resetFailed(outcome.message)), { context }) },
  );
}

function Expired({ t }: { t: T }) {
  return (
    <>
      <Notice tone="error">{t("reset.expired")}</Notice>
      <ButtonLink to="/forgot-password" size="lg" className="mt-5 w-full">
        {t("reset.newLink")}
      </ButtonLink>
    </>
  );
}

function Done({ t }: { t: T }) {
  const navigate = useNavigate();
  // Sign-in in the page's language (issue 27).
  const local = useLocalPath();
  const next = local(AFTER_RESET);
  useEffect(() => {
    const timer = setTimeout(() => navigate(next), 3000);
    return () => clearTimeout(timer);
  }, [navigate, next]);
  return (
    <>
      {/* Works without JavaScript too: the browser follows the refresh after 3 seconds. */}
      <meta httpEquiv="refresh" content={`3;url=${next}`} />
      <Notice tone="success">{t("reset.success")}</Notice>
      <ButtonLink to={AFTER_RESET} variant="secondary" className="mt-5 w-full">
        {t("reset.signInNow")}
      </ButtonLink>
    </>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm<z.input<typeof resetPasswordSchema>>(actionData?.result);
  const busy = useNavigation().state === "submitting";
  const state = actionData?.state ?? (loaderData.expired ? "expired" : "form");
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <AuthLayout title={t("reset.title")}>
        {state === "expired" && <Expired t={t} />}
        {state === "done" && <Done t={t} />}
        {state === "form" && (
          <Form method="post" {...form.props} className="space-y-5">
            {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
            <input type="hidden" name="token" value={loaderData.token} />
            <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} t={t} />
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? t("reset.busy") : t("reset.submit")}
            </Button>
          </Form>
        )}
      </AuthLayout>
    </>
  );
}
