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
import { localPath } from "~/lib/i18n/paths";
import { targetInLanguage } from "../profile/language.server";

export const meta: Route.MetaFunction = () => [
  { title: "Two-step verification · RID-CRC" },
  { name: "robots", content: "noindex" },
];

// better-auth's short-lived cookie that says "password checked, second factor pending".
const pending = (request: Request) =>
  /(^|;\s*)(__Secure-)?better-auth\.two_factor=/.test(request.headers.get("cookie") ?? "");

export function loader({ request }: Route.LoaderArgs) {
  if (!pending(request)) throw redirect(localPath(request, "/login?message=session-expired"));
  return { redirectTo: safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo")) ?? "/login-redirect" };
}

export async function action({ request }: Route.ActionArgs) {
  if (!pending(request)) throw redirect(localPath(request, "/login?message=session-expired"));
  const submission = parseWithZod(await request.formData(), { schema: twoFactorCodeSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const outcome = await verifySignInCode(request, submission.value.code, Boolean(submission.value.trustDevice));
  if (!outcome.ok)
    return data(submission.reply({ formErrors: [outcome.message], hideFields: ["code"] }), { status: 401 });
  return redirect(
    targetInLanguage(outcome.lang, safeRedirectTarget(submission.value.redirectTo) ?? "/login-redirect"),
    {
      headers: withFlash(toasts.signedIn, { headers: outcome.headers }),
    },
  );
}

export default function TwoFactorChallenge({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm<z.input<typeof twoFactorCodeSchema>>(actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <AuthLayout
      title="Two-step verification"
      intro="Enter the 6-digit code from your authenticator app, or one of your backup codes."
    >
      <Form method="post" {...form.props} className="space-y-5">
        {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField meta={fields.code} label="Verification code" autoComplete="one-time-code" />
        <CheckboxField meta={fields.trustDevice} label="Trust this device for 30 days" />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Verifying..." : "Verify"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
