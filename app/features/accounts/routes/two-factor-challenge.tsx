import type { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/two-factor-challenge";
import { Button } from "~/ui/button";
import { CheckboxField, Notice, TextField } from "~/ui/field";
import { twoFactorCodeSchema } from "../accounts.schema";
import { AuthLayout } from "../components/auth-layout";
import { safeRedirectTarget } from "../sign-in/sign-in.server";
import { verifySignInCode } from "../sign-in/two-factor.server";
import { toasts } from "../messages";
import { withFlash } from "~/lib/forms/flash.server";
import { useSchemaForm } from "~/ui/use-schema-form";
import { localPath, requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { accountWords, replyIn, toastIn } from "../localized.server";
import { targetInLanguage } from "../profile/language.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "RID-CRC" },
  { name: "robots", content: "noindex" },
];

// better-auth's short-lived cookie that says "password checked, second factor pending".
const pending = (request: Request) =>
  /(^|;\s*)(__Secure-)?better-auth\.two_factor=/.test(request.headers.get("cookie") ?? "");

export function loader({ request }: Route.LoaderArgs) {
  if (!pending(request)) throw redirect(localPath(request, "/login?message=session-expired"));
  const { t, ...words } = accountWords(requestLang(request), ["twoFactor"]);
  return {
    ...words,
    title: t("twoFactor.metaTitle"),
    redirectTo: safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo")) ?? "/login-redirect",
  };
}

export async function action({ request }: Route.ActionArgs) {
  if (!pending(request)) throw redirect(localPath(request, "/login?message=session-expired"));
  // The messages are the spec's English, put in the page's language.
  const lang = requestLang(request);
  const submission = parseWithZod(await request.formData(), { schema: twoFactorCodeSchema });
  if (submission.status !== "success") return data(replyIn(lang, submission.reply()), { status: 400 });
  const outcome = await verifySignInCode(request, submission.value.code, Boolean(submission.value.trustDevice));
  if (!outcome.ok)
    return data(replyIn(lang, submission.reply({ formErrors: [outcome.message], hideFields: ["code"] })), {
      status: 401,
    });
  return redirect(
    targetInLanguage(outcome.lang, safeRedirectTarget(submission.value.redirectTo) ?? "/login-redirect"),
    {
      headers: withFlash(toastIn(lang, toasts.signedIn), { headers: outcome.headers }),
    },
  );
}

export default function TwoFactorChallenge({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm<z.input<typeof twoFactorCodeSchema>>(actionData);
  const busy = useNavigation().state === "submitting";
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <AuthLayout title={t("twoFactor.title")} intro={t("twoFactor.intro")}>
        <Form method="post" {...form.props} className="space-y-5">
          {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <TextField meta={fields.code} label={t("twoFactor.code")} autoComplete="one-time-code" />
          <CheckboxField meta={fields.trustDevice} label={t("twoFactor.trust")} />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? t("twoFactor.busy") : t("twoFactor.submit")}
          </Button>
        </Form>
      </AuthLayout>
    </>
  );
}
