import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { eventRegistrations } from "#db/schema";
import { clientIp } from "~/lib/http/client-ip";
import { db, type Tx } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { userLanguage } from "~/lib/email/words.server";
import { defaultLang, type Lang } from "~/lib/i18n/languages";
import { requestLang } from "~/lib/i18n/paths";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import type { EventRow } from "../event-row";
import { cancelledRegistrationEmail, confirmEmail, registeredEmail, waitlistedEmail } from "../emails";
import { messages } from "../messages";
import type { VisitorRegistration } from "./registration.schema";
import { fillFreeSeats, lockEvent, mailFor, readEvent, seatOrWaitlist, sendWithCalendar } from "./seats.server";
import { wakeReminders } from "./reminders.server";
import { hashToken, manageToken, tokenShape } from "./token.server";

type Registration = typeof eventRegistrations.$inferSelect;
export type Outcome =
  | { ok: true; message: string; status?: Registration["status"] }
  | { ok: false; message: string; status: 400 | 404 | 409 | 429 };

const registrationLimits = {
  perClient: { name: "event-registration-client", max: 10, windowSeconds: 3600 },
  perAddress: { name: "event-registration-address", max: 3, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

/** Why this event takes no registration now, or null when it does. One home for every refusal. */
export function registrationRefusal(event: EventRow | undefined, now: Date): string | null {
  if (!event || !event.published) return messages.refusedUnknown;
  if (event.cancelledAt) return messages.refusedCancelled;
  if (event.startsAt <= now) return messages.refusedPast;
  if (event.registrationUrl) return messages.refusedExternal;
  if (event.registrationOpensAt && event.registrationOpensAt > now)
    return messages.refusedNotOpen(formatSgDateTime(event.registrationOpensAt));
  if (event.registrationClosesAt && event.registrationClosesAt <= now) return messages.refusedClosed;
  return null;
}

const refused = (event: EventRow | undefined, message: string): Outcome => ({
  ok: false,
  message,
  status: !event || !event.published ? 404 : 409,
});

async function existingRow(tx: Tx, eventId: string, email: string): Promise<Registration | undefined> {
  const [row] = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), sql`lower(${eventRegistrations.email}) = lower(${email})`));
  return row;
}

/** A new row with its manage token's hash (the token itself is never stored). */
function newRow(eventId: string, person: { name: string; email: string; userId: string | null; language: Lang }) {
  const id = randomUUID();
  return { id, eventId, ...person, tokenHash: hashToken(manageToken(id)) };
}

/**
 * A cancelled registration taken up again is a new registration: a new id, so a new manage token.
 * The old link (in the cancelled person's mailbox, or anyone's they forwarded it to) must not
 * open the new one (issue 22).
 */
function freshIdentity() {
  const id = randomUUID();
  return { id, tokenHash: hashToken(manageToken(id)) };
}

/** Takes a seat or a waitlist place (event locked), and e-mails the result with the calendar file. */
async function place(tx: Tx, event: EventRow, row: Registration): Promise<Registration["status"]> {
  const status = await seatOrWaitlist(tx, event);
  await tx
    .update(eventRegistrations)
    .set({ status, queuedAt: sql`clock_timestamp()`, confirmedAt: sql`now()`, cancelledAt: null, reminderSentAt: null })
    .where(eq(eventRegistrations.id, row.id));
  const mail = mailFor(event, row);
  await sendWithCalendar(
    tx,
    event,
    status === "registered" ? registeredEmail(mail) : waitlistedEmail(mail),
    mail.lang ?? defaultLang,
  );
  return status;
}

const placed = (status: Registration["status"]): Outcome => ({
  ok: true,
  status,
  message: status === "registered" ? messages.registered : messages.waitlisted,
});

/** A signed-in person registers in one step, with their account's name and e-mail. */
export async function registerSignedIn(
  eventId: string,
  user: { id: string; name: string; email: string },
  now = new Date(),
): Promise<Outcome> {
  const outcome = await db().transaction(async (tx): Promise<Outcome> => {
    const event = await lockEvent(tx, eventId);
    // A signed-in person's e-mails, now and later, in their account's language (issue 27).
    const language = await userLanguage(user.id, tx);
    const refusal = registrationRefusal(event, now);
    if (refusal || !event) return refused(event, refusal ?? messages.refusedUnknown);
    let row = await existingRow(tx, eventId, user.email);
    if (row && row.status !== "cancelled" && row.status !== "pending")
      return { ok: false, message: messages.alreadyRegistered, status: 409 };
    if (row) {
      // A pending or cancelled row of the account's own address: the account confirms it.
      [row] = await tx
        .update(eventRegistrations)
        .set({ userId: user.id, name: user.name, language, ...(row.status === "cancelled" ? freshIdentity() : {}) })
        .where(eq(eventRegistrations.id, row.id))
        .returning();
    } else {
      [row] = await tx
        .insert(eventRegistrations)
        .values({
          ...newRow(eventId, { name: user.name, email: user.email, userId: user.id, language }),
          status: "pending",
        })
        .returning();
    }
    return placed(await place(tx, event, row!));
  });
  return afterCommit(outcome);
}

/** A place taken or freed at an event starting within the day makes a reminder due now. */
function afterCommit(outcome: Outcome): Outcome {
  if (outcome.ok) wakeReminders();
  return outcome;
}

/**
 * A visitor asks to register: a `pending` row (no seat) and an e-mail with the confirm link. The
 * answer is the same whatever the address already had, so nobody learns who registered.
 */
export async function registerVisitor(
  eventId: string,
  input: VisitorRegistration,
  request: Request,
  now = new Date(),
): Promise<Outcome> {
  const email = input.email.toLowerCase();
  // Refusals first, so they spend no attempt; checked again below with the event locked.
  const early = await readEvent(db(), eventId);
  const earlyRefusal = registrationRefusal(early, now);
  if (earlyRefusal) return refused(early, earlyRefusal);
  // Counted outside the transaction: the limiter writes through its own connection.
  if (
    !(await hit(registrationLimits.perClient, clientIp(request))).allowed ||
    !(await hit(registrationLimits.perAddress, email)).allowed
  )
    return { ok: false, message: messages.tooMany, status: 429 };
  // A visitor's e-mails, now and later (reminder, a freed seat), in the page's language (issue 27).
  const language = requestLang(request);
  return db().transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const refusal = registrationRefusal(event, now);
    if (refusal || !event) return refused(event, refusal ?? messages.refusedUnknown);
    let row = await existingRow(tx, eventId, email);
    if (!row) {
      [row] = await tx
        .insert(eventRegistrations)
        .values({ ...newRow(eventId, { name: input.name, email, userId: null, language }), status: "pending" })
        .returning();
    } else if (row.status === "cancelled") {
      [row] = await tx
        .update(eventRegistrations)
        .set({
          status: "pending",
          name: input.name,
          language,
          cancelledAt: null,
          confirmedAt: null,
          ...freshIdentity(),
        })
        .where(eq(eventRegistrations.id, row.id))
        .returning();
    }
    const mail = mailFor(event, row!);
    // An address already holding a place is told so (with its manage link), not re-registered.
    if (row!.status === "pending") await enqueueEmail(confirmEmail(mail), tx);
    else
      await sendWithCalendar(
        tx,
        event,
        row!.status === "registered" ? registeredEmail(mail) : waitlistedEmail(mail),
        mail.lang ?? defaultLang,
      );
    return { ok: true, message: messages.checkEmail };
  });
}

/** The registration a manage link names, or null for anything we did not issue. */
export async function registrationByToken(token: string) {
  if (!tokenShape.test(token)) return null;
  const [row] = await db()
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.tokenHash, hashToken(token)));
  return row ?? null;
}

/** Locks the event, then re-reads the row: every change of an event's places queues on the event. */
export async function lockedRow(tx: Tx, row: Registration) {
  const event = await lockEvent(tx, row.eventId);
  const [fresh] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, row.id));
  return { event, fresh };
}

/** Confirm from the e-mail: pending → registered or waitlisted. Anything else is left as it is. */
export async function confirmRegistration(token: string, now = new Date()): Promise<Outcome> {
  const row = await registrationByToken(token);
  if (!row) return { ok: false, message: messages.linkInvalid, status: 404 };
  const outcome = await db().transaction(async (tx): Promise<Outcome> => {
    const { event, fresh } = await lockedRow(tx, row);
    if (!fresh || !event) return { ok: false, message: messages.linkInvalid, status: 404 };
    if (fresh.status === "registered" || fresh.status === "waitlisted") return placed(fresh.status);
    if (fresh.status === "cancelled") return { ok: false, message: messages.cancelled, status: 409 };
    const refusal = registrationRefusal(event, now);
    if (refusal) return refused(event, refusal);
    return placed(await place(tx, event, fresh));
  });
  return afterCommit(outcome);
}

/**
 * Cancels a place. A seat it held goes at once to the first person waiting (e-mailed), in the
 * same transaction, so a seat is never lost between the two.
 */
export async function cancelRegistration(
  row: Registration,
  now = new Date(),
  /** Runs in the cancellation's transaction once it is made (the account page's audit row). */
  alsoInTx?: (tx: Tx) => Promise<void>,
): Promise<Outcome> {
  const outcome = await db().transaction(async (tx): Promise<Outcome> => {
    const { event, fresh } = await lockedRow(tx, row);
    if (!fresh || !event || fresh.status === "cancelled")
      return { ok: false, message: messages.nothingToCancel, status: 409 };
    if (event.startsAt <= now) return { ok: false, message: messages.refusedPast, status: 409 };
    await tx
      .update(eventRegistrations)
      .set({ status: "cancelled", cancelledAt: sql`now()` })
      .where(eq(eventRegistrations.id, fresh.id));
    if (fresh.status !== "pending") await enqueueEmail(cancelledRegistrationEmail(mailFor(event, fresh)), tx);
    if (fresh.status === "registered") await fillFreeSeats(tx, event.id, now);
    await alsoInTx?.(tx);
    return { ok: true, message: messages.cancelled, status: "cancelled" };
  });
  return afterCommit(outcome);
}

export async function cancelByToken(token: string, now = new Date()): Promise<Outcome> {
  const row = await registrationByToken(token);
  if (!row) return { ok: false, message: messages.linkInvalid, status: 404 };
  return cancelRegistration(row, now);
}

/** The signed-in person's own row for an event (by account, else by the account's address). */
export async function ownRegistration(eventId: string, user: { id: string; email: string }) {
  const [row] = await db()
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        sql`(${eventRegistrations.userId} = ${user.id} or lower(${eventRegistrations.email}) = lower(${user.email}))`,
      ),
    )
    .limit(1);
  return row ?? null;
}
