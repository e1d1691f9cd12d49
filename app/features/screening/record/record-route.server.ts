import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { requireChampion } from "~/features/accounts/index.server";
import { withFlash } from "~/lib/forms/flash.server";
import { calendarFile } from "~/lib/text/ics";
import { notFound } from "~/lib/http/not-found";
import { canonical } from "~/lib/page/seo.server";
import { emailT, linkInLanguage, userLanguage } from "~/lib/email/words.server";
import { todayInSingapore } from "~/lib/text/singapore-date";
import { dateIn } from "~/lib/i18n/dates";
import { tableText } from "~/lib/i18n/figures";
import type { Lang } from "~/lib/i18n/languages";
import { messagesFor } from "~/lib/i18n/messages.server";
import { localPath, requestLang } from "~/lib/i18n/paths";
import { localizer, pageWords } from "~/lib/i18n/says.server";
import { createT } from "~/lib/i18n/translate";
import type { FormResult } from "~/ui/use-schema-form";
import { recordMessages as m, stateHeadline } from "../messages";
import { adviceKeys } from "../reminders/emails";
import { RECORD_PATH } from "../reminders/reminders.server";
import { nextScreening, RESULTS, TEST_KINDS, type NextScreening, type ScreeningEntry } from "../rules";
import { EARLIEST_TEST_DATE, entrySchema, INTERVAL_YEARS, type EntryInput } from "./record.schema";
import {
  addEntry,
  deleteEntry,
  entriesOf,
  entryOf,
  recordState,
  remindersOn,
  setReminders,
  updateEntry,
} from "./record.server";

/** The state of a record as the dashboard tile has it (the dashboard says it in its language). */
function stateView(next: NextScreening) {
  return {
    state: next.state,
    headline: stateHeadline(next),
    dueOn: next.dueOn,
    sources: next.sources.map((s) => ({ title: s.title, url: s.url })),
  };
}
export type StateView = ReturnType<typeof stateView>;

/** The dashboard's Track My Screening tile: the state in a few words. */
export async function screeningTile(userId: string): Promise<StateView> {
  return stateView(await recordState(userId));
}

/**
 * The page's words in its language (issue 27): its own under screening.json's `record`, the
 * state's headline the dashboard tile's (dashboards.json `tiles`), its advice the reminder e-mail's
 * (email.json `screening.advice`): one home for each sentence. Messages the code writes in English
 * (recordMessages) are put in the language by screening.json's `says.record`.
 */
const { sayIn, replyIn } = localizer("screening");

function recordWords(lang: Lang) {
  const words = pageWords("screening", lang, ["record"]);
  const tiles = createT(lang, messagesFor(lang, "dashboards"));
  const mail = emailT(lang);
  const date = (iso: string) => dateIn(lang, iso);
  const state = (next: NextScreening) => ({
    ...stateView(next),
    headline: tableText(lang, tiles, `tiles.${next.state}`, stateHeadline(next), {
      date: next.dueOn ? date(next.dueOn) : "",
    }),
    advice: mail(`screening.advice.${adviceKeys[next.state]}`),
  });
  const t = words.t;
  const entry = (e: ScreeningEntry) => ({
    id: e.id,
    kind: e.kind,
    testedOn: e.testedOn,
    result: e.result,
    intervalYears: e.intervalYears ?? null,
    label: t(`record.kinds.${e.kind}`),
    dateLabel: date(e.testedOn),
    resultLabel: t(`record.results.${e.result}`),
  });
  // The choices the form offers: the rule table's kinds and results (rules.ts), in the language.
  const options = {
    kinds: TEST_KINDS.map((k) => ({ value: k, label: t(`record.kinds.${k}`) })),
    results: [...new Set(Object.values(RESULTS).flat())].map((r) => ({
      value: r,
      label: t(`record.results.${r}`),
      kinds: TEST_KINDS.filter((k) => (RESULTS[k] as readonly string[]).includes(r)),
    })),
    interval: INTERVAL_YEARS,
    earliest: EARLIEST_TEST_DATE,
  };
  return { ...words, state, entry, options };
}

/**
 * GET /dashboard/screening: the person's tests, the state, the reminder switch. `?edit=<id>` opens
 * an entry in the form, `?delete=<id>` asks to confirm its deletion (both work without JavaScript);
 * an id that is not one of the person's own is the site's 404.
 */
export async function screeningPage(request: Request) {
  const user = await requireChampion(request);
  const url = new URL(request.url);
  const today = todayInSingapore();
  const [entries, reminders] = await Promise.all([entriesOf(user.id), remindersOn(user.id)]);
  const { lang, messages, review, state, entry, options } = recordWords(requestLang(request));
  const pick = (name: string) => {
    const id = url.searchParams.get(name);
    if (id === null) return null;
    const found = entries.find((e) => e.id === id);
    if (!found) throw notFound(request);
    return entry(found);
  };
  return {
    lang,
    messages,
    review,
    today,
    entries: entries.map(entry).reverse(),
    next: state(nextScreening(entries, today)),
    reminders,
    editing: pick("edit"),
    deleting: pick("delete"),
    options,
  };
}

export type ScreeningActionData =
  { result: FormResult; intent: "add" | "edit"; message?: undefined } | { message: string; result?: undefined };

/** Back to the page in its language, with what was done said in it. */
const back = (request: Request, message: string) =>
  redirect(localPath(request, RECORD_PATH), {
    headers: withFlash({ kind: "success", message: sayIn(requestLang(request), message) }),
  });

/** The page's forms: add, edit, delete an entry; reminders on or off. */
export async function screeningAction(request: Request) {
  const user = await requireChampion(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if (intent === "add" || intent === "edit") {
    // An edit of an entry that is not the person's own is refused before its fields are read.
    if (intent === "edit" && !(await entryOf(user.id, id))) throw notFound(request);
    const submission = parseWithZod(form, { schema: entrySchema(todayInSingapore()) });
    if (submission.status !== "success")
      return data<ScreeningActionData>(
        { result: replyIn(requestLang(request), submission.reply()), intent },
        { status: 400 },
      );
    const entry = submission.value as EntryInput;
    if (intent === "add") {
      await addEntry(user.id, entry);
      return back(request, m.added);
    }
    if (!(await updateEntry(user.id, id, entry))) throw notFound(request);
    return back(request, m.updated);
  }
  if (intent === "delete") {
    if (!(await deleteEntry(user.id, id))) throw notFound(request);
    return back(request, m.deleted);
  }
  if (intent === "reminders") {
    const on = form.get("reminders") === "on";
    await setReminders(user.id, on);
    return back(request, on ? m.remindersOn : m.remindersOff);
  }
  return data<ScreeningActionData>({ message: sayIn(requestLang(request), m.chooseAction) }, { status: 400 });
}

/**
 * GET /dashboard/screening/next.ics: the next due date as an all-day calendar entry. No due date
 * (first test, a positive result waiting for a colonoscopy…): the site's 404.
 */
export async function screeningCalendar(request: Request) {
  const user = await requireChampion(request);
  const next = await recordState(user.id);
  if (!next.dueOn) throw notFound(request);
  // The file's address has no language (ADR 0027): its words are in the account's (issue 27).
  const lang = await userLanguage(user.id);
  const t = emailT(lang);
  const record = linkInLanguage(canonical(RECORD_PATH), lang);
  const text = calendarFile(
    {
      uid: `screening-${user.id}-${next.dueOn}@rid-crc`,
      start: next.dueOn,
      summary: t("calendar.screeningSummary"),
      description: t("calendar.screeningDescription", { url: record }),
      url: record,
    },
    "Screening",
  );
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="screening-due.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
