import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/confirm";
import { Button } from "~/ui/button";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { confirmAction, confirmPage } from "../subscribe-route.server";

export function loader({ params }: Route.LoaderArgs) {
  return confirmPage(params.token);
}

export function action({ params }: Route.ActionArgs) {
  return confirmAction(params.token);
}

// The address holds the token: no index.
export const meta: Route.MetaFunction = () => [
  { title: "Confirm your subscription · RID-CRC" },
  { name: "robots", content: "noindex" },
];

/** The confirmation e-mail's link: one button (opening the page alone confirms nothing). */
export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader
        title="Confirm your subscription"
        crumbs={[{ label: "Newsroom", to: "/education/newsroom" }, { label: "Confirm" }]}
      />
      <Container className="max-w-2xl space-y-6 py-12">
        {!loaderData.valid ? (
          <Notice tone="error">{loaderData.message}</Notice>
        ) : actionData ? (
          <>
            <Notice tone={actionData.ok ? "success" : "error"}>{actionData.message}</Notice>
            {"stopPath" in actionData && actionData.stopPath && (
              <p className="text-ink">
                Changed your mind?{" "}
                <Link to={actionData.stopPath} className="font-semibold text-brand-700 underline">
                  Unsubscribe
                </Link>
              </p>
            )}
          </>
        ) : (
          <>
            <p className="text-lg text-ink">Press the button to receive RID-CRC&apos;s updates by e-mail.</p>
            <Form method="post">
              <Button type="submit" size="lg" disabled={busy}>
                Confirm my subscription
              </Button>
            </Form>
          </>
        )}
      </Container>
    </>
  );
}
