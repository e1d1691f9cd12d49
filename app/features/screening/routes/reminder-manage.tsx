import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/reminder-manage";
import { Button } from "~/ui/button";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { reminderManageAction, reminderManagePage } from "../anonymous/anonymous-route.server";
import { anonymousMessages } from "../messages";

export function loader({ params }: Route.LoaderArgs) {
  return reminderManagePage(params.token);
}

export function action({ params, request }: Route.ActionArgs) {
  return reminderManageAction(params.token, request);
}

// The address holds the token: no index.
export const meta: Route.MetaFunction = () => [
  { title: "Your screening reminder · RID-CRC" },
  { name: "robots", content: "noindex" },
];

/** The link of a visitor's reminder e-mails: Confirm (double opt-in) and Remove, as POST buttons. */
export default function ReminderManage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const button = (intent: string, label: string, variant?: "secondary") => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
  return (
    <>
      <PageHeader
        title="Your screening reminder"
        crumbs={[{ label: "Get Screened", to: "/get-screened" }, { label: "Reminder" }]}
      />
      <Container className="max-w-2xl space-y-6 py-12">
        {"invalid" in loaderData ? (
          <Notice tone="error">{loaderData.message}</Notice>
        ) : actionData ? (
          <Notice tone="success">{actionData.message}</Notice>
        ) : !loaderData.exists ? (
          <Notice tone="info">{anonymousMessages.alreadyRemoved}</Notice>
        ) : (
          <>
            <p className="text-lg text-ink">
              {loaderData.confirmed
                ? `We will send one reminder on ${loaderData.dueLabel}, then delete your address.`
                : `Confirm, and we send one reminder on ${loaderData.dueLabel}. Opening this page alone confirms nothing.`}
            </p>
            <div className="flex flex-wrap gap-3">
              {!loaderData.confirmed && button("confirm", "Confirm my reminder")}
              {button("remove", "Remove my reminder", "secondary")}
            </div>
          </>
        )}
      </Container>
    </>
  );
}
