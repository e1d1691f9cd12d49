import { and, eq, sql } from "drizzle-orm";
import { events } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { tellOfEventChange } from "../registration/changes.server";
import { fillFreeSeats } from "../registration/seats.server";
import { audit } from "~/lib/audit.server";
import { db, throwIfDatabaseUnavailable, type Tx } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { eventColumns, type EventFormInput, type EventStatusInput } from "./event-form.schema";
import { eventMessages as m } from "./messages";
import { eventStatusLabels } from "./status";
import { eventForChange, eventVersion, statusOf } from "./queries.server";

/**
 * The team's changes to events (issue #15). Each is one transaction holding the change, the
 * e-mails it causes and its audit row. Every change to an existing event locks its row and checks
 * the version the admin's form was loaded with: two admins at once get one change and a clear
 * "someone else changed it", never a lost update or a second round of e-mails.
 */

export type EventOutcome =
  { ok: true; id: string; message: string } | { ok: false; status: number; message: string; field?: string };

/** Ends the transaction (nothing written) with the answer the admin sees. */
class Refused extends Error {
  constructor(readonly outcome: Extract<EventOutcome, { ok: false }>) {
    super(outcome.message);
  }
}
const refuse = (status: number, message: string, field?: string): never => {
  throw new Refused({ ok: false, status, message, field });
};

async function run(what: string, id: string | null, work: (tx: Tx) => Promise<EventOutcome>): Promise<EventOutcome> {
  try {
    return await db().transaction(work);
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    if (error instanceof Refused) return error.outcome;
    logger.error({ err: error, eventId: id }, `event ${what} failed`);
    return { ok: false, status: 500, message: m.unexpected };
  }
}

type Columns = ReturnType<typeof eventColumns>;

/** The audit's before/after: only the fields the change touched. */
function changedFields(before: Columns, after: Columns) {
  const keys = (Object.keys(after) as (keyof Columns)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    keys,
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/** A new event starts as a draft: nobody sees it until someone publishes it. */
export function createEvent(request: Request, admin: SessionUser, input: EventFormInput): Promise<EventOutcome> {
  return run("create", null, async (tx) => {
    const columns = eventColumns(input);
    const [row] = await tx
      .insert(events)
      .values({ ...columns, published: false })
      .returning({ id: events.id });
    await audit(tx, admin, request, {
      action: "event.create",
      target: { type: "event", id: row!.id, label: columns.title },
      after: { ...columns, status: "draft" },
    });
    return { ok: true, id: row!.id, message: m.created };
  });
}

/**
 * Saves the form over the version it was loaded with. Moving the start tells everyone holding or
 * awaiting a place (and re-arms their reminders); more seats go at once to the first on the waitlist.
 */
export function updateEvent(
  request: Request,
  admin: SessionUser,
  id: string,
  input: EventFormInput,
): Promise<EventOutcome> {
  return run("update", id, async (tx) => {
    const current = await eventForChange(tx, id);
    if (!current) return refuse(404, m.notFound);
    if (current.event.cancelledAt) return refuse(409, m.cancelledLocked);
    if (!input.updatedAt) return refuse(400, m.versionMissing);
    if (current.version !== input.updatedAt) return refuse(409, m.stale);
    const before = current.event;
    const columns = eventColumns(input);
    const [after] = await tx
      .update(events)
      .set({ ...columns, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(events.id, id), eq(eventVersion, input.updatedAt)))
      .returning();
    if (!after) return refuse(409, m.stale);
    const moved = before.startsAt.getTime() !== after.startsAt.getTime();
    const told = moved ? await tellOfEventChange(tx, after, { kind: "moved", before }) : 0;
    const moreSeats =
      before.maxAttendees !== null && (after.maxAttendees === null || after.maxAttendees > before.maxAttendees);
    const promoted = moreSeats ? await fillFreeSeats(tx, id) : 0;
    const diff = changedFields(before as Columns, columns);
    await audit(tx, admin, request, {
      action: "event.update",
      target: { type: "event", id, label: after.title },
      before: diff.before,
      after: { ...diff.after, ...(moved ? { emailed: told } : {}), ...(promoted ? { promoted } : {}) },
    });
    return { ok: true, id, message: moved ? m.savedMoved(told) : m.saved };
  });
}

/** Publish, unpublish or cancel (with the reason e-mailed to everyone holding or awaiting a place). */
export function setEventStatus(
  request: Request,
  admin: SessionUser,
  id: string,
  input: EventStatusInput,
): Promise<EventOutcome> {
  return run(input.intent, id, async (tx) => {
    const current = await eventForChange(tx, id);
    if (!current) return refuse(404, m.notFound);
    const state = statusOf(current.event);
    if (state === "cancelled") return refuse(409, input.intent === "cancel" ? m.alreadyCancelled : m.cancelledLocked);
    if (input.intent === "publish" && state === "published")
      return refuse(409, m.alreadyInState(eventStatusLabels.published.toLowerCase()));
    if (input.intent === "unpublish" && state === "draft") return refuse(409, m.alreadyInState("unpublished"));
    if (current.version !== input.updatedAt) return refuse(409, m.stale);
    const set =
      input.intent === "cancel"
        ? { cancelledAt: sql`now()`, cancellationReason: input.reason! }
        : { published: input.intent === "publish" };
    const [after] = await tx
      .update(events)
      .set({ ...set, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(events.id, id), eq(eventVersion, input.updatedAt)))
      .returning();
    if (!after) return refuse(409, m.stale);
    const told =
      input.intent === "cancel" ? await tellOfEventChange(tx, after, { kind: "cancelled", reason: input.reason! }) : 0;
    await audit(tx, admin, request, {
      action: `event.${input.intent}`,
      target: { type: "event", id, label: after.title },
      before: { status: state },
      after: { status: statusOf(after), ...(input.intent === "cancel" ? { reason: input.reason, emailed: told } : {}) },
    });
    const message =
      input.intent === "cancel" ? m.cancelled(told) : input.intent === "publish" ? m.published : m.unpublished;
    return { ok: true, id, message };
  });
}
