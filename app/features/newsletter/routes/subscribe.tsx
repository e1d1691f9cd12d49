import type { Route } from "./+types/subscribe";
import { Container } from "~/ui/container";
import { Notice, TextField } from "~/ui/field";
import { Button } from "~/ui/button";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { useSchemaForm } from "~/ui/use-schema-form";
import { noReactWith } from "~/lib/http/page-scripts";
import { requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import { newsletterWords, subscribeAction, type SubscribeActionData } from "../subscribe-route.server";

// A small form for visitors: works without JavaScript and ships no React (ADR 0024).
export const handle = noReactWith("form-feedback");

export function loader({ params }: Route.LoaderArgs) {
  return newsletterWords(requestLang(params), "subscribe");
}

export function action({ request }: Route.ActionArgs) {
  return subscribeAction(request);
}

// The sign-up lives in the footer and the newsroom; this page shows a refused one, so it is not indexed.
export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "RID-CRC"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

/** The sign-up page: where the footer's form lands when the address is not one (shown at the field). */
export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm<{ email: string }>((actionData as SubscribeActionData | undefined)?.result, {
    id: "newsletter",
  });
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader
        title={t("subscribe.title")}
        crumbs={[{ label: t("crumbs.newsroom"), to: "/education/newsroom" }, { label: t("crumbs.subscribe") }]}
      />
      <Container className="max-w-2xl space-y-6 py-12">
        <form method="post" {...form.props} className="space-y-5">
          {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
          <p className="text-ink">{t("subscribe.intro")}</p>
          <TextField meta={fields.email} label={t("subscribe.label")} type="email" autoComplete="email" />
          <Button type="submit">{t("subscribe.submit")}</Button>
        </form>
      </Container>
    </>
  );
}
