import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivityLog, emailOutbox, eventRegistrations, events } from "../../../db/schema";
import * as list from "../../../app/features/events/routes/my-registrations";
import * as page from "../../../app/features/events/routes/my-registration";
import { messages, myRegistrationMessages as m } from "../../../app/features/events/messages";
import { registerSignedIn } from "../../../app/features/events/registration/registration.server";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";

/**
 * "Correct my data" for event registrations (issue 29): the person corrects the name on a
 * registration or cancels it until the event starts; a cancellation is the event's own (the seat
 * goes to the first person waiting, everyone e-mailed) with the audit row in its transaction;
 * another person's registration is a 404 with nothing written; 10 changes an hour; read-only after.
 */
const db = useTestDatabase();
const context = { nonce: "", requestId: "" };
const DAY = 86_400_000;
type Answer = {
  result: { error?: Record<string, string[] | null> };
  done: { message: string } | null;
  registrations?: Array<{ id: string; frozen: string | null; status: string }>;
  registration?: { id: string; frozen: string | null; name: string };
};

async function call(handler: unknown, id: string, cookie: string, fields?: Record<string, string>) {
  const request = new Request(`http://localhost:3000/account/events/${id}`, {
    method: fields ? "POST" : "GET",
    headers: { cookie },
    body: fields ? new URLSearchParams(fields) : undefined,
  });
  const answer = await Promise.resolve(
    (handler as (a: unknown) => unknown)({ request, params: { id }, context }),
  ).catch((thrown: unknown) => thrown);
  const shaped = answer as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (answer instanceof Response)
    return { status: answer.status, data: null, location: answer.headers.get("Location") };
  return { status: shaped.init?.status ?? 200, data: (shaped.type ? shaped.data : answer) as Answer, location: null };
}

async function makeEvent(values: Partial<typeof events.$inferInsert> = {}) {
  const [event] = await db()
    .insert(events)
    .values({
      title: "Screening talk",
      description: "About FIT kits.",
      type: "Workshop",
      startsAt: new Date(Date.now() + 7 * DAY),
      location: "Tampines Hub",
      ...values,
    })
    .returning();
  return event!;
}

const rowOf = async (id: string) =>
  (await db().select().from(eventRegistrations).where(eq(eventRegistrations.id, id)))[0]!;
const auditRows = (action: string, id: string) =>
  db()
    .select()
    .from(adminActivityLog)
    .where(and(eq(adminActivityLog.action, action), eq(adminActivityLog.targetId, id)));
const subjectsTo = async (to: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to.toLowerCase()))).map((e) => e.subject);

async function registered(user: { id: string; email: string }, eventId: string) {
  expect((await registerSignedIn(eventId, { ...user, name: "Test champion" })).ok).toBe(true);
  const [row] = await db()
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, user.id)));
  return row!;
}

describe("my event registrations", () => {
  it("lists mine by account and, without an account id, by my address; never another person's", async () => {
    const me = await signedInAs(db(), "champion");
    const other = await signedInAs(db(), "champion");
    const event = await makeEvent();
    const before = await makeEvent({ title: "Earlier walk" });
    const mine = await registered(me, event.id);
    const [asVisitor] = await db()
      .insert(eventRegistrations)
      .values({ eventId: before.id, name: "Me as a visitor", email: me.email.toUpperCase(), status: "pending" })
      .returning();
    const theirs = await registered(other, event.id);
    const shown = await call(list.loader, "", me.cookie);
    const ids = shown.data!.registrations!.map((r) => r.id);
    expect(ids.sort()).toEqual([mine.id, asVisitor!.id].sort());
    expect(ids).not.toContain(theirs.id);
  });

  it("corrects the name with an audit row; a bad name is refused at the field, nothing written", async () => {
    const me = await signedInAs(db(), "champion");
    const row = await registered(me, (await makeEvent()).id);
    const empty = await call(page.action, row.id, me.cookie, { name: "  " });
    expect(empty.status).toBe(400);
    expect(empty.data!.result.error?.name).toEqual([messages.nameRequired]);
    const long = await call(page.action, row.id, me.cookie, { name: "x".repeat(121) });
    expect(long.status).toBe(400);
    expect(long.data!.result.error?.name?.[0]).toContain("under 120 characters");
    expect((await rowOf(row.id)).name).toBe("Test champion");

    const done = await call(page.action, row.id, me.cookie, { name: "Siti Rahmat" });
    expect(done.status).toBe(200);
    expect(done.data!.done?.message).toBe(m.corrected);
    expect((await rowOf(row.id)).name).toBe("Siti Rahmat");
    expect(await auditRows("event_registration.edit", row.id)).toHaveLength(1);
  });

  it("cancels through the event's own cancellation: the seat goes to the first person waiting, all e-mailed, audited", async () => {
    const me = await signedInAs(db(), "champion");
    const waiting = await signedInAs(db(), "champion");
    const event = await makeEvent({ maxAttendees: 1 });
    const row = await registered(me, event.id);
    const queued = await registered(waiting, event.id);
    expect(queued.status).toBe("waitlisted");

    const done = await call(page.action, row.id, me.cookie, { intent: "cancel" });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/account/events");
    expect((await rowOf(row.id)).status).toBe("cancelled");
    expect((await rowOf(queued.id)).status).toBe("registered");
    expect((await subjectsTo(me.email)).some((s) => /cancel/i.test(s))).toBe(true);
    expect(await subjectsTo(waiting.email)).toHaveLength(2); // waitlisted, then the freed seat
    expect(await auditRows("event_registration.cancel", row.id)).toHaveLength(1);

    // Cancelled: read-only, and a second cancellation writes nothing.
    const again = await call(page.action, row.id, me.cookie, { intent: "cancel" });
    expect(again.status).toBe(409);
    expect(again.data!.result.error?.[""]).toEqual([m.cancelledAlready]);
    expect(await auditRows("event_registration.cancel", row.id)).toHaveLength(1);
  });

  it("after the event starts, the registration is read-only", async () => {
    const me = await signedInAs(db(), "champion");
    const event = await makeEvent();
    const row = await registered(me, event.id);
    await db()
      .update(events)
      .set({ startsAt: new Date(Date.now() - DAY) })
      .where(eq(events.id, event.id));
    const shown = await call(page.loader, row.id, me.cookie);
    expect(shown.data!.registration!.frozen).toBe(m.past);
    for (const fields of [{ name: "New Name" }, { intent: "cancel" }] as Record<string, string>[]) {
      const refused = await call(page.action, row.id, me.cookie, fields);
      expect(refused.status).toBe(409);
      expect(refused.data!.result.error?.[""]).toEqual([m.past]);
    }
    expect(await rowOf(row.id)).toMatchObject({ name: "Test champion", status: "registered" });
  });

  it("another person's registration, an unknown or malformed id: 404, nothing written", async () => {
    const me = await signedInAs(db(), "champion");
    const other = await signedInAs(db(), "champion");
    const theirs = await registered(other, (await makeEvent()).id);
    for (const id of [theirs.id, "00000000-0000-4000-8000-000000000000", "not-an-id", "1' or '1'='1"]) {
      expect((await call(page.loader, id, me.cookie)).status).toBe(404);
      expect((await call(page.action, id, me.cookie, { name: "Mallory" })).status).toBe(404);
      expect((await call(page.action, id, me.cookie, { intent: "cancel" })).status).toBe(404);
    }
    expect(await rowOf(theirs.id)).toMatchObject({ name: "Test champion", status: "registered" });
    // Signed out: to the sign-in page.
    const signedOut = await call(list.loader, "", "");
    expect(signedOut.status).toBe(302);
  });

  it("allows 10 changes an hour per account", async () => {
    const me = await signedInAs(db(), "champion");
    const row = await registered(me, (await makeEvent()).id);
    for (let n = 0; n < 10; n++)
      expect((await call(page.action, row.id, me.cookie, { name: `Name ${n}` })).status).toBe(200);
    const refused = await call(page.action, row.id, me.cookie, { name: "Eleventh" });
    expect(refused.status).toBe(429);
    expect(refused.data!.result.error?.[""]).toEqual([m.tooMany]);
    expect((await rowOf(row.id)).name).toBe("Name 9");
  });
});
