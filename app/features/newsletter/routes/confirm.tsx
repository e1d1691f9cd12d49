import { useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import type { Route } from "./+types/confirm";
import { Button } from "~/ui/button";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import { confirmAction, confirmPage } from "../subscribe-route.server";

export function loader({ params }: Route.LoaderArgs) {
  return confirmPage(params.token, requestLang(params));
}

export function action({ params }: Route.ActionArgs) {
  return confirmAction(params.token, requestLang(params));
}

// The address holds the token: no index.
export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "RID-CRC"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

/** The confirmation e-mail's link: one button (opening the page alone confirms nothing). */
export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader
        title={t("confirm.title")}
        crumbs={[{ label: t("crumbs.newsroom"), to: "/education/newsroom" }, { label: t("crumbs.confirm") }]}
      />
      <Container className="max-w-2xl space-y-6 py-12">
        {!loaderData.valid ? (
          <Notice tone="error">{loaderData.message}</Notice>
        ) : actionData ? (
          <>
            <Notice tone={actionData.ok ? "success" : "error"}>{actionData.message}</Notice>
            {"stopPath" in actionData && actionData.stopPath && (
              <p className="text-ink">
                {t("confirm.changedMind")}{" "}
                <Link to={actionData.stopPath} className="font-semibold text-brand-700 underline">
                  {t("confirm.stop")}
                </Link>
              </p>
            )}
          </>
        ) : (
          <>
            <p className="text-lg text-ink">{t("confirm.intro")}</p>
            <Form method="post">
              <Button type="submit" size="lg" disabled={busy}>
                {t("confirm.submit")}
              </Button>
            </Form>
          </>
        )}
      </Container>
    </>
  );
}
