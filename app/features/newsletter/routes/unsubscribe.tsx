import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { Button } from "~/ui/button";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { unsubscribeAction, unsubscribePage } from "../subscribe-route.server";

export function loader({ params }: Route.LoaderArgs) {
  return unsubscribePage(params.token);
}

// Also a mail provider's one-click POST (List-Unsubscribe-Post; app/lib/email/one-click.ts).
export function action({ params }: Route.ActionArgs) {
  return unsubscribeAction(params.token);
}

// The address holds the token: no index.
export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe · RID-CRC" },
  { name: "robots", content: "noindex" },
];

/** Every newsletter's stop link: one button, no sign-in. */
export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader
        title="Unsubscribe"
        crumbs={[{ label: "Newsroom", to: "/education/newsroom" }, { label: "Unsubscribe" }]}
      />
      <Container className="max-w-2xl space-y-6 py-12">
        {!loaderData.valid ? (
          <Notice tone="error">{loaderData.message}</Notice>
        ) : actionData ? (
          <Notice tone={actionData.ok ? "success" : "error"}>{actionData.message}</Notice>
        ) : (
          <>
            <p className="text-lg text-ink">Press the button to stop RID-CRC&apos;s updates and delete your address.</p>
            <Form method="post">
              <Button type="submit" size="lg" disabled={busy}>
                Unsubscribe
              </Button>
            </Form>
          </>
        )}
      </Container>
    </>
  );
}
