import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { withFlash } from "~/lib/forms/flash.server";
import type { FormResult } from "~/ui/use-schema-form";
import { newsletterMessages as m } from "./messages";
import { defaultLang, type Lang } from "~/lib/i18n/languages";
import { messagesFor } from "~/lib/i18n/messages.server";
import { requestLang, splitLang } from "~/lib/i18n/paths";
import { localizer, pageWords } from "~/lib/i18n/says.server";
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

/** The newsletter's own pages in the page's language (issue 27): app/locales/<lang>/newsletter.json. */
const { sayIn, replyIn } = localizer("newsletter");

type Page = "subscribe" | "confirm" | "unsubscribe";

/** A page's words (its own section and the crumbs), its title and its translation state. */
export function newsletterWords(lang: Lang, page: Page) {
  const { t, ...words } = pageWords("newsletter", lang, [page, "crumbs"]);
  return { ...words, title: t(`${page}.title`) };
}

/**
 * POST /newsletter/subscribe: a bad address is shown at its field on the sign-up page; otherwise
 * back where it came from with the message (the same one whatever the address), or the flood's.
 */
export async function subscribeAction(request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: subscribeSchema });
  if (submission.status !== "success")
    return data<SubscribeActionData>({ result: replyIn(requestLang(request), submission.reply()) }, { status: 400 });
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
export function confirmPage(token: string | undefined, lang: Lang = defaultLang) {
  return stopOrConfirmPage(token, "confirm", lang);
}

export async function confirmAction(token: string | undefined, lang: Lang = defaultLang) {
  const outcome = await confirmByToken(token);
  if (!outcome.ok) return data({ ok: false, message: sayIn(lang, outcome.message) }, { status: outcome.status });
  return data({ ok: true, message: sayIn(lang, outcome.message), stopPath: outcome.stopPath ?? null });
}

/** GET /newsletter/unsubscribe/:token: the page of the e-mails' link, one button. */
export function unsubscribePage(token: string | undefined, lang: Lang = defaultLang) {
  return stopOrConfirmPage(token, "stop", lang);
}

/** POST: the button, or a mail provider's one-click post (no session is read: the token is all). */
export async function unsubscribeAction(token: string | undefined, lang: Lang = defaultLang) {
  const outcome = await unsubscribeByToken(token);
  return data({ ok: outcome.ok, message: sayIn(lang, outcome.message) }, { status: outcome.ok ? 200 : outcome.status });
}

function stopOrConfirmPage(token: string | undefined, kind: "confirm" | "stop", lang: Lang) {
  const valid = kind === "stop" ? stopLinkValid(token) : confirmLinkValid(token);
  const words = newsletterWords(lang, kind === "stop" ? "unsubscribe" : "confirm");
  return valid
    ? { valid: true as const, ...words }
    : data({ valid: false as const, message: sayIn(lang, m.linkInvalid), ...words }, { status: 404 });
}
