import { data } from "react-router";
import type { Route } from "./+types/confirm-email-change";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import { Link } from "~/ui/link";
import { TranslationNote } from "~/ui/translation-note";
import { noReact } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { confirmEmailChange, emailChangeLinkPage } from "../email/change-email.server";
import { AuthLayout } from "../components/auth-layout";

// One button: works without JavaScript and ships no React (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await emailChangeLinkPage(request, params.token);
  return data(page, { status: page.valid ? 200 : 404 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await confirmEmailChange(request, params.token);
  return data(outcome, { status: outcome.ok ? 200 : outcome.status });
}

/** The link from the new address: one POST button, so a mail scanner opening the link changes nothing. */
export default function ConfirmEmailChange({ loaderData, actionData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  if (actionData)
    return (
      <>
        <TranslationNote review={loaderData.review} />
        <AuthLayout title={t("emailConfirm.title")}>
          <Notice tone={actionData.ok ? "success" : "error"}>{actionData.message}</Notice>
          <p className="mt-5 text-center text-sm">
            <Link to="/login" className="font-semibold text-brand-700 underline">
              {t("emailConfirm.signIn")}
            </Link>
          </p>
        </AuthLayout>
      </>
    );
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <AuthLayout title={t("emailConfirm.title")}>
        {loaderData.valid ? (
          <form method="post" className="space-y-5">
            <p>{loaderData.message}</p>
            <Button type="submit" size="lg" className="w-full">
              {t("emailConfirm.submit")}
            </Button>
          </form>
        ) : (
          <Notice tone="error">{loaderData.message}</Notice>
        )}
      </AuthLayout>
    </>
  );
}
