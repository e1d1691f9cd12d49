import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { withFlash } from "~/lib/forms/flash.server";
import type { FormResult } from "~/ui/use-schema-form";
import { newsletterMessages as m } from "./messages";
import { messagesFor } from "~/lib/i18n/messages.server";
import { splitLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import { subscribeSchema } from "./subscribe.schema";
import { confirmByToken, confirmLinkValid, stopLinkValid, subscribe, unsubscribeByToken } from "./subscribe.server";

const SUBSCRIBE_PATH = "/newsletter/subscribe";

/**
 * Where the answer goes: back to the page whose form was posted (the footer's is on every page,
 * most without React), read from the Referer of our own origin only; else the sign-up page.
 */
function back(request: Request): string {
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === new URL(request.url).origin && from.pathname.startsWith("/"))
        return from.pathname + from.search;
    } catch {
      // Not a URL: the sign-up page.
    }
  }
  return SUBSCRIBE_PATH;
}

export type SubscribeActionData = { result: FormResult };

/**
 * POST /newsletter/subscribe: a bad address is shown at its field on the sign-up page; otherwise
 * back where it came from with the message (the same one whatever the address), or the flood's.
 */
export async function subscribeAction(request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: subscribeSchema });
  if (submission.status !== "success")
    return data<SubscribeActionData>({ result: submission.reply() }, { status: 400 });
  const outcome = await subscribe(submission.value.email, request);
  const to = back(request);
  return redirect(to, {
    headers: withFlash({ kind: outcome.ok ? "success" : "error", message: inPageLanguage(to, outcome.message) }),
  });
}

/**
 * The footer form's answer in the language of the page it goes back to (issue 27): the shell's
 * words for the two messages it can give there; any other as written.
 */
function inPageLanguage(path: string, message: string): string {
  const { lang } = splitLang(new URL(path, "http://local.invalid").pathname);
  const key = message === m.checkInbox ? "checkInbox" : message === m.tooMany ? "tooMany" : null;
  return key && lang !== "en" ? createT(lang, messagesFor(lang, "shell"))(`newsletter.${key}`) : message;
}

/** GET /newsletter/confirm/:token: a button (a link scanner opening the page confirms nothing). */
export function confirmPage(token: string | undefined) {
  return stopOrConfirmPage(token, "confirm");
}

export async function confirmAction(token: string | undefined) {
  const outcome = await confirmByToken(token);
  if (!outcome.ok) return data({ ok: false, message: outcome.message }, { status: outcome.status });
  return data({ ok: true, message: outcome.message, stopPath: outcome.stopPath ?? null });
}

/** GET /newsletter/unsubscribe/:token: the page of the e-mails' link, one button. */
export function unsubscribePage(token: string | undefined) {
  return stopOrConfirmPage(token, "stop");
}

/** POST: the button, or a mail provider's one-click post (no session is read: the token is all). */
export async function unsubscribeAction(token: string | undefined) {
  const outcome = await unsubscribeByToken(token);
  return data({ ok: outcome.ok, message: outcome.message }, { status: outcome.ok ? 200 : outcome.status });
}

function stopOrConfirmPage(token: string | undefined, kind: "confirm" | "stop") {
  const valid = kind === "stop" ? stopLinkValid(token) : confirmLinkValid(token);
  return valid ? { valid: true as const } : data({ valid: false as const, message: m.linkInvalid }, { status: 404 });
}
