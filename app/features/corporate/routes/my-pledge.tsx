import type { Route } from "./+types/my-pledge";
import { Button } from "~/ui/button";
import { IntentCard } from "~/ui/post-button";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { Form, Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { noReactWith } from "~/lib/http/page-scripts";
import { PledgeField } from "../components/pledge-field";
import { myPledgeMessages as m } from "../messages";
import { myPledgeAction, myPledgePage } from "../pledges/my-pledges.server";

/**
 * No React (ADR 0024): two plain forms the server answers. form-feedback focuses the field in
 * error, or what the server marks `data-focus`; pledge-preview says the total as it is typed.
 */
export const handle = noReactWith("form-feedback", "pledge-preview");

export const meta: Route.MetaFunction = () => [
  { title: `${m.editTitle} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params }: Route.LoaderArgs) => myPledgePage(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) => myPledgeAction(request, params.id);

const FORM_ID = "pledge-edit";
const card = "rounded-2xl border border-line bg-white p-6 shadow-sm";

/** One of the company's pledges (issue 29): corrected or withdrawn while pending, read-only once decided. */
export default function MyPledge({ loaderData, actionData }: Route.ComponentProps) {
  const { pledge, form } = loaderData;
  const done = actionData?.done;
  const error = actionData?.result.error;
  const typed = done ? "" : actionData?.result.initialValue?.pledge;
  return (
    <>
      <PageHeader
        title={m.editTitle}
        intro={`${pledge.amount} (${pledge.tierLabel}) · Raised ${pledge.raisedLabel} · Status: ${pledge.statusLabel}`}
      />
      <Container className="max-w-3xl space-y-6 py-12">
        {done ? (
          <div tabIndex={-1} data-focus className="focus:outline-none">
            <Notice tone="success">{done.message}</Notice>
          </div>
        ) : null}
        {!pledge.pending ? (
          <p className={card}>{m.decided}</p>
        ) : (
          <>
            <div className={card}>
              <Form method="post" id={FORM_ID} noValidate className="space-y-6">
                {error?.[""] ? (
                  <div tabIndex={-1} data-focus className="focus:outline-none">
                    <Notice tone="error">{error[""][0]}</Notice>
                  </div>
                ) : null}
                <PledgeField
                  formId={FORM_ID}
                  form={form}
                  typed={typeof typed === "string" ? typed : String(pledge.pledge)}
                  fieldError={error?.pledge?.[0]}
                />
                <Button type="submit" size="lg" data-pending-label="Saving...">
                  <span data-label>Correct pledge</span>
                </Button>
              </Form>
            </div>
            <IntentCard
              intent="withdraw"
              title="Withdraw this pledge"
              text="Our team will no longer decide on it. You can raise a new pledge from your dashboard."
              label="Withdraw pledge"
              className={card}
            />
          </>
        )}
        <p>
          <Link to="/account/pledges" className="font-semibold text-brand-700 underline">
            Back to your pledges
          </Link>
        </p>
      </Container>
    </>
  );
}

// No ErrorBoundary of its own: another company's (or an unknown) id is the root's "Page not found" (404).
