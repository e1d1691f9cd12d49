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
import { messages, pageTexts, toasts } from "../messages";
import { withFlash } from "~/lib/forms/flash.server";
import { NewPasswordFields } from "../components/new-password-fields";
import { resetPassword } from "../password/password-reset.server";
import { useSchemaForm } from "~/ui/use-schema-form";

const AFTER_RESET = "/login?message=password-reset";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  return { token, expired: !token || url.searchParams.has("error") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), state: "form" as const }, { status: 400 });
  const outcome = await resetPassword(request, submission.value.token, submission.value.password);
  if (outcome.kind === "done")
    return data(
      { result: submission.reply({ resetForm: true }), state: "done" as const },
      { headers: withFlash(toasts.passwordUpdated, { context }) },
    );
  if (outcome.kind === "expired")
    return data(
      { result: submission.reply(), state: "expired" as const },
      { status: 400, headers: withFlash(toasts.resetFailed(messages.resetExpired), { context }) },
    );
  return data(
    { result: submission.reply({ formErrors: [outcome.message] }), state: "form" as const },
    { status: 400, headers: withFlash(toasts.resetFailed(outcome.message), { context }) },
  );
}

function Expired() {
  return (
    <>
      <Notice tone="error">{pageTexts.resetExpired}</Notice>
      <ButtonLink to="/forgot-password" size="lg" className="mt-5 w-full">
        Request New Link
      </ButtonLink>
    </>
  );
}

function Done() {
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
      <Notice tone="success">{pageTexts.resetSuccess}</Notice>
      <ButtonLink to={AFTER_RESET} variant="secondary" className="mt-5 w-full">
        Go to Sign In now
      </ButtonLink>
    </>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm<z.input<typeof resetPasswordSchema>>(actionData?.result);
  const busy = useNavigation().state === "submitting";
  const state = actionData?.state ?? (loaderData.expired ? "expired" : "form");
  return (
    <AuthLayout title="Choose a new password">
      {state === "expired" && <Expired />}
      {state === "done" && <Done />}
      {state === "form" && (
        <Form method="post" {...form.props} className="space-y-5">
          {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
          <input type="hidden" name="token" value={loaderData.token} />
          <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? "Saving..." : "Reset Password"}
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}
