import type { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import { ShieldCheck } from "lucide-react";
import { data, redirect, useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/admin-login";
import { Button } from "~/ui/button";
import { Notice, PasswordField, TextField } from "~/ui/field";
import { adminLoginSchema } from "../accounts.schema";
import { adminLogin } from "../sign-in/admin-login.server";
import { AuthLayout } from "../components/auth-layout";
import { getSessionUser } from "../guards.server";
import { messages } from "../messages";
import { isAdmin } from "../user-types";
import { useSchemaForm } from "~/ui/use-schema-form";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Portal · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user && isAdmin(user.userType)) throw redirect("/admin/dashboard");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: adminLoginSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const outcome = await adminLogin(request, submission.value.email, submission.value.password);
  if (!outcome.ok) {
    return data(
      submission.reply({ formErrors: [outcome.message || messages.adminLoginFailed], hideFields: ["password"] }),
      {
        status: outcome.status,
        headers: outcome.headers,
      },
    );
  }
  // Spec §4: each admin's own dashboard (a super admin's is /super-admin/dashboard).
  const next = outcome.twoFactor
    ? `/login/two-factor?redirectTo=${encodeURIComponent(outcome.dashboard)}`
    : outcome.dashboard;
  return redirect(next, { headers: outcome.headers });
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm<z.input<typeof adminLoginSchema>>(actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <AuthLayout title="Admin Portal" intro="For the RID-CRC team.">
      <Form method="post" {...form.props} className="space-y-5">
        {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
        <TextField meta={fields.email} label="Admin email" type="email" autoComplete="username" />
        <PasswordField meta={fields.password} label="Password" autoComplete="current-password" />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Signing In..." : "Access Admin Portal"}
        </Button>
        <p className="flex items-start gap-2 text-sm text-muted">
          <ShieldCheck aria-hidden className="size-4 shrink-0" />
          All login attempts are logged, with the time and network address.
        </p>
      </Form>
    </AuthLayout>
  );
}
