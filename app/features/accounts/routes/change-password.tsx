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
import { pageTexts, toasts } from "../messages";
import { withFlash } from "~/lib/forms/flash.server";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import { localPath } from "~/lib/i18n/paths";

export const meta: Route.MetaFunction = () => [
  { title: "Change password · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return passwordPage(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await changePassword(request, user, submission.value.currentPassword, submission.value.password);
  if (!outcome.ok)
    return data(
      { result: submission.reply({ formErrors: [outcome.message] }) },
      { status: 400, headers: withFlash(toasts.passwordUpdateFailed(outcome.message), { context }) },
    );
  // With the new session's cookie: this session has just been replaced, so the page is shown by a GET.
  return redirect(localPath(request, "/account/password"), {
    headers: withFlash(toasts.passwordUpdated, { headers: outcome.headers }),
  });
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  // A new location after the redirect: the form starts empty again instead of keeping the passwords.
  const { key } = useLocation();
  return (
    <AuthLayout title="Change password" intro="Other devices signed in to your account will be signed out.">
      {loaderData.updated && (
        <Notice tone="success" className="mb-5">
          {pageTexts.passwordUpdated}
        </Notice>
      )}
      <ChangePasswordForm key={key} result={actionData?.result} />
    </AuthLayout>
  );
}

function ChangePasswordForm({ result }: { result?: FormResult }) {
  const [form, fields] = useSchemaForm<z.input<typeof changePasswordSchema>>(result);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-5">
      {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
      <PasswordField meta={fields.currentPassword} label="Current password" autoComplete="current-password" />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? "Saving..." : "Change Password"}
      </Button>
    </Form>
  );
}
