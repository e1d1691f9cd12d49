import { data } from "react-router";
import { throwIfDatabaseUnavailable } from "~/lib/db.server";
import { reminderMessages as m } from "../messages";
import { remindersOn, setReminders } from "../record/record.server";
import { verifiedId } from "../tokens.server";

/**
 * The one-click stop of every reminder e-mail (/screening-reminders/:token), without signing in.
 * GET only shows a page with one "Stop reminders" button: mail scanners open links, and opening
 * must not opt anyone out. A link whose signature is not ours is "not valid" (404) before any
 * query, and writes nothing.
 */
const invalid = () => data({ invalid: true as const, message: m.linkInvalid }, { status: 404 });

export async function optOutPage(token: string | undefined) {
  const userId = verifiedId("screening-opt-out", token);
  if (!userId) return invalid();
  return { optedOut: !(await remindersOn(userId)), message: m.alreadyOptedOut };
}

export async function optOutAction(token: string | undefined) {
  const userId = verifiedId("screening-opt-out", token);
  if (!userId) return invalid();
  const changed = await setReminders(userId, false).catch((error: unknown) => {
    throwIfDatabaseUnavailable(error);
    // A signed id whose account was deleted since: nothing to write, and nothing will be sent.
    return false;
  });
  return { message: changed ? m.optedOut : m.alreadyOptedOut };
}
