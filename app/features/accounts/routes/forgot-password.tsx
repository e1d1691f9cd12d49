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
import { pageTexts, toasts } from "../messages";
import { withFlash } from "~/lib/forms/flash.server";
import { requestPasswordReset } from "../password/password-reset.server";
import { useSchemaForm } from "~/ui/use-schema-form";

export const meta: Route.MetaFunction = () => [
  { title: "Forgot password · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: null }, { status: 400 });
  const outcome = await requestPasswordReset(request, submission.value.email);
  if (!outcome.ok)
    return data(
      { result: submission.reply({ formErrors: [outcome.message] }), sent: null },
      { status: 429, headers: withFlash(toasts.resetFailed(outcome.message), { context }) },
    );
  return data(
    { result: submission.reply(), sent: outcome.message },
    { headers: withFlash(toasts.resetEmailSent, { context }) },
  );
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm<z.input<typeof forgotPasswordSchema>>(actionData?.result);
  const busy = useNavigation().state === "submitting";
  return (
    <AuthLayout
      title="Forgot your password?"
      intro="Enter your account's email address and we'll send you a link to choose a new password."
    >
      {actionData?.sent ? (
        <Notice tone="success">
          <p>{actionData.sent}</p>
          <p className="mt-2">{pageTexts.resetLinkExpiry}</p>
        </Notice>
      ) : (
        <Form method="post" {...form.props} className="space-y-5">
          {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
          <TextField meta={fields.email} label="Email address" type="email" autoComplete="email" />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? "Sending..." : "Send Reset Link"}
          </Button>
        </Form>
      )}
      <ButtonLink to="/login" variant="ghost" className="mt-5 w-full">
        <ArrowLeft aria-hidden className="size-4" />
        Back to Sign In
      </ButtonLink>
    </AuthLayout>
  );
}
