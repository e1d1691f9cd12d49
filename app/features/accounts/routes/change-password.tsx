import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/change-password";
import { Button } from "~/ui/button";
import { Notice, PasswordField } from "~/ui/field";
import { changePasswordSchema } from "../accounts.schema";
import { changePassword } from "../change-password.server";
import { AuthLayout } from "../components/auth-layout";
import { requireUser } from "../guards.server";
import { NewPasswordFields } from "../components/new-password-fields";

export const meta: Route.MetaFunction = () => [
  { title: "Change password · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), done: false }, { status: 400 });
  const outcome = await changePassword(request, user, submission.value.currentPassword, submission.value.password);
  if (!outcome.ok)
    return data({ result: submission.reply({ formErrors: [outcome.message] }), done: false }, { status: 400 });
  return data({ result: submission.reply({ resetForm: true }), done: true }, { headers: outcome.headers });
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const busy = useNavigation().state === "submitting";
  return (
    <AuthLayout title="Change password" intro="Other devices signed in to your account will be signed out.">
      {actionData?.done && (
        <Notice tone="success" className="mb-5">
          Your password has been updated successfully.
        </Notice>
      )}
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
        <PasswordField meta={fields.currentPassword} label="Current password" autoComplete="current-password" />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Saving..." : "Change Password"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
