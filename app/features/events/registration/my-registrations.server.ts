import { parseWithZod } from "@conform-to/zod/v4";
import { aliasedTable, and, desc, eq, isNull, notExists, or, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { eventRegistrations, events } from "#db/schema";
import { requireUser, type EmailChange, type SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { db, type Tx } from "~/lib/db.server";
import { withFlash } from "~/lib/forms/flash.server";
import type { Lang } from "~/lib/i18n/languages";
import { localPath, requestLang } from "~/lib/i18n/paths";
import type { T } from "~/lib/i18n/translate";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { notFound } from "~/lib/http/not-found";
import { eventPath, placeLabel, type EventRow } from "../event-row";
import { eventsSayIn, myRegistrationWords, placeIn, registrationSchemaIn, whenIn } from "../localized.server";
import { messages, myRegistrationMessages } from "../messages";
import { cancelRegistration, lockedRow } from "./registration.server";

/** A cancellation e-mails the person and may promote (and e-mail) people waiting: 10 changes an hour per account. */
const registrationEditLimit: Limit = { name: "event-registration-edit", max: 10, windowSeconds: 3600 };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Registration = typeof eventRegistrations.$inferSelect;

const m = myRegistrationMessages;

/**
 * A registration is the signed-in person's when it carries their account id, or no account id and
 * their account's address (a place taken before signing in), as the dashboard and the export find them.
 */
const mine = (user: SessionUser) =>
  or(
    eq(eventRegistrations.userId, user.id),
    and(isNull(eventRegistrations.userId), sql`lower(${eventRegistrations.email}) = ${user.email.toLowerCase()}`),
  );

/** Why a registration cannot be changed now, or null while it can (until the event starts). */
function frozen(row: Pick<Registration, "status">, event: EventRow, now: Date): string | null {
  if (event.cancelledAt) return m.eventCancelled;
  if (event.startsAt <= now) return m.past;
  if (row.status === "cancelled") return m.cancelledAlready;
  return null;
}

/** A registration as its pages show it, in the page's language (issue 27); the event's title as typed. */
const shown = (row: Registration, event: EventRow, now: Date, lang: Lang, t: T) => {
  const refusal = frozen(row, event, now);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    statusLabel: t(`status.${row.status}`),
    title: event.title,
    href: eventPath(event.id),
    whenLabel: whenIn(lang, t, event.startsAt, event.endsAt),
    place: placeIn(t, placeLabel(event)),
    frozen: refusal && eventsSayIn(lang, refusal),
  };
};

/** GET /account/events: the person's registrations, latest event first. */
export async function myRegistrationsPage(request: Request, now = new Date()) {
  const user = await requireUser(request);
  const lang = requestLang(request);
  const { t, ...words } = myRegistrationWords(lang, ["mine", "status"]);
  const rows = await db()
    .select({ row: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(mine(user))
    .orderBy(desc(events.startsAt), desc(eventRegistrations.id));
  return {
    ...words,
    title: t("mine.title"),
    registrations: rows.map(({ row, event }) => shown(row, event, now, lang, t)),
  };
}

async function ownRegistration(request: Request, user: SessionUser, id: string | undefined) {
  if (!id || !uuid.test(id)) throw notFound(request);
  const [found] = await db()
    .select({ row: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.id, id), mine(user)));
  if (!found) throw notFound(request);
  return found;
}

/** GET /account/events/:id: one registration, its name editable and cancellable until the event starts. */
export async function myRegistrationPage(request: Request, id: string | undefined, now = new Date()) {
  const user = await requireUser(request);
  const { row, event } = await ownRegistration(request, user, id);
  const lang = requestLang(request);
  const { t, ...words } = myRegistrationWords(lang, ["mine", "status"]);
  return { ...words, title: t("mine.editTitle"), registration: shown(row, event, now, lang, t) };
}

type Changed = { ok: true; message: string } | { ok: false; message: string; status: number };

const auditTarget = (row: Registration, event: Pick<EventRow, "title">) => ({
  type: "event_registration",
  id: row.id,
  label: event.title,
});

/** The new name: one conditional update (still theirs, event still ahead) and its audit row, together. */
async function correctName(request: Request, user: SessionUser, row: Registration, name: string, now: Date) {
  return db().transaction(async (tx): Promise<Changed> => {
    const { event, fresh } = await lockedRow(tx, row);
    if (!event || !fresh) return { ok: false, message: m.past, status: 409 };
    const refusal = frozen(fresh, event, now);
    if (refusal) return { ok: false, message: refusal, status: 409 };
    await tx
      .update(eventRegistrations)
      .set({ name })
      .where(and(eq(eventRegistrations.id, fresh.id), mine(user)));
    await audit(tx, { id: user.id, email: user.email }, request, {
      action: "event_registration.edit",
      target: auditTarget(fresh, event),
      // That the name changed, not the name: the person's words stay in their own row.
      after: { changed: fresh.name === name ? [] : ["name"] },
    });
    return { ok: true, message: m.corrected };
  });
}

/**
 * POST /account/events/:id: `intent=cancel` cancels through the event's own cancellation (the seat
 * goes to the first person waiting, everyone e-mailed, as from the e-mail's link), with the audit
 * row in its transaction; anything else corrects the name. Another person's registration is a 404
 * before the form is read; a past or cancelled one a clear message.
 */
export async function myRegistrationAction(request: Request, id: string | undefined, now = new Date()) {
  const user = await requireUser(request);
  const { row, event } = await ownRegistration(request, user, id);
  const lang = requestLang(request);
  const say = (text: string) => eventsSayIn(lang, text);
  const form = await request.formData();
  const cancelling = form.get("intent") === "cancel";
  // The name's messages in the page's language (issue 27); the refusals put in it by `say`.
  const schema = registrationSchemaIn(myRegistrationWords(lang, []).t).pick({ name: true });
  const submission = parseWithZod(form, { schema });
  if (!cancelling && submission.status !== "success")
    return data({ result: submission.reply(), done: null }, { status: 400 });
  const refusal = frozen(row, event, now);
  if (refusal) return data({ result: submission.reply({ formErrors: [say(refusal)] }), done: null }, { status: 409 });
  if (!(await hit(registrationEditLimit, user.id)).allowed)
    return data({ result: submission.reply({ formErrors: [say(m.tooMany)] }), done: null }, { status: 429 });
  const outcome: Changed =
    cancelling || submission.status !== "success"
      ? await cancelRegistration(row, now, (tx: Tx) =>
          audit(tx, { id: user.id, email: user.email }, request, {
            action: "event_registration.cancel",
            target: auditTarget(row, event),
          }).then(() => undefined),
        )
      : await correctName(request, user, row, submission.value.name, now);
  if (!outcome.ok)
    return data(
      { result: submission.reply({ formErrors: [say(outcome.message)] }), done: null },
      { status: outcome.status },
    );
  if (cancelling)
    return redirect(localPath(request, "/account/events"), {
      headers: withFlash({ kind: "success", message: say(messages.cancelled) }),
    });
  return data({ result: submission.reply({ resetForm: true }), done: { message: say(outcome.message) } });
}

const other = aliasedTable(eventRegistrations, "other");

/**
 * The account's address changed (issue 29): its registrations under the old address (its own, or
 * a visitor's made before signing in) move to the new one and to the account, in the change's
 * transaction, so reminders and changes reach the new address. A registration the new address
 * already holds for the same event stays as it is (one per address and event) and is still the
 * person's by account.
 */
export async function moveEventRegistrations(tx: Tx, { userId, from, to }: EmailChange): Promise<void> {
  await tx
    .update(eventRegistrations)
    .set({ email: to, userId })
    .where(
      and(
        sql`lower(${eventRegistrations.email}) = ${from}`,
        or(isNull(eventRegistrations.userId), eq(eventRegistrations.userId, userId)),
        notExists(
          tx
            .select({ id: other.id })
            .from(other)
            .where(and(eq(other.eventId, eventRegistrations.eventId), sql`lower(${other.email}) = ${to}`)),
        ),
      ),
    );
  // Those left under the old address (the new one already registered) are still tied to the account.
  await tx
    .update(eventRegistrations)
    .set({ userId })
    .where(and(sql`lower(${eventRegistrations.email}) = ${from}`, isNull(eventRegistrations.userId)));
}
