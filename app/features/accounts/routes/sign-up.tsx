import type { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, redirect, useFormAction, useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import type { Route } from "./+types/sign-up";
import { Button } from "~/ui/button";
import { CheckboxField, Notice, PasswordField, TextField } from "~/ui/field";
import { signUpSchema } from "../accounts.schema";
import { AuthLayout } from "../components/auth-layout";
import { PasswordStrengthMeter } from "../components/password-strength-meter";
import { requireAnonymous } from "../guards.server";
import { signUpChampion, signUpPage } from "../sign-up.server";
import { toasts } from "../messages";
import { withFlash } from "~/lib/forms/flash.server";
import { keepingTheForm } from "~/lib/http/outage.server";
import { useSchemaForm } from "~/ui/use-schema-form";
import { localPath } from "~/lib/i18n/paths";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: "Join the Movement · Become a Champion · RID-CRC" },
  {
    name: "description",
    content:
      "Sign up free as a RID-CRC Champion: learn about colorectal cancer screening and help your friends get screened.",
  },
  // /join-movement is the same page: search engines get one address for both.
  ...(data ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return signUpPage(new URL(request.url));
}

// Through a database outage the form comes back as typed, with the 503's message (keepingTheForm).
export const action = keepingTheForm(
  async ({ request, context }: Route.ActionArgs) => {
    await requireAnonymous(request);
    const submission = parseWithZod(await request.formData(), { schema: signUpSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const outcome = await signUpChampion(request, submission.value);
    if (!outcome.ok)
      return data(submission.reply({ formErrors: [outcome.message] }), {
        status: outcome.status,
        headers: withFlash(toasts.signUpFailed(outcome.message), { context }),
      });
    return redirect(localPath(request, "/champion-signup-success"), { headers: withFlash(toasts.signedUp) });
  },
  (result) => result,
);

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm<z.input<typeof signUpSchema>>(actionData);
  const [password, setPassword] = useState(String(fields.password.initialValue ?? ""));
  // Only this form's own sending: /join-the-movement also holds the nomination form.
  const navigation = useNavigation();
  const ownAction = useFormAction();
  const busy = navigation.state === "submitting" && navigation.formAction === ownAction;
  return (
    <AuthLayout
      title="Become a Champion"
      intro="Join Singapore's movement to outsmart colorectal cancer. It's free, and it could save a life you love."
    >
      <Form method="post" {...form.props} className="space-y-5">
        {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
        <input type="hidden" name="ref" value={loaderData.ref} />
        <input type="hidden" name="company" value={loaderData.company} />
        <TextField meta={fields.fullName} label="Full name" autoComplete="name" />
        <TextField meta={fields.email} label="Email address" type="email" autoComplete="email" />
        <div>
          <PasswordField
            meta={fields.password}
            label="Password"
            autoComplete="new-password"
            onValueChange={setPassword}
            hint="6 to 128 characters."
          />
          <PasswordStrengthMeter password={password} />
        </div>
        <PasswordField meta={fields.confirmPassword} label="Confirm password" autoComplete="new-password" />
        <CheckboxField
          meta={fields.agreedToTerms}
          label={
            <>
              I agree to the{" "}
              <Link to="/terms-of-use" className="font-semibold text-brand-700 underline">
                Terms of Use
              </Link>{" "}
              and{" "}
              <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
                Privacy Policy
              </Link>
              .
            </>
          }
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Creating Account..." : "Create My Champion Account"}
        </Button>
        <p className="text-center text-sm text-muted">
          Already a Champion?{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </p>
      </Form>
    </AuthLayout>
  );
}
