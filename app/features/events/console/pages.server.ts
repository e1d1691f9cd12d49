import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { withFlash } from "~/lib/forms/flash.server";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import { requireAdmin } from "~/features/accounts/index.server";
import { eventMessages as m } from "./messages";
import { eventFormSchema, eventStatusSchema, registrantEmailSchema } from "./event-form.schema";
import { emailRegistrants, registrantsCsv } from "./registrants.server";
import { createEvent, setEventStatus, updateEvent, type EventOutcome } from "./writes.server";
import { consoleEvent, consoleEvents, eventPeople, eventRef } from "./queries.server";
import { notFound } from "~/lib/http/not-found";

/**
 * The loaders and actions of the console's event pages (issue #15), so the route modules stay
 * thin: guard, parse, call one function of the events' server code, answer.
 */

export async function eventsListPage(request: Request) {
  await requireAdmin(request);
  return { ...(await consoleEvents()) };
}

const done = (outcome: Extract<EventOutcome, { ok: true }>, to = `/admin/events/${outcome.id}`) =>
  redirect(to, { headers: withFlash({ kind: "success", message: outcome.message }) });

/** Saves the event form: a new event, or the one at `id` over the version the form carries. */
export async function eventFormAction(request: Request, id: string | null, form: FormData) {
  const user = await requireAdmin(request);
  const submission = parseWithZod(form, { schema: eventFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = id
    ? await updateEvent(request, user, id, submission.value)
    : await createEvent(request, user, submission.value);
  if (outcome.ok) return done(outcome);
  if (outcome.status === 404) throw notFound(request);
  // What the admin typed comes back with the message, so nothing is lost.
  return data({ result: submission.reply({ formErrors: [outcome.message] }) }, { status: outcome.status });
}

export async function consoleEventPage(request: Request, params: { id?: string }) {
  await requireAdmin(request);
  const event = await consoleEvent(eventRef(request, params));
  if (!event) throw notFound(request);
  // The words go with the data: the page's browser code does not load every message of the tab.
  return { event: { ...event, lockedNotice: m.cancelledLocked } };
}

export type EventStatusData = { statusError: string; reason?: string; reasonError?: string };

/** The event page's forms: `intent=save` is the edit form; publish, unpublish and cancel are buttons. */
export async function consoleEventAction(request: Request, params: { id?: string }) {
  const user = await requireAdmin(request);
  const id = eventRef(request, params);
  const form = await request.formData();
  if (form.get("intent") === "save") return eventFormAction(request, id, form);
  const submission = parseWithZod(form, { schema: eventStatusSchema });
  const reason = String(form.get("reason") ?? "");
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const message = errors.reason?.[0] ?? errors.intent?.[0] ?? errors.updatedAt?.[0] ?? "";
    return data<EventStatusData>({ statusError: message, reason, reasonError: errors.reason?.[0] }, { status: 400 });
  }
  const outcome = await setEventStatus(request, user, id, submission.value);
  if (outcome.ok) return done(outcome);
  if (outcome.status === 404) throw notFound(request);
  return data<EventStatusData>({ statusError: outcome.message, reason }, { status: outcome.status });
}

export async function registrationsPage(request: Request, params: { id?: string }) {
  await requireAdmin(request);
  const id = eventRef(request, params);
  const event = await consoleEvent(id);
  if (!event) throw notFound(request);
  const people = await eventPeople(id);
  const when = (d: Date | null) => (d ? formatSgDateTime(d) : null);
  return {
    event: { id, title: event.title, when: event.when, status: event.status, people: event.people },
    people: people.map((p) => ({
      ...p,
      queuedAt: when(p.queuedAt),
      confirmedAt: when(p.confirmedAt),
      cancelledAt: when(p.cancelledAt),
    })),
  };
}

/** "E-mail registrants": subject and message to everyone registered. */
export async function registrantEmailAction(request: Request, params: { id?: string }) {
  const user = await requireAdmin(request);
  const id = eventRef(request, params);
  const submission = parseWithZod(await request.formData(), { schema: registrantEmailSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await emailRegistrants(request, user, id, submission.value);
  if (outcome.ok) return done(outcome, `/admin/events/${id}/registrations`);
  if (outcome.status === 404) throw notFound(request);
  return data({ result: submission.reply({ formErrors: [outcome.message] }) }, { status: outcome.status });
}

export async function registrationsCsvLoader(request: Request, params: { id?: string }) {
  const user = await requireAdmin(request);
  return registrantsCsv(request, user, eventRef(request, params));
}
