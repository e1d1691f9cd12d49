import { data } from "react-router";
import type { Route } from "./+types/confirm-email-change";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import { Link } from "~/ui/link";
import { noReact } from "~/lib/http/page-scripts";
import { confirmEmailChange, emailChangeLinkPage } from "../email/change-email.server";
import { AuthLayout } from "../components/auth-layout";

// One button: works without JavaScript and ships no React (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your new email address · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const page = await emailChangeLinkPage(params.token);
  return data(page, { status: page.valid ? 200 : 404 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await confirmEmailChange(request, params.token);
  return data(outcome, { status: outcome.ok ? 200 : outcome.status });
}

/** The link from the new address: one POST button, so a mail scanner opening the link changes nothing. */
export default function ConfirmEmailChange({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData)
    return (
      <AuthLayout title="Confirm your new email address">
        <Notice tone={actionData.ok ? "success" : "error"}>{actionData.message}</Notice>
        <p className="mt-5 text-center text-sm">
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Go to sign in
          </Link>
        </p>
      </AuthLayout>
    );
  return (
    <AuthLayout title="Confirm your new email address">
      {loaderData.valid ? (
        <form method="post" className="space-y-5">
          <p>{loaderData.message}</p>
          <Button type="submit" size="lg" className="w-full">
            Confirm new address
          </Button>
        </form>
      ) : (
        <Notice tone="error">{loaderData.message}</Notice>
      )}
    </AuthLayout>
  );
}
