import type { Route } from "./+types/remind";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { RemindForm } from "../components/remind-form";
import { remindAction, remindPage, type RemindActionData } from "../anonymous/anonymous-route.server";
import { anonymousMessages } from "../messages";
import { noReactWith } from "~/lib/http/page-scripts";

// A small form for visitors: works without JavaScript and ships no React (ADR 0024).
export const handle = noReactWith("form-feedback");

export function loader({ request }: Route.LoaderArgs) {
  return remindPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return remindAction(request);
}

export const meta: Route.MetaFunction = () => [
  { title: "E-mail me when I am due · RID-CRC" },
  { name: "robots", content: "noindex" },
];

/** A visitor's due-date reminder, without an account (the checker's answer links and posts here). */
export default function Remind({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as RemindActionData | undefined;
  return (
    <>
      <PageHeader
        title="E-mail me when I am due"
        crumbs={[{ label: "Get Screened", to: "/get-screened" }, { label: "Reminder" }]}
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
          />
        ) : (
          <Notice tone="error">{anonymousMessages.dueOnInvalid}</Notice>
        )}
      </Container>
    </>
  );
}
