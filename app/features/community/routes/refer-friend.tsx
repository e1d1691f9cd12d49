import type { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import { HeartHandshake, Send, Sparkles, UserRoundX } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import * as facts from "../../../../content/facts.json";
import type { Route } from "./+types/refer-friend";
import { Button, ButtonLink, buttonClass } from "~/ui/button";
import { FieldError, Notice, TextAreaField, TextField } from "~/ui/field";
import { championOnlyBoundary } from "../components/champion-only";
import { MemberPage, memberCard } from "../components/member-page";
import { SharePanel } from "../components/share-panel";
import { referralLimits } from "../limits";
import { messages } from "../messages";
import { referralSchema } from "../referrals/referral.schema";
import { requireChampion } from "~/features/accounts/index.server";
import { referralPage, sendInvitations, type Invitation } from "../referrals/referrals.server";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import { noReactWith } from "~/lib/http/page-scripts";
import { defaultLang } from "~/lib/i18n/languages";
import { shareWords } from "../share.server";

/**
 * No React on this page (ADR 0024 §8). The rows' Add and Remove buttons and "Use sample message"
 * are Conform's intents, answered by the server (the action below) with the form as it now is;
 * form-feedback focuses what the server marks `data-focus` (the new row, the thanks), shows the
 * pending label and the messages' behaviour; share-panel wires the copy buttons of the thanks.
 */
export const handle = noReactWith("form-feedback", "share-panel");

export const meta: Route.MetaFunction = () => [
  { title: "Refer a Friend · Become a Lifesaver · RID-CRC" },
  { name: "robots", content: "noindex" },
];

// The page is English still (ADR 0027, "Still to do"): its share panel too, from community.json.
export async function loader({ request }: Route.LoaderArgs) {
  return { ...(await referralPage(await requireChampion(request))), share: shareWords(defaultLang) };
}

type Sent = { sent: number; failed: number; notices: string[] };
type ActionData = { result: FormResult; sent?: undefined } | { result?: undefined; sent: Sent };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireChampion(request);
  const submission = parseWithZod(await request.formData(), { schema: referralSchema });
  // Add, remove and "Use sample message" come here too when JavaScript is off (Conform list intents).
  if (submission.status !== "success")
    return data<ActionData>({ result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  const outcome = await sendInvitations(user, submission.value, request);
  if (!outcome.ok)
    return data<ActionData>(
      { result: submission.reply({ formErrors: [outcome.message] }) },
      { status: outcome.status },
    );
  return data<ActionData>({ sent: { sent: outcome.sent, failed: outcome.failed, notices: outcome.notices } });
}

function ReferForm({ result }: { result?: FormResult }) {
  const [form, fields] = useSchemaForm<z.input<typeof referralSchema>>(result, { defaultValue: { emails: [""] } });
  const rows = fields.emails.getFieldList();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && !navigation.formData?.has("__intent__");
  // After the server answered an Add or Remove (no React), the last row takes the focus, as the
  // effect below gives it with React; after "Use sample message", that button keeps it.
  const changed = result?.intent?.type;
  const rowsChanged = changed === "insert" || changed === "remove";

  // Keyboard users stay in place: a new row takes the focus; after a removal, the last row does.
  const count = useRef(rows.length);
  useEffect(() => {
    if (rows.length !== count.current) document.getElementById(rows[rows.length - 1]!.id)?.focus();
    count.current = rows.length;
  }, [rows]);

  return (
    <Form method="post" {...form.props} className="space-y-6">
      {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
      <fieldset aria-describedby={fields.emails.errors ? fields.emails.errorId : undefined} className="space-y-4">
        <legend className="text-lg font-semibold text-ink">Your friends&apos; email addresses</legend>
        <p className="text-sm text-muted">Up to {referralLimits.perBatch} friends at a time.</p>
        {rows.map((row, index) => (
          <div key={row.key} className="flex items-end gap-2">
            <TextField
              meta={row}
              label={`Friend's email ${index + 1}`}
              type="email"
              autoComplete="off"
              className="flex-1"
              data-focus={rowsChanged && index === rows.length - 1 ? "" : undefined}
            />
            {rows.length > 1 && (
              <button
                {...form.remove.getButtonProps({ name: fields.emails.name, index })}
                className={buttonClass("ghost", "md", "shrink-0")}
              >
                <UserRoundX aria-hidden className="size-4" />
                Remove<span className="sr-only"> friend {index + 1}</span>
              </button>
            )}
          </div>
        ))}
        <FieldError meta={fields.emails} />
        {rows.length < referralLimits.perBatch && (
          <button
            {...form.insert.getButtonProps({ name: fields.emails.name, defaultValue: "" })}
            className={buttonClass("secondary", "md")}
          >
            + Add another friend
          </button>
        )}
      </fieldset>
      <div>
        <TextAreaField
          meta={fields.message}
          label="Personal message (optional)"
          hint={`Added to each invitation. At most ${referralLimits.messageMaxLength} characters.`}
          maxLength={referralLimits.messageMaxLength}
        />
        <button
          {...form.update.getButtonProps({ name: fields.message.name, value: messages.sampleMessage })}
          className={buttonClass("ghost", "md", "mt-2")}
          data-focus={changed === "update" ? "" : undefined}
        >
          <Sparkles aria-hidden className="size-4" />
          Use sample message
        </button>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-pending-label="Sending...">
        <Send aria-hidden className="size-5" />
        <span data-label>{busy ? "Sending..." : "Send Lifesaving Invitations"}</span>
      </Button>
    </Form>
  );
}

function SuccessView({ sent, friendsInvited, dashboard }: { sent: Sent; friendsInvited: number; dashboard: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-5 text-center">
      <HeartHandshake aria-hidden className="mx-auto size-12 text-accent-600" />
      <h1 ref={heading} tabIndex={-1} data-focus className="text-3xl font-bold text-brand-900 focus:outline-none">
        You&apos;re a True Champion!
      </h1>
      <Notice tone="success" className="text-left">
        {sent.failed ? messages.partlySent(sent.sent, sent.failed) : messages.sent(sent.sent)}
      </Notice>
      {sent.notices.map((notice) => (
        <Notice key={notice} tone="info" className="text-left">
          {notice}
        </Notice>
      ))}
      <section aria-labelledby="impact-title" className="rounded-xl bg-brand-50 p-6">
        <h2 id="impact-title" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
          Your Impact
        </h2>
        <dl className="mt-2 flex flex-col items-center">
          <dt className="order-2 text-base text-ink">Friends Invited</dt>
          <dd className="order-1 text-5xl font-extrabold text-brand-900" data-testid="friends-invited">
            {friendsInvited}
          </dd>
        </dl>
      </section>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/refer-friend" size="lg">
          Refer More Friends
        </ButtonLink>
        <ButtonLink to={dashboard} size="lg" variant="secondary">
          Back to Dashboard
        </ButtonLink>
      </div>
    </div>
  );
}

const dateFormat = new Intl.DateTimeFormat("en-SG", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Singapore",
});

function Invitations({ items }: { items: Invitation[] }) {
  return (
    <section aria-labelledby="invitations-title" className={memberCard}>
      <h2 id="invitations-title" className="text-xl font-bold text-brand-900">
        Your invitations
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-muted">You haven&apos;t invited anyone yet. Your invitations will appear here.</p>
      ) : (
        <div className="relative mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Friend
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Status
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Invited on
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, i) => (
                <tr key={`${item.email}-${i}`} className="border-b border-line last:border-0" data-testid="invitation">
                  <td className="break-all py-2 pr-4">{item.email}</td>
                  <td className="py-2 pr-4">
                    {item.status === "joined" ? (
                      <span className="font-semibold text-green-800">Joined</span>
                    ) : (
                      <span className="text-ink">Pending</span>
                    )}
                  </td>
                  <td className="whitespace-nowrap py-2">
                    <time dateTime={item.invitedAt}>{dateFormat.format(new Date(item.invitedAt))}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4 text-sm">
            A mistyped address?{" "}
            <Link to="/account/referrals" className="font-semibold text-brand-700 underline">
              Correct or withdraw a referral
            </Link>{" "}
            until your friend joins.
          </p>
        </div>
      )}
    </section>
  );
}

export default function ReferFriend({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData as ActionData | undefined;
  return (
    <MemberPage>
      {view?.sent ? (
        <>
          <div className={memberCard}>
            <SuccessView sent={view.sent} friendsInvited={loaderData.friendsInvited} dashboard={loaderData.dashboard} />
          </div>
          <SharePanel url={loaderData.referralLink} words={loaderData.share} />
        </>
      ) : (
        <>
          <div className="text-center">
            <h1 className="text-3xl font-bold text-brand-900">Become a Lifesaver</h1>
            <p className="mt-3 text-muted">
              Colorectal cancer is Singapore&apos;s most common cancer, and about {facts.survivalEarlyPercent}% of
              people {facts.survivalEarlyMeasures}. Invite the people you care about to join the movement: one e-mail
              could lead to a screening that saves a life.
            </p>
          </div>
          <div className={memberCard}>
            <ReferForm result={view?.result} />
          </div>
        </>
      )}
      <Invitations items={loaderData.invitations} />
    </MemberPage>
  );
}

/** Signed-in visitors who are not Champions (spec content §5), HTTP 403. */
export const ErrorBoundary = championOnlyBoundary({ title: "Become a Lifesaver", message: messages.championOnly });
