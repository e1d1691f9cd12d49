import { eq } from "drizzle-orm";
import { events } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { manageUrl } from "../registration/token.server";
import { audit } from "~/lib/audit.server";
import { csvResponse } from "~/lib/text/csv";
import { db } from "~/lib/db.server";
import { enqueueEmail, type Email } from "~/lib/email/outbox.server";
import { emailT, linkInLanguage } from "~/lib/email/words.server";
import type { Lang } from "~/lib/i18n/languages";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { formatSgDateTime, todayInSingapore } from "~/lib/text/singapore-date";
import type { RegistrantEmailInput } from "./event-form.schema";
import { eventMessages as m } from "./messages";
import { registrationStatusLabels } from "./status";
import type { EventOutcome } from "./writes.server";
import { eventForChange, eventPeople, registeredPeople } from "./queries.server";
import { notFound } from "~/lib/http/not-found";

/** The people of one event (issue #15): the CSV export and the team's e-mail to everyone registered. */

/**
 * E-mails to registrants go out in bulk, so a slip (a double click, a script) must not mail the
 * same people again and again: a few per admin per hour.
 */
const registrantEmailLimit: Limit = { name: "event-registrant-email", max: 5, windowSeconds: 3600 };

const csvHeader = ["Name", "E-mail", "Status", "Since (Singapore time)", "Waitlist position", "Confirmed", "Cancelled"];

/** The event's registrations and waitlist as a CSV file; the export is audited (it holds personal data). */
export async function registrantsCsv(request: Request, admin: SessionUser, id: string): Promise<Response> {
  const [event] = await db().select({ id: events.id, title: events.title }).from(events).where(eq(events.id, id));
  if (!event) throw notFound(request);
  const rows = await eventPeople(id);
  await db().transaction(async (tx) => {
    await audit(tx, admin, request, {
      action: "event.export",
      target: { type: "event", id, label: event.title },
      after: { rows: rows.length },
    });
  });
  const when = (d: Date | null) => (d ? formatSgDateTime(d) : "");
  async function* batches() {
    yield rows.map((r) => [
      r.name,
      r.email,
      registrationStatusLabels[r.status],
      when(r.queuedAt),
      r.position ?? "",
      when(r.confirmedAt),
      when(r.cancelledAt),
    ]);
  }
  return csvResponse(`rid-crc-event-registrations-${todayInSingapore()}.csv`, csvHeader, batches());
}

function teamMessage(
  title: string,
  input: RegistrantEmailInput,
  person: { id: string; name: string; email: string; lang: Lang },
): Email {
  // The team's subject and message as typed; why the person gets it, and their link, in the
  // registration's language (issue 27).
  const t = emailT(person.lang);
  const footer = t("eventMessage.footer", { title, url: linkInLanguage(manageUrl(person.id), person.lang) });
  return { lang: person.lang, to: person.email, subject: input.subject, text: `${input.message}\n\n${footer}` };
}

/** The team's message to everyone registered, each once, with the count in the audit row. */
export async function emailRegistrants(
  request: Request,
  admin: SessionUser,
  id: string,
  input: RegistrantEmailInput,
): Promise<EventOutcome> {
  const [event] = await db().select({ id: events.id }).from(events).where(eq(events.id, id));
  if (!event) return { ok: false, status: 404, message: m.notFound };
  const limit = await hit(registrantEmailLimit, admin.id);
  if (!limit.allowed)
    return { ok: false, status: 429, message: m.tooManyEmails(Math.ceil(limit.retryAfterSeconds / 60)) };
  return db().transaction(async (tx): Promise<EventOutcome> => {
    const current = await eventForChange(tx, id);
    if (!current) return { ok: false, status: 404, message: m.notFound };
    const people = await registeredPeople(tx, id);
    if (people.length === 0) return { ok: false, status: 409, message: m.nobodyRegistered };
    for (const person of people) await enqueueEmail(teamMessage(current.event.title, input, person), tx);
    await audit(tx, admin, request, {
      action: "event.email",
      target: { type: "event", id, label: current.event.title },
      after: { subject: input.subject, recipients: people.length },
    });
    return { ok: true, id, message: m.emailed(people.length) };
  });
}
