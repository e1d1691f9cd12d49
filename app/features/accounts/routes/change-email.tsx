import type { z } from "zod";
import { useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import type { Route } from "./+types/change-email";
import { Button } from "~/ui/button";
import { Notice, PasswordField, TextField } from "~/ui/field";
import { useSchemaForm } from "~/ui/use-schema-form";
import type { changeEmailSchema } from "../email/change-email.schema";
import { changeEmailAction, changeEmailPage } from "../email/change-email.server";
import { AuthLayout } from "../components/auth-layout";

export const meta: Route.MetaFunction = () => [
  { title: "Change email address · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => changeEmailPage(request);

export const action = ({ request }: Route.ActionArgs) => changeEmailAction(request);

/** The sign-in address, changed by the person (issue 29): a link to the new address makes the change. */
export default function ChangeEmail({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm<z.input<typeof changeEmailSchema>>(actionData?.result);
  const busy = useNavigation().state === "submitting";
  return (
    <AuthLayout
      title="Change email address"
      intro={
        <>
          You sign in with <span className="break-all font-semibold text-ink">{loaderData.email}</span>. We send a link
          to the new address; the change is made when you open it.
        </>
      }
    >
      {actionData?.sent ? (
        <Notice tone="success" className="mb-5">
          {actionData.sent}
        </Notice>
      ) : null}
      <Form method="post" {...form.props} className="space-y-5">
        {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
        <TextField meta={fields.newEmail} label="New email address" type="email" autoComplete="email" />
        <PasswordField meta={fields.password} label="Current password" autoComplete="current-password" />
        {loaderData.twoFactor ? (
          <TextField
            meta={fields.code}
            label="Code from your authenticator app (or a backup code)"
            autoComplete="one-time-code"
          />
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Sending..." : "Send confirmation link"}
        </Button>
      </Form>
      <p className="mt-5 text-center text-sm">
        <Link to="/account/data" className="font-semibold text-brand-700 underline">
          Back to your data
        </Link>
      </p>
    </AuthLayout>
  );
}
