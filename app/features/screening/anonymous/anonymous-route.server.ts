import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { formatSgDate, isRealDate, todayInSingapore } from "~/lib/text/singapore-date";
import type { FormResult } from "~/ui/use-schema-form";
import { anonymousMessages as m } from "../messages";
import { anonymousReminderSchema } from "./anonymous.schema";
import {
  anonymousReminderByToken,
  confirmAnonymousReminder,
  removeAnonymousReminder,
  requestAnonymousReminder,
} from "./anonymous.server";

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
  return { dueOn, rule, dueLabel: valid ? formatSgDate(dueOn) : null };
}

export type RemindActionData = { result: FormResult; sent?: undefined } | { sent: string; result?: undefined };

/** POST: e-mail, dueOn, rule. "Check your inbox" whatever the address; rate-limited. */
export async function remindAction(request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: anonymousReminderSchema(todayInSingapore()) });
  if (submission.status !== "success") return data<RemindActionData>({ result: submission.reply() }, { status: 400 });
  const outcome = await requestAnonymousReminder(submission.value, request);
  if (!outcome.ok)
    return data<RemindActionData>(
      { result: submission.reply({ formErrors: [outcome.message] }) },
      { status: outcome.status },
    );
  return data<RemindActionData>({ sent: outcome.message });
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
