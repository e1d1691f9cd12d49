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
import { dateIn } from "~/lib/i18n/dates";
import { requestLang } from "~/lib/i18n/paths";
import { createT, type T } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { championOnlyWords } from "../champion-access.server";
import { referWords, referralReplyIn, referralSayIn, singaporeDay } from "../referrals/localized.server";
import { shareWords } from "../share.server";

/**
 * No React on this page (ADR 0024 §8). The rows' Add and Remove buttons and "Use sample message"
 * are Conform's intents, answered by the server (the action below) with the form as it now is;
 * form-feedback focuses what the server marks `data-focus` (the new row, the thanks), shows the
 * pending label and the messages' behaviour; share-panel wires the copy buttons of the thanks.
 */
export const handle = noReactWith("form-feedback", "share-panel");

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "Refer a Friend · Become a Lifesaver"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

const champion = (request: Request) => {
  const lang = requestLang(request);
  return requireChampion(request, championOnlyWords(lang, "refer.title", "championOnly.referrals"));
};

/** The page in its language (issue 27): its words and share panel from community.json, dates by Intl. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const page = await referralPage(await champion(request));
  const { t, ...words } = referWords(lang);
  return {
    ...page,
    ...words,
    title: t("refer.metaTitle"),
    invitations: page.invitations.map((item) => ({ ...item, invitedOn: dateIn(lang, singaporeDay(item.invitedAt)) })),
    share: shareWords(lang),
  };
}

type Sent = { message: string; notices: string[] };
type ActionData = { result: FormResult; sent?: undefined } | { result?: undefined; sent: Sent };

export async function action({ request }: Route.ActionArgs) {
  const user = await champion(request);
  const lang = requestLang(request);
  const submission = parseWithZod(await request.formData(), { schema: referralSchema });
  // Add, remove and "Use sample message" come here too when JavaScript is off (Conform list intents).
  if (submission.status !== "success")
    return data<ActionData>(
      { result: referralReplyIn(lang, submission.reply()) },
      { status: submission.status === "error" ? 400 : 200 },
    );
  const outcome = await sendInvitations(user, submission.value, request);
  if (!outcome.ok)
    return data<ActionData>(
      { result: referralReplyIn(lang, submission.reply({ formErrors: [outcome.message] })) },
      { status: outcome.status },
    );
  const { t } = referWords(lang);
  const { sent: count, failed } = outcome;
  const message = failed ? t("refer.partlySent", { count, failed }) : t("refer.sent", { count });
  return data<ActionData>({ sent: { message, notices: outcome.notices.map((notice) => referralSayIn(lang, notice)) } });
}

function ReferForm({ result, t }: { result?: FormResult; t: T }) {
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
        <legend className="text-lg font-semibold text-ink">{t("refer.friendsLegend")}</legend>
        <p className="text-sm text-muted">{t("refer.upTo", { count: referralLimits.perBatch })}</p>
        {rows.map((row, index) => (
          <div key={row.key} className="flex items-end gap-2">
            <TextField
              meta={row}
              label={t("refer.friendEmail", { number: index + 1 })}
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
                {t("refer.remove")}
                <span className="sr-only"> {t("refer.removeFriend", { number: index + 1 })}</span>
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
            {t("refer.addFriend")}
          </button>
        )}
      </fieldset>
      <div>
        <TextAreaField
          meta={fields.message}
          label={t("refer.messageLabel")}
          hint={t("refer.messageHint", { count: referralLimits.messageMaxLength })}
          maxLength={referralLimits.messageMaxLength}
        />
        <button
          {...form.update.getButtonProps({ name: fields.message.name, value: t("refer.sampleMessage") })}
          className={buttonClass("ghost", "md", "mt-2")}
          data-focus={changed === "update" ? "" : undefined}
        >
          <Sparkles aria-hidden className="size-4" />
          {t("refer.useSample")}
        </button>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-pending-label={t("refer.sending")}>
        <Send aria-hidden className="size-5" />
        <span data-label>{busy ? t("refer.sending") : t("refer.submit")}</span>
      </Button>
    </Form>
  );
}

type SuccessProps = { sent: Sent; friendsInvited: number; dashboard: string; t: T };

function SuccessView({ sent, friendsInvited, dashboard, t }: SuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-5 text-center">
      <HeartHandshake aria-hidden className="mx-auto size-12 text-accent-600" />
      <h1 ref={heading} tabIndex={-1} data-focus className="text-3xl font-bold text-brand-900 focus:outline-none">
        {t("refer.thanksTitle")}
      </h1>
      <Notice tone="success" className="text-left">
        {sent.message}
      </Notice>
      {sent.notices.map((notice) => (
        <Notice key={notice} tone="info" className="text-left">
          {notice}
        </Notice>
      ))}
      <section aria-labelledby="impact-title" className="rounded-xl bg-brand-50 p-6">
        <h2 id="impact-title" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
          {t("refer.impact")}
        </h2>
        <dl className="mt-2 flex flex-col items-center">
          <dt className="order-2 text-base text-ink">{t("refer.friendsInvited")}</dt>
          <dd className="order-1 text-5xl font-extrabold text-brand-900" data-testid="friends-invited">
            {friendsInvited}
          </dd>
        </dl>
      </section>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/refer-friend" size="lg">
          {t("refer.referMore")}
        </ButtonLink>
        <ButtonLink to={dashboard} size="lg" variant="secondary">
          {t("refer.backToDashboard")}
        </ButtonLink>
      </div>
    </div>
  );
}

function Invitations({ items, t }: { items: (Invitation & { invitedOn: string })[]; t: T }) {
  return (
    <section aria-labelledby="invitations-title" className={memberCard}>
      <h2 id="invitations-title" className="text-xl font-bold text-brand-900">
        {t("refer.invitationsTitle")}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-muted">{t("refer.none")}</p>
      ) : (
        <div className="relative mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("refer.friend")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("refer.status")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t("refer.invitedOn")}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, i) => (
                <tr key={`${item.email}-${i}`} className="border-b border-line last:border-0" data-testid="invitation">
                  <td className="break-all py-2 pr-4">{item.email}</td>
                  <td className="py-2 pr-4">
                    {item.status === "joined" ? (
                      <span className="font-semibold text-green-800">{t("referrals.status.joined")}</span>
                    ) : (
                      <span className="text-ink">{t("referrals.status.pending")}</span>
                    )}
                  </td>
                  <td className="whitespace-nowrap py-2">
                    <time dateTime={item.invitedAt}>{item.invitedOn}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4 text-sm">
            {t("refer.mistyped")}{" "}
            <Link to="/account/referrals" className="font-semibold text-brand-700 underline">
              {t("refer.correct")}
            </Link>{" "}
            {t("refer.untilJoins")}
          </p>
        </div>
      )}
    </section>
  );
}

export default function ReferFriend({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData as ActionData | undefined;
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <MemberPage>
      <TranslationNote review={loaderData.review} />
      {view?.sent ? (
        <>
          <div className={memberCard}>
            <SuccessView
              sent={view.sent}
              friendsInvited={loaderData.friendsInvited}
              dashboard={loaderData.dashboard}
              t={t}
            />
          </div>
          <SharePanel url={loaderData.referralLink} words={loaderData.share} />
        </>
      ) : (
        <>
          <div className="text-center">
            <h1 className="text-3xl font-bold text-brand-900">{t("refer.title")}</h1>
            <p className="mt-3 text-muted">{t("refer.intro", { percent: facts.survivalEarlyPercent })}</p>
          </div>
          <div className={memberCard}>
            <ReferForm result={view?.result} t={t} />
          </div>
        </>
      )}
      <Invitations items={loaderData.invitations} t={t} />
    </MemberPage>
  );
}

/** Signed-in visitors who are not Champions (spec content §5), HTTP 403. */
export const ErrorBoundary = championOnlyBoundary({ title: "Become a Lifesaver", message: messages.championOnly });
