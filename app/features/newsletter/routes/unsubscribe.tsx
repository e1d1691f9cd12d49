import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/unsubscribe";
import { Button } from "~/ui/button";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import { unsubscribeAction, unsubscribePage } from "../subscribe-route.server";

export function loader({ params }: Route.LoaderArgs) {
  return unsubscribePage(params.token, requestLang(params));
}

// Also a mail provider's one-click POST (List-Unsubscribe-Post; app/lib/email/one-click.ts).
export function action({ params }: Route.ActionArgs) {
  return unsubscribeAction(params.token, requestLang(params));
}

// The address holds the token: no index.
export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "RID-CRC"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

/** Every newsletter's stop link: one button, no sign-in. */
export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader
        title={t("unsubscribe.title")}
        crumbs={[{ label: t("crumbs.newsroom"), to: "/education/newsroom" }, { label: t("crumbs.unsubscribe") }]}
      />
      <Container className="max-w-2xl space-y-6 py-12">
        {!loaderData.valid ? (
          <Notice tone="error">{loaderData.message}</Notice>
        ) : actionData ? (
          <Notice tone={actionData.ok ? "success" : "error"}>{actionData.message}</Notice>
        ) : (
          <>
            <p className="text-lg text-ink">{t("unsubscribe.intro")}</p>
            <Form method="post">
              <Button type="submit" size="lg" disabled={busy}>
                {t("unsubscribe.submit")}
              </Button>
            </Form>
          </>
        )}
      </Container>
    </>
  );
}
