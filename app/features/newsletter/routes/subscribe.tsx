import type { Route } from "./+types/subscribe";
import { Container } from "~/ui/container";
import { Notice, TextField } from "~/ui/field";
import { Button } from "~/ui/button";
import { PageHeader } from "~/ui/page-header";
import { useSchemaForm } from "~/ui/use-schema-form";
import { noReactWith } from "~/lib/http/page-scripts";
import { subscribeAction, type SubscribeActionData } from "../subscribe-route.server";

// A small form for visitors: works without JavaScript and ships no React (ADR 0024).
export const handle = noReactWith("form-feedback");

export function loader() {
  return null;
}

export function action({ request }: Route.ActionArgs) {
  return subscribeAction(request);
}

// The sign-up lives in the footer and the newsroom; this page shows a refused one, so it is not indexed.
export const meta: Route.MetaFunction = () => [
  { title: "Subscribe to Updates · RID-CRC" },
  { name: "robots", content: "noindex" },
];

/** The sign-up page: where the footer's form lands when the address is not one (shown at the field). */
export default function Subscribe({ actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm<{ email: string }>((actionData as SubscribeActionData | undefined)?.result, {
    id: "newsletter",
  });
  return (
    <>
      <PageHeader
        title="Subscribe to Updates"
        crumbs={[{ label: "Newsroom", to: "/education/newsroom" }, { label: "Subscribe" }]}
      />
      <Container className="max-w-2xl space-y-6 py-12">
        <form method="post" {...form.props} className="space-y-5">
          {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
          <p className="text-ink">
            News of the movement by e-mail. We first send you a link to confirm the address, and nothing else until you
            do; every e-mail has a link that stops them at once.
          </p>
          <TextField meta={fields.email} label="E-mail for updates" type="email" autoComplete="email" />
          <Button type="submit">Subscribe</Button>
        </form>
      </Container>
    </>
  );
}
