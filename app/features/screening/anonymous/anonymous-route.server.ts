import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { formatSgDate, isRealDate, todayInSingapore } from "~/lib/text/singapore-date";
import { dateIn } from "~/lib/i18n/dates";
import { defaultLang } from "~/lib/i18n/languages";
import { messagesFor, translationState } from "~/lib/i18n/messages.server";
import { requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import type { FormResult } from "~/ui/use-schema-form";
import { anonymousMessages as m } from "../messages";
import { anonymousReminderSchema } from "./anonymous.schema";
import {
  anonymousReminderByToken,
  confirmAnonymousReminder,
  removeAnonymousReminder,
  requestAnonymousReminder,
} from "./anonymous.server";

/** The visitor's messages that /get-screened/remind shows, translated under remind.messages.* (issue 27). */
const remindKeys = ["emailRequired", "emailInvalid", "dueOnInvalid", "checkInbox", "tooMany"] as const;
// The e-mail field's own message comes without the full stop: both spellings are the one message.
const withoutStop = (text: string) => text.replace(/\.$/, "");
const keyOf = new Map(remindKeys.map((key) => [withoutStop(m[key]), key]));

/**
 * The strings of the reminder page in the request's language, and its messages said in it: the
 * English wording unchanged in English, a message with no translation as it is.
 */
function remindWords(request: Request) {
  const lang = requestLang(request);
  const messages = messagesFor(lang, "screening");
  const t = createT(lang, messages);
  const say = (english: string) => {
    const key = keyOf.get(withoutStop(english));
    return lang === defaultLang || !key ? english : t(`remind.messages.${key}`);
  };
  return { lang, messages, say };
}

/** A rejected form's reply with its messages in the page's language. */
function translatedReply(result: FormResult, say: (english: string) => string): FormResult {
  const errors = result.error;
  if (!errors) return result;
  return {
    ...result,
    error: Object.fromEntries(Object.entries(errors).map(([name, list]) => [name, list ? list.map(say) : list])),
  };
}

/**
 * GET /get-screened/remind?dueOn=…&rule=…: the small form the checker's answer links to (and
 * renders itself, posting here). A date that is not one we would remind of shows the message alone.
 */
export function remindPage(request: Request) {
  const url = new URL(request.url);
  const dueOn = url.searchParams.get("dueOn") ?? "";
  const rule = url.searchParams.get("rule") ?? "";
  const valid = anonymousReminderSchema(todayInSingapore())
    .pick({ dueOn: true, rule: true })
    .safeParse({ dueOn, rule }).success;
  const { lang, messages, say } = remindWords(request);
  return {
    dueOn,
    rule,
    dueLabel: valid ? dateIn(lang, dueOn) : null,
    lang,
    messages,
    review: translationState(lang, "screening"),
    invalid: say(m.dueOnInvalid),
  };
}

export type RemindActionData = { result: FormResult; sent?: undefined } | { sent: string; result?: undefined };

/** POST: e-mail, dueOn, rule. "Check your inbox" whatever the address; rate-limited. */
export async function remindAction(request: Request) {
  const { say } = remindWords(request);
  const submission = parseWithZod(await request.formData(), { schema: anonymousReminderSchema(todayInSingapore()) });
  if (submission.status !== "success")
    return data<RemindActionData>({ result: translatedReply(submission.reply(), say) }, { status: 400 });
  const outcome = await requestAnonymousReminder(submission.value, request);
  if (!outcome.ok)
    return data<RemindActionData>(
      { result: submission.reply({ formErrors: [say(outcome.message)] }) },
      { status: outcome.status },
    );
  return data<RemindActionData>({ sent: say(outcome.message) });
}

/** GET /get-screened/reminder/:token: the link of both e-mails; buttons confirm or remove (POST). */
const invalid = () => data({ invalid: true as const, message: m.linkInvalid }, { status: 404 });

export async function reminderManagePage(token: string | undefined) {
  const found = await anonymousReminderByToken(token);
  if (!found) return invalid();
  const { row } = found;
  return {
    exists: row !== null,
    confirmed: row?.confirmedAt != null,
    dueLabel: row && isRealDate(row.dueOn) ? formatSgDate(row.dueOn) : null,
  };
}

export async function reminderManageAction(token: string | undefined, request: Request) {
  const found = await anonymousReminderByToken(token);
  if (!found) return invalid();
  const intent = (await request.formData()).get("intent");
  const outcome =
    intent === "confirm"
      ? await confirmAnonymousReminder(found.id)
      : intent === "remove"
        ? await removeAnonymousReminder(found.id)
        : { ok: false as const, message: "Choose Confirm or Remove.", status: 400 };
  return data({ message: outcome.message }, { status: outcome.ok ? 200 : outcome.status });
}
