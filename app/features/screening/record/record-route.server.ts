import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { requireChampion } from "~/features/accounts/index.server";
import { withFlash } from "~/lib/forms/flash.server";
import { calendarFile } from "~/lib/text/ics";
import { notFound } from "~/lib/http/not-found";
import { canonical } from "~/lib/page/seo.server";
import { emailT, linkInLanguage, userLanguage } from "~/lib/email/words.server";
import { formatSgDate, todayInSingapore } from "~/lib/text/singapore-date";
import type { FormResult } from "~/ui/use-schema-form";
import { kindLabels, recordMessages as m, resultLabels, stateAdvice, stateHeadline } from "../messages";
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

/** The state of a record as the page and the dashboard tile show it. */
function stateView(next: NextScreening) {
  return {
    state: next.state,
    headline: stateHeadline(next),
    advice: stateAdvice[next.state],
    dueOn: next.dueOn,
    sources: next.sources.map((s) => ({ title: s.title, url: s.url })),
  };
}
export type StateView = ReturnType<typeof stateView>;

/** The dashboard's Track My Screening tile: the state in a few words. */
export async function screeningTile(userId: string): Promise<StateView> {
  return stateView(await recordState(userId));
}

const entryView = (e: ScreeningEntry) => ({
  id: e.id,
  kind: e.kind,
  testedOn: e.testedOn,
  result: e.result,
  intervalYears: e.intervalYears ?? null,
  label: kindLabels[e.kind],
  dateLabel: formatSgDate(e.testedOn),
  resultLabel: resultLabels[e.result],
});

/** The choices the form offers, each result with the kinds it belongs to (labels from messages). */
const formOptions = {
  kinds: TEST_KINDS.map((k) => ({ value: k, label: kindLabels[k] })),
  results: [...new Set(Object.values(RESULTS).flat())].map((r) => ({
    value: r,
    label: resultLabels[r],
    kinds: TEST_KINDS.filter((k) => (RESULTS[k] as readonly string[]).includes(r)),
  })),
  interval: INTERVAL_YEARS,
  earliest: EARLIEST_TEST_DATE,
};

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
  const pick = (name: string) => {
    const id = url.searchParams.get(name);
    if (id === null) return null;
    const entry = entries.find((e) => e.id === id);
    if (!entry) throw notFound(request);
    return entryView(entry);
  };
  const next = nextScreening(entries, today);
  return {
    today,
    entries: entries.map(entryView).reverse(),
    next: stateView(next),
    reminders,
    editing: pick("edit"),
    deleting: pick("delete"),
    options: formOptions,
  };
}

export type ScreeningActionData =
  { result: FormResult; intent: "add" | "edit"; message?: undefined } | { message: string; result?: undefined };

const back = (message: string) => redirect(RECORD_PATH, { headers: withFlash({ kind: "success", message }) });

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
      return data<ScreeningActionData>({ result: submission.reply(), intent }, { status: 400 });
    const entry = submission.value as EntryInput;
    if (intent === "add") {
      await addEntry(user.id, entry);
      return back(m.added);
    }
    if (!(await updateEntry(user.id, id, entry))) throw notFound(request);
    return back(m.updated);
  }
  if (intent === "delete") {
    if (!(await deleteEntry(user.id, id))) throw notFound(request);
    return back(m.deleted);
  }
  if (intent === "reminders") {
    const on = form.get("reminders") === "on";
    await setReminders(user.id, on);
    return back(on ? m.remindersOn : m.remindersOff);
  }
  return data<ScreeningActionData>({ message: "Choose what to do: add, change or delete a test." }, { status: 400 });
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
