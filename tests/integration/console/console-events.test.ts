import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, count, eq, isNotNull, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivityLog, emailOutbox, eventRegistrations, events } from "../../../db/schema";
import { eventFormSchema, eventStatusSchema } from "../../../app/features/events/console/event-form.schema";
import { eventMessages as m } from "../../../app/features/events/console/messages";
import { emailRegistrants, registrantsCsv } from "../../../app/features/events/console/registrants.server";
import { createEvent, setEventStatus, updateEvent } from "../../../app/features/events/console/writes.server";
import { consoleEvent, consoleEvents, eventVersion } from "../../../app/features/events/console/queries.server";
import type { SessionUser } from "../../../app/features/accounts/index.server";
import { seed } from "../../../server/seed";
import { parseCsv } from "../../support/csv";
import { useTestDatabase } from "../../support/db";
import { adminRequest, mailsTo, reviewer } from "../../support/partners";
import { signedInAs } from "../../support/sessions";

const db = useTestDatabase();

const valid = {
  title: "Colon health talk",
  description: "**Free** talk with Q&A.",
  date: "2031-05-10",
  startTime: "18:30",
  endTime: "20:00",
  type: "Seminar",
  location: "Toa Payoh Community Club",
  capacity: "40",
};

function parse(values: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  return parseWithZod(form, { schema: eventFormSchema });
}
const input = (values: Record<string, string> = {}) => {
  const s = parse({ ...valid, ...values });
  if (s.status !== "success") throw new Error(JSON.stringify(s.error));
  return s.value;
};
const status = (values: Record<string, string>) => eventStatusSchema.parse(values);
/** A button or a save, with the version the event has now (what a freshly loaded page carries). */
const act = async (admin: SessionUser, id: string, values: Record<string, string>) =>
  setEventStatus(adminRequest(), admin, id, status({ updatedAt: await versionOf(id), ...values }));
const save = async (admin: SessionUser, id: string, values: Record<string, string> = {}) =>
  updateEvent(adminRequest(), admin, id, input({ updatedAt: await versionOf(id), ...values }));

async function tally() {
  const [[e], [a], [o]] = await Promise.all([
    db().select({ n: count() }).from(events),
    db().select({ n: count() }).from(adminActivityLog),
    db().select({ n: count() }).from(emailOutbox),
  ]);
  return { events: e!.n, audit: a!.n, emails: o!.n };
}

const versionOf = async (id: string) =>
  (await db().select({ v: eventVersion }).from(events).where(eq(events.id, id)))[0]!.v;

async function newEvent(label: string, values: Record<string, string> = {}) {
  const admin = await reviewer(label);
  const outcome = await createEvent(adminRequest(), admin, input(values));
  if (!outcome.ok) throw new Error(outcome.message);
  return { admin, id: outcome.id };
}

async function people(eventId: string, list: [string, "registered" | "waitlisted" | "pending" | "cancelled"][]) {
  let t = Date.now() - 100_000;
  for (const [name, state] of list)
    await db()
      .insert(eventRegistrations)
      .values({
        eventId,
        name,
        email: emailOf(name, eventId),
        status: state,
        queuedAt: new Date((t += 1000)),
      });
}
const emailOf = (name: string, eventId: string) =>
  `${name.toLowerCase().replace(/\W+/g, ".")}-${eventId.slice(0, 8)}@test.example`;

describe("the event form's validation", () => {
  it.each([
    [{ title: "" }, "title", m.titleRequired],
    [{ description: "   " }, "description", m.descriptionRequired],
    [{ date: "" }, "date", m.dateRequired],
    [{ date: "2031-02-30" }, "date", m.dateInvalid],
    [{ startTime: "" }, "startTime", m.timeRequired],
    [{ startTime: "25:00" }, "startTime", m.timeInvalid],
    [{ endTime: "17:00" }, "endTime", m.endBeforeStart],
    [{ type: "Party" }, "type", m.typeRequired],
    [{ location: "" }, "location", m.locationRequired],
    [{ isVirtual: "on" }, "joinUrl", m.joinUrlRequired],
    [{ isVirtual: "on", joinUrl: "http://zoom.example/x" }, "joinUrl", m.joinUrlHttps],
    [{ isVirtual: "on", joinUrl: "javascript:alert(1)" }, "joinUrl", m.joinUrlHttps],
    [{ capacity: "0" }, "capacity", m.capacityInvalid],
    [{ capacity: "2.5" }, "capacity", m.capacityInvalid],
    [{ capacity: "-3" }, "capacity", m.capacityInvalid],
    [{ opensAt: "tomorrow" }, "opensAt", m.opensInvalid],
    [{ opensAt: "2031-05-01T10:00", closesAt: "2031-04-01T10:00" }, "closesAt", m.closesBeforeOpens],
    [{ closesAt: "2031-05-10T19:00" }, "closesAt", m.closesAfterStart],
    [{ registrationUrl: "ftp://tickets.example" }, "registrationUrl", m.registrationUrlHttps],
  ])("%o is refused at %s", (values, field, message) => {
    const s = parse({ ...valid, ...values } as Record<string, string>);
    expect(s.status).toBe("error");
    expect(s.reply().error?.[field]).toEqual([message]);
  });

  it("the place is asked for together with the other fields' messages", () => {
    const error = parse({ ...valid, title: "", location: "" }).reply().error;
    expect(error?.title).toEqual([m.titleRequired]);
    expect(error?.location).toEqual([m.locationRequired]);
  });

  it("a refused form posted to the console writes nothing and keeps what was typed", async () => {
    const { cookie } = await signedInAs(db(), "admin");
    const { action } = await import("../../../app/features/admin/routes/event-new");
    const before = await tally();
    const body = new URLSearchParams({ ...valid, capacity: "lots" });
    const answer = (await action({
      request: new Request("http://localhost:3000/admin/events/new", {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body,
      }),
      params: {},
      context: { nonce: "", requestId: "" },
    } as never)) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error.capacity).toEqual([m.capacityInvalid]);
    expect(answer.data.result.initialValue).toMatchObject({ title: valid.title, capacity: "lots" });
    expect(await tally()).toEqual(before);
  });

  it("a virtual event needs no place; the times are stored as Singapore instants", async () => {
    const { id } = await newEvent("ev-virtual", {
      location: "",
      isVirtual: "on",
      joinUrl: "https://meet.example/abc",
      opensAt: "2031-04-01T09:00",
      closesAt: "2031-05-10T12:00",
    });
    const [row] = await db().select().from(events).where(eq(events.id, id));
    expect(row!.startsAt.toISOString()).toBe("2031-05-10T10:30:00.000Z");
    expect(row!.endsAt!.toISOString()).toBe("2031-05-10T12:00:00.000Z");
    expect(row!.registrationOpensAt!.toISOString()).toBe("2031-04-01T01:00:00.000Z");
    expect(row).toMatchObject({
      published: false,
      isVirtual: true,
      joinUrl: "https://meet.example/abc",
      location: null,
    });
    const shown = await consoleEvent(id);
    expect(shown!.form).toMatchObject({
      date: "2031-05-10",
      startTime: "18:30",
      endTime: "20:00",
      opensAt: "2031-04-01T09:00",
    });
  });
});

describe("create, update, publish, cancel", () => {
  it("each change is audited; publish and unpublish move the status; the list counts them", async () => {
    const { admin, id } = await newEvent("ev-flow");
    const [created] = await db().select().from(adminActivityLog).where(eq(adminActivityLog.targetId, id));
    expect(created).toMatchObject({ action: "event.create", actorEmail: admin.email });

    const published = await act(admin, id, { intent: "publish" });
    expect(published).toEqual({ ok: true, id, message: m.published });
    const again = await act(admin, id, { intent: "publish" });
    expect(again).toMatchObject({ ok: false, status: 409 });

    const saved = await save(admin, id, { title: "Colon health talk (Tamil)" });
    expect(saved).toEqual({ ok: true, id, message: m.saved });
    const log = await db().select().from(adminActivityLog).where(eq(adminActivityLog.targetId, id));
    expect(log.map((l) => l.action)).toEqual(["event.create", "event.publish", "event.update"]);
    expect(log[2]).toMatchObject({
      before: { title: "Colon health talk" },
      after: { title: "Colon health talk (Tamil)" },
    });
    const list = await consoleEvents();
    expect(list.events.find((e) => e.id === id)).toMatchObject({ status: "published", registered: 0, waitlisted: 0 });
  });

  it("a stale version is refused: nothing written, no lost update", async () => {
    const { admin, id } = await newEvent("ev-stale");
    const loaded = await versionOf(id);
    const other = await reviewer("ev-stale-other");
    expect(await save(other, id, { title: "Their title", updatedAt: loaded })).toMatchObject({ ok: true });
    const before = await tally();
    const stale = { ok: false, status: 409, message: m.stale };
    expect(await save(admin, id, { title: "My title", updatedAt: loaded })).toEqual(stale);
    expect(await act(admin, id, { intent: "publish", updatedAt: loaded })).toEqual(stale);
    expect(await tally()).toEqual(before);
    expect((await db().select().from(events).where(eq(events.id, id)))[0]!.title).toBe("Their title");
  });

  it("moving the start e-mails everyone registered, waitlisted and pending once, and re-arms their reminders", async () => {
    const { admin, id } = await newEvent("ev-move", { capacity: "2" });
    await people(id, [
      ["Ann Registered", "registered"],
      ["Bo Registered", "registered"],
      ["Cy Waiting", "waitlisted"],
      ["Di Pending", "pending"],
      ["Ed Cancelled", "cancelled"],
    ]);
    expect((await consoleEvents()).events.find((e) => e.id === id)).toMatchObject({ registered: 2, waitlisted: 1 });
    await db().update(eventRegistrations).set({ reminderSentAt: new Date() }).where(eq(eventRegistrations.eventId, id));
    const outcome = await save(admin, id, { date: "2031-05-11" });
    expect(outcome).toEqual({ ok: true, id, message: m.savedMoved(4) });
    for (const name of ["Ann Registered", "Bo Registered", "Cy Waiting", "Di Pending"]) {
      const mails = await mailsTo(emailOf(name, id));
      expect(mails, name).toHaveLength(1);
      expect(mails[0]!.subject).toBe("New date and time: Colon health talk");
      expect(mails[0]!.text).toContain("11 May 2031");
    }
    expect(await mailsTo(emailOf("Ed Cancelled", id))).toHaveLength(0);
    const reminded = await db()
      .select({ n: count() })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, id), isNotNull(eventRegistrations.reminderSentAt)));
    expect(reminded[0]!.n).toBe(0);
    // A save that keeps the time tells nobody.
    const before = await tally();
    await save(admin, id, { date: "2031-05-11", title: "Renamed" });
    expect((await tally()).emails).toBe(before.emails);
  });

  it("more seats go at once to the first on the waitlist (the events feature's fillFreeSeats)", async () => {
    const { admin, id } = await newEvent("ev-seats", { capacity: "1" });
    await act(admin, id, { intent: "publish" });
    await people(id, [
      ["Pia Registered", "registered"],
      ["Quo Waiting", "waitlisted"],
      ["Rex Waiting", "waitlisted"],
    ]);
    const saved = await save(admin, id, { capacity: "2" });
    expect(saved).toEqual({ ok: true, id, message: m.saved });
    const rows = await db()
      .select({ name: eventRegistrations.name, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, id));
    expect(Object.fromEntries(rows.map((r) => [r.name, r.status]))).toEqual({
      "Pia Registered": "registered",
      "Quo Waiting": "registered",
      "Rex Waiting": "waitlisted",
    });
    expect(await mailsTo(emailOf("Quo Waiting", id))).toHaveLength(1);
    expect(await mailsTo(emailOf("Rex Waiting", id))).toHaveLength(0);
    const [log] = await db()
      .select()
      .from(adminActivityLog)
      .where(and(eq(adminActivityLog.targetId, id), eq(adminActivityLog.action, "event.update")));
    expect(log!.after).toEqual({ maxAttendees: 2, promoted: 1 });
  });

  it("two admins cancelling at once: one cancellation, each person e-mailed once, one audit row", async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await newEvent(`ev-race-${round}`);
      await people(id, [
        ["Fay Registered", "registered"],
        ["Gus Waiting", "waitlisted"],
        ["Hal Pending", "pending"],
      ]);
      const [first, second] = [await reviewer(`ev-race-a${round}`), await reviewer(`ev-race-b${round}`)];
      const version = await versionOf(id);
      const before = await tally();
      const outcomes = await Promise.all([
        act(first, id, { intent: "cancel", updatedAt: version, reason: "Venue closed." }),
        act(second, id, { intent: "cancel", updatedAt: version, reason: "Speaker ill." }),
      ]);
      expect(outcomes.filter((o) => o.ok)).toEqual([{ ok: true, id, message: m.cancelled(3) }]);
      expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, status: 409, message: m.alreadyCancelled }]);
      const after = await tally();
      expect(after.audit - before.audit).toBe(1);
      expect(after.emails - before.emails).toBe(3);
      for (const name of ["Fay Registered", "Gus Waiting", "Hal Pending"])
        expect((await mailsTo(emailOf(name, id)))[0]!.subject).toBe("Cancelled: Colon health talk");
      const [row] = await db().select().from(events).where(eq(events.id, id));
      expect(row!.cancelledAt).not.toBeNull();
      // A cancelled event is locked: no edit, no publish.
      expect(await save(first, id)).toMatchObject({
        ok: false,
        message: m.cancelledLocked,
      });
    }
  });

  it("an unknown event is not found and nothing is written", async () => {
    const admin = await reviewer("ev-unknown");
    const before = await tally();
    expect(await updateEvent(adminRequest(), admin, randomUUID(), input({ updatedAt: "1" }))).toMatchObject({
      status: 404,
    });
    expect(
      await setEventStatus(
        adminRequest(),
        admin,
        randomUUID(),
        status({ intent: "cancel", updatedAt: "1", reason: "x" }),
      ),
    ).toMatchObject({ status: 404 });
    expect(await tally()).toEqual(before);
  });
});

describe("the event's people", () => {
  it("exports registrations and the waitlist as CSV (with positions), audited; formulas are defused", async () => {
    const { admin, id } = await newEvent("ev-csv");
    await people(id, [
      ["=HYPERLINK(1)", "registered"],
      ["Jo Waiting", "waitlisted"],
      ["Ka Waiting", "waitlisted"],
      ["Li Gone", "cancelled"],
    ]);
    const response = await registrantsCsv(adminRequest(), admin, id);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual([
      "Name",
      "E-mail",
      "Status",
      "Since (Singapore time)",
      "Waitlist position",
      "Confirmed",
      "Cancelled",
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[4]])).toEqual([
      ["'=HYPERLINK(1)", "Registered", ""],
      ["Jo Waiting", "Waitlisted", "1"],
      ["Ka Waiting", "Waitlisted", "2"],
      ["Li Gone", "Cancelled", ""],
    ]);
    const [log] = await db()
      .select()
      .from(adminActivityLog)
      .where(and(eq(adminActivityLog.targetId, id), eq(adminActivityLog.action, "event.export")));
    expect(log!.after).toEqual({ rows: 4 });
  });

  it("e-mails everyone registered (only them), audits the count, and is rate limited", async () => {
    const { admin, id } = await newEvent("ev-mail");
    await people(id, [
      ["Mo Registered", "registered"],
      ["Ny Registered", "registered"],
      ["Oz Waiting", "waitlisted"],
    ]);
    const message = { subject: "Room change", message: "We meet in room 2." };
    expect(await emailRegistrants(adminRequest(), admin, id, message)).toEqual({ ok: true, id, message: m.emailed(2) });
    expect((await mailsTo(emailOf("Mo Registered", id)))[0]).toMatchObject({ subject: "Room change" });
    expect((await mailsTo(emailOf("Mo Registered", id)))[0]!.text).toContain("/events/registration/");
    expect(await mailsTo(emailOf("Oz Waiting", id))).toHaveLength(0);
    const [log] = await db()
      .select()
      .from(adminActivityLog)
      .where(and(eq(adminActivityLog.targetId, id), eq(adminActivityLog.action, "event.email")));
    expect(log!.after).toEqual({ subject: "Room change", recipients: 2 });
    for (let i = 1; i < 5; i++) await emailRegistrants(adminRequest(), admin, id, message);
    const before = await tally();
    expect(await emailRegistrants(adminRequest(), admin, id, message)).toMatchObject({ ok: false, status: 429 });
    expect(await tally()).toEqual(before);
  });

  it("nobody registered: nothing to send, nothing written", async () => {
    const { admin, id } = await newEvent("ev-nobody");
    const before = await tally();
    expect(await emailRegistrants(adminRequest(), admin, id, { subject: "x", message: "y" })).toEqual({
      ok: false,
      status: 409,
      message: m.nobodyRegistered,
    });
    expect(await tally()).toEqual(before);
    expect(await db().select().from(emailOutbox).where(like(emailOutbox.subject, "x"))).toHaveLength(0);
  });
});

describe("the demo's sample events", () => {
  it("are seeded once, marked as samples: a mix of types, one virtual, one featured, one nearly full, one past", async () => {
    await seed(db(), { demo: false });
    expect((await consoleEvents()).events.filter((e) => e.isSample)).toHaveLength(0);
    await seed(db(), { demo: true });
    await seed(db(), { demo: true });
    const samples = (await consoleEvents()).events.filter((e) => e.isSample);
    expect(samples.length).toBeGreaterThanOrEqual(4);
    expect(samples.length).toBeLessThanOrEqual(6);
    expect(samples.every((e) => e.title.startsWith("Sample event:") && e.status === "published")).toBe(true);
    expect(new Set(samples.map((e) => e.type)).size).toBe(samples.length);
    expect(samples.filter((e) => e.isVirtual).length).toBeGreaterThan(0);
    expect(samples.filter((e) => e.featured).length).toBeGreaterThan(0);
    expect(samples.filter((e) => e.past)).toHaveLength(1);
    expect(samples.map((e) => [e.maxAttendees, e.registered])).toContainEqual([4, 3]);
    expect(samples.every((e) => e.registered > 0)).toBe(true);
  });
});
