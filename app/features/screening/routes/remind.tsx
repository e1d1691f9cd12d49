import type { Route } from "./+types/remind";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { RemindForm } from "../components/remind-form";
import { remindAction, remindPage, type RemindActionData } from "../anonymous/anonymous-route.server";
import { noReactWith } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";

// A small form for visitors: works without JavaScript and ships no React (ADR 0024).
export const handle = noReactWith("form-feedback");

export function loader({ request }: Route.LoaderArgs) {
  return remindPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return remindAction(request);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? createT(data.lang, data.messages)("remind.title") : ""} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

/** A visitor's due-date reminder, without an account (the checker's answer links and posts here). */
export default function Remind({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as RemindActionData | undefined;
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader
        title={t("remind.title")}
        crumbs={[{ label: t("remind.crumb"), to: "/get-screened" }, { label: t("remind.reminder") }]}
      />
      <Container className="max-w-2xl space-y-6 py-12">
        {answer?.sent ? (
          <Notice tone="success">{answer.sent}</Notice>
        ) : loaderData.dueLabel ? (
          <RemindForm
            dueOn={loaderData.dueOn}
            rule={loaderData.rule}
            dueLabel={loaderData.dueLabel}
            lastResult={answer?.result}
            t={t}
          />
        ) : (
          <Notice tone="error">{loaderData.invalid}</Notice>
        )}
      </Container>
    </>
  );
}
