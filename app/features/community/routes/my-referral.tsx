import type { z } from "zod";
import type { Route } from "./+types/my-referral";
import { Button } from "~/ui/button";
import { IntentCard } from "~/ui/post-button";
import { Container } from "~/ui/container";
import { Notice, TextField } from "~/ui/field";
import { Form, Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { useSchemaForm } from "~/ui/use-schema-form";
import { createT } from "~/lib/i18n/translate";
import { noReactWith } from "~/lib/http/page-scripts";
import { memberCard } from "../components/member-page";
import { myReferralAction, myReferralPage } from "../referrals/my-referrals.server";
import type { referralEditSchema } from "../referrals/referral.schema";

/**
 * No React (ADR 0024): two plain forms the server answers. form-feedback focuses the field in
 * error, or what the server marks `data-focus` (the form's message, the confirmation).
 */
export const handle = noReactWith("form-feedback");

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "RID-CRC"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params }: Route.LoaderArgs) => myReferralPage(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) => myReferralAction(request, params.id);

/** One of the Champion's referrals (issue 29): corrected or withdrawn while pending, read-only once joined. */
export default function MyReferral({ loaderData, actionData }: Route.ComponentProps) {
  const { referral } = loaderData;
  const done = actionData?.done;
  const [form, fields] = useSchemaForm<z.input<typeof referralEditSchema>>(actionData?.result, {
    defaultValue: { email: referral.email },
  });
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader
        title={t("referrals.editTitle")}
        intro={t("referrals.line", { sent: referral.sentLabel, status: referral.statusLabel })}
      />
      <Container className="max-w-3xl space-y-6 py-12">
        {done ? (
          <div tabIndex={-1} data-focus className="focus:outline-none">
            <Notice tone="success">{done.message}</Notice>
          </div>
        ) : null}
        {!referral.pending ? (
          <div className={`${memberCard} space-y-3`}>
            <p className="break-all">
              <span className="text-muted">{t("referrals.friendEmailLabel")} </span>
              {referral.email}
            </p>
            <p>{t("says.joined")}</p>
          </div>
        ) : (
          <>
            <div className={memberCard}>
              <Form method="post" {...form.props} className="space-y-6">
                {form.errors ? (
                  <div tabIndex={-1} data-focus className="focus:outline-none">
                    <Notice tone="error">{form.errors[0]}</Notice>
                  </div>
                ) : null}
                <TextField
                  meta={fields.email}
                  label={t("referrals.friendEmail")}
                  type="email"
                  autoComplete="off"
                  hint={t("referrals.friendEmailHint")}
                />
                <Button type="submit" size="lg" className="w-full" data-pending-label={t("referrals.sending")}>
                  <span data-label>{t("referrals.submit")}</span>
                </Button>
              </Form>
            </div>
            <IntentCard
              intent="withdraw"
              title={t("referrals.withdrawTitle")}
              text={t("referrals.withdrawText")}
              label={t("referrals.withdraw")}
              className={memberCard}
            />
          </>
        )}
        <p>
          <Link to="/account/referrals" className="font-semibold text-brand-700 underline">
            {t("referrals.back")}
          </Link>
        </p>
      </Container>
    </>
  );
}

// No ErrorBoundary of its own: another person's (or an unknown) id is the root's "Page not found"
// (404), which championOnlyBoundary would rethrow (logged as a route error); a partner who opens
// an address of this page gets the root's error page with the same 403.
