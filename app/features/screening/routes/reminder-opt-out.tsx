import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/reminder-opt-out";
import { Button, ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { optOutAction, optOutPage } from "../reminders/opt-out.server";

export function loader({ params }: Route.LoaderArgs) {
  return optOutPage(params.token);
}

export function action({ params }: Route.ActionArgs) {
  return optOutAction(params.token);
}

// The address holds the token: no index.
export const meta: Route.MetaFunction = () => [
  { title: "Screening reminders · RID-CRC" },
  { name: "robots", content: "noindex" },
];

/** The one-click stop of the reminder e-mails: one button, no sign-in. */
export default function ReminderOptOut({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader title="Screening reminders" crumbs={[{ label: "Screening reminders" }]} />
      <Container className="max-w-2xl space-y-6 py-12">
        {"invalid" in loaderData ? (
          <Notice tone="error">{loaderData.message}</Notice>
        ) : actionData ? (
          <Notice tone="success">{actionData.message}</Notice>
        ) : loaderData.optedOut ? (
          <Notice tone="info">{loaderData.message}</Notice>
        ) : (
          <>
            <p className="text-lg text-ink">
              Press the button to stop the e-mails that remind you when your colorectal cancer screening is due.
            </p>
            <Form method="post">
              <Button type="submit" size="lg" disabled={busy}>
                Stop reminders
              </Button>
            </Form>
          </>
        )}
        <ButtonLink to="/dashboard/screening" variant="ghost">
          Go to my screening record
        </ButtonLink>
      </Container>
    </>
  );
}
