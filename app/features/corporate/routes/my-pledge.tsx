import type { Route } from "./+types/my-pledge";
import { Button } from "~/ui/button";
import { IntentCard } from "~/ui/post-button";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { Form, Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { noReactWith } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { PledgeField } from "../components/pledge-field";
import { myPledgeAction, myPledgePage } from "../pledges/my-pledges.server";

/**
 * No React (ADR 0024): two plain forms the server answers. form-feedback focuses the field in
 * error, or what the server marks `data-focus`; pledge-preview says the total as it is typed.
 */
export const handle = noReactWith("form-feedback", "pledge-preview");

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "RID-CRC"} · RID-CRC` },
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
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader
        title={t("mine.editTitle")}
        intro={t("mine.editIntro", {
          amount: pledge.amount,
          tier: pledge.tierLabel,
          raised: pledge.raisedLabel,
          status: pledge.statusLabel,
        })}
      />
      <Container className="max-w-3xl space-y-6 py-12">
        {done ? (
          <div tabIndex={-1} data-focus className="focus:outline-none">
            <Notice tone="success">{done.message}</Notice>
          </div>
        ) : null}
        {!pledge.pending ? (
          <p className={card}>{t("says.decided")}</p>
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
                  label={t("mine.field")}
                  previewWords={loaderData.preview}
                  typed={typeof typed === "string" ? typed : String(pledge.pledge)}
                  fieldError={error?.pledge?.[0]}
                />
                <Button type="submit" size="lg" data-pending-label={t("mine.saving")}>
                  <span data-label>{t("mine.submit")}</span>
                </Button>
              </Form>
            </div>
            <IntentCard
              intent="withdraw"
              title={t("mine.withdrawTitle")}
              text={t("mine.withdrawText")}
              label={t("mine.withdraw")}
              className={card}
            />
          </>
        )}
        <p>
          <Link to="/account/pledges" className="font-semibold text-brand-700 underline">
            {t("mine.back")}
          </Link>
        </p>
      </Container>
    </>
  );
}

// No ErrorBoundary of its own: another company's (or an unknown) id is the root's "Page not found" (404).
