import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { isDatabaseUnavailable } from "../db.server";
import { messagesFor } from "../i18n/messages.server";
import { splitLang } from "../i18n/paths";
import { createT } from "../i18n/translate";
import { logger } from "../logger.server";
import { OUTAGE_STATUS, RETRY_AFTER_SECONDS, type OutageWords } from "./outage";

/** The headers every outage answer carries: when to come back, and never keep a copy. */
export const outageHeaders = () => ({ "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });

/**
 * The outage's words in the language of the address (its /zh/, /ms/ or /ta/ prefix; English
 * otherwise, files included), issue 27. From the message files read at start ("email" namespace's
 * `outage` group, with the other server-made texts), never from the database that is down.
 */
export function outageWords(url: string): OutageWords & { form: string; text: string } {
  const { lang } = splitLang(new URL(url, "http://localhost").pathname);
  const t = createT(lang, messagesFor(lang, "email"));
  const words = { title: t("outage.title"), page: t("outage.page") };
  return { ...words, form: t("outage.form"), text: `${t("outage.text", words)}\n` };
}

/**
 * What a loader or action throws instead of a database connection error: the error boundary shows
 * the "briefly unavailable" page (app/error-content.tsx) with status 503, its words in the data. A
 * resource route (a PDF, a CSV, a calendar file) has no page: it gets the sentence as text.
 */
function outageAnswer(page: boolean, url: string): unknown {
  const { title, page: words, text } = outageWords(url);
  if (page)
    return data(
      { reason: "database-unavailable", title, page: words },
      { status: OUTAGE_STATUS, headers: outageHeaders() },
    );
  return new Response(text, {
    status: OUTAGE_STATUS,
    headers: { ...outageHeaders(), "Content-Type": "text/plain; charset=utf-8" },
  });
}

type Handler<Args, Result> = (args: Args) => Promise<Result> | Result;

/**
 * Wraps a route's loader or action: a database outage becomes the 503 answer, any other error goes
 * on as it was. The server applies it to every route of the build (server/outage-build.ts).
 */
export function answeringOutages<Args extends { request: Request }, Result>(
  handler: Handler<Args, Result>,
  { page, route }: { page: boolean; route: string },
): Handler<Args, Result> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logger.warn({ err: (error as Error).message, route, url: args.request.url }, "database unavailable: 503");
      throw outageAnswer(page, args.request.url);
    }
  };
}

/**
 * A form's action that, when the database cannot be reached, answers the form itself again: what
 * the person typed, the form-level message "briefly unavailable, nothing was saved", status 503,
 * with or without JavaScript. `shape` puts the form's result where the route's component reads it
 * (`(result) => ({ result })`, or the result itself). Without it, an outage in an action shows the
 * 503 page, and what was typed is gone.
 */
export function keepingTheForm<Args extends { request: Request }, Result, Shaped>(
  action: (args: Args) => Promise<Result>,
  shape: (result: SubmissionResult<string[]>) => Shaped,
) {
  return async (args: Args) => {
    // The action reads the body; the copy is read only when it is needed.
    const copy = args.request.clone();
    try {
      return await action(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logger.warn({ err: (error as Error).message, url: args.request.url }, "database unavailable: form kept, 503");
      const formData = await copy.formData();
      // Any schema: only the submitted values are wanted, keyed as the form's own reply keys them.
      // Passwords are never sent back into a page (as the partner registrations already do).
      const result = parseWithZod(formData, { schema: z.any() }).reply({
        formErrors: [outageWords(args.request.url).form],
        hideFields: [...new Set(formData.keys())].filter((name) => /password/i.test(name)),
      });
      return data(shape(result), { status: OUTAGE_STATUS, headers: outageHeaders() });
    }
  };
}
