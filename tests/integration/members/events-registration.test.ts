import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { emailOutbox, eventRegistrations, events, users } from "../../../db/schema";
import { calendarFor } from "../../../app/features/events/calendar.server";
import { eventCalendarFile, eventPage } from "../../../app/features/events/event-page.server";
import ta from "../../../app/locales/ta/email.json";
import { messages } from "../../../app/features/events/messages";
import {
  cancelByToken,
  confirmRegistration,
  registerSignedIn,
  registerVisitor,
  registrationByToken as registrationOf,
} from "../../../app/features/events/registration/registration.server";
import { myEventRegistrations, nextPublishedEvent, sendDueReminders } from "../../../app/features/events/index.server";
import { fillFreeSeats } from "../../../app/features/events/registration/seats.server";
import { manageToken } from "../../../app/features/events/registration/token.server";
import { managePage } from "../../../app/features/events/registration/manage-page.server";
import { useTestDatabase } from "../../support/db";

const db = useTestDatabase();
const DAY = 86_400_000;
const now = new Date();

let ip = 0;
/** Each visitor comes from its own address, so the per-client limit stays out of the way. */
const request = () =>
  new Request("http://localhost/upcoming-events/x", {
    headers: { "x-rid-client-ip": `10.0.${ip >> 8}.${ip++ & 255}` },
  });

async function makeEvent(values: Partial<typeof events.$inferInsert> = {}) {
  const [event] = await db()
    .insert(events)
    .values({
      title: "Screening talk",
      description: "Learn about **FIT** kits.",
      type: "Workshop",
      startsAt: new Date(now.getTime() + 7 * DAY),
      location: "Tampines Hub, Room 2",
      ...values,
    })
    .returning();
  return event!;
}

async function makeUser(n: string) {
  const id = randomUUID();
  await db()
    .insert(users)
    .values({ id, fullName: `Person ${n}`, email: `person-${n}-${id.slice(0, 6)}@example.sg`, emailVerified: true });
  return { id, name: `Person ${n}`, email: `person-${n}-${id.slice(0, 6)}@example.sg` };
}

const rowsOf = (eventId: string) =>
  db().select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
const mailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to.toLowerCase()));
const statusCount = async (eventId: string, status: string) =>
  (await rowsOf(eventId)).filter((r) => r.status === status).length;

describe("signed-in registration", () => {
  it("registers in one step with a calendar file, and refuses a second time writing nothing", async () => {
    const event = await makeEvent();
    const user = await makeUser("a");
    const first = await registerSignedIn(event.id, user);
    expect(first).toMatchObject({ ok: true, status: "registered" });
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toContain("You're registered");
    expect(mail!.attachments?.[0]?.filename).toBe("event.ics");
    expect(mail!.text).toContain(`/events/registration/${manageToken((await rowsOf(event.id))[0]!.id)}`);
    const again = await registerSignedIn(event.id, user);
    expect(again).toEqual({ ok: false, message: messages.alreadyRegistered, status: 409 });
    expect(await rowsOf(event.id)).toHaveLength(1);
    expect(await mailsTo(user.email)).toHaveLength(1);
    // A visitor request made with the account's address before signing in shows too, as pending.
    const other = await makeEvent({ title: "Asked as a visitor", startsAt: new Date(now.getTime() + 8 * DAY) });
    await registerVisitor(other.id, { name: user.name, email: user.email.toUpperCase() }, request());
    const mine = await myEventRegistrations(user.id);
    expect(mine).toMatchObject([
      { eventId: event.id, status: "registered", href: `/upcoming-events/${event.id}` },
      { eventId: other.id, status: "pending", title: "Asked as a visitor" },
    ]);
  });

  it("refuses every closed event with its message and writes nothing", async () => {
    const user = await makeUser("b");
    const cases: [Partial<typeof events.$inferInsert>, string][] = [
      [{ startsAt: new Date(now.getTime() - DAY) }, messages.refusedPast],
      [{ cancelledAt: now }, messages.refusedCancelled],
      [{ published: false }, messages.refusedUnknown],
      [{ registrationClosesAt: new Date(now.getTime() - 1000) }, messages.refusedClosed],
      [{ registrationUrl: "https://example.org/register" }, messages.refusedExternal],
    ];
    for (const [values, message] of cases) {
      const event = await makeEvent(values);
      expect(await registerSignedIn(event.id, user)).toMatchObject({ ok: false, message });
      expect(await registerVisitor(event.id, { name: "V", email: "v@example.sg" }, request())).toMatchObject({
        ok: false,
        message,
      });
      expect(await rowsOf(event.id)).toHaveLength(0);
    }
    const notYet = await makeEvent({ registrationOpensAt: new Date(now.getTime() + DAY) });
    const outcome = await registerSignedIn(notYet.id, user);
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(/^Registration opens on /);
    expect(await registerSignedIn(randomUUID(), user)).toMatchObject({ ok: false, status: 404 });
    expect(await mailsTo(user.email)).toHaveLength(0);
  });
});

describe("visitor registration", () => {
  it("holds no seat until confirmed, answers the same for a known address, then confirms", async () => {
    const event = await makeEvent({ maxAttendees: 1 });
    const email = "Visitor@Example.sg";
    const first = await registerVisitor(event.id, { name: "Vee Sitor", email }, request());
    expect(first).toEqual({ ok: true, message: messages.checkEmail });
    const [row] = await rowsOf(event.id);
    expect(row).toMatchObject({ status: "pending", userId: null });
    expect(row!.tokenHash).not.toContain(manageToken(row!.id));
    // The pending row holds no seat: a signed-in person still gets the only one.
    const member = await makeUser("c");
    expect(await registerSignedIn(event.id, member)).toMatchObject({ ok: true, status: "registered" });
    const again = await registerVisitor(event.id, { name: "Someone else", email: "visitor@example.sg" }, request());
    expect(again).toEqual(first);
    const confirms = await mailsTo(email);
    expect(confirms).toHaveLength(2);
    expect(confirms[0]!.subject).toContain("Confirm your registration");
    const token = manageToken(row!.id);
    expect(await confirmRegistration(token)).toMatchObject({ ok: true, status: "waitlisted" });
    expect(await confirmRegistration(token)).toMatchObject({ ok: true, status: "waitlisted" });
    expect(await statusCount(event.id, "waitlisted")).toBe(1);
    expect(await confirmRegistration("x".repeat(43))).toMatchObject({ ok: false, status: 404 });
  });

  it("a virtual event's join address reaches a confirmed seat only: its e-mail and manage page", async () => {
    const joinUrl = "https://meet.example.org/rid-crc-talk";
    const event = await makeEvent({ maxAttendees: 1, isVirtual: true, location: null, joinUrl });
    const [seat, queue] = ["seat@example.sg", "queue@example.sg"];
    for (const email of [seat, queue]) await registerVisitor(event.id, { name: "V", email }, request());
    const rows = await rowsOf(event.id);
    const token = (email: string) => manageToken(rows.find((r) => r.email === email)!.id);
    expect((await managePage(token(seat))).joinUrl).toBeNull();
    await confirmRegistration(token(seat));
    await confirmRegistration(token(queue));
    const text = async (email: string) => (await mailsTo(email)).map((m) => m.text).join("\n");
    expect(await text(seat)).toContain(`Join online: ${joinUrl}`);
    expect((await managePage(token(seat))).joinUrl).toBe(joinUrl);
    // Confirmation requests and the waitlist never carry it.
    expect(await text(queue)).not.toContain(joinUrl);
    expect((await managePage(token(queue))).joinUrl).toBeNull();
  });

  it("rate-limits by address", async () => {
    const event = await makeEvent();
    const outcomes = [];
    for (let i = 0; i < 5; i++)
      outcomes.push(await registerVisitor(event.id, { name: "R", email: "limited@example.sg" }, request()));
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true, false, false]);
    expect(outcomes[4]).toMatchObject({ message: messages.tooMany, status: 429 });
    expect(await mailsTo("limited@example.sg")).toHaveLength(3);
  });
});

describe("seats", () => {
  it("gives 10 seats to 50 people registering at once and waitlists the other 40", async () => {
    const event = await makeEvent({ maxAttendees: 10 });
    const people = await Promise.all(Array.from({ length: 50 }, (_, i) => makeUser(`rush${i}`)));
    const outcomes = await Promise.all(people.map((p) => registerSignedIn(event.id, p)));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(await statusCount(event.id, "registered")).toBe(10);
    expect(await statusCount(event.id, "waitlisted")).toBe(40);
  });

  it("a cancelled seat goes to the first person waiting, e-mailed at once", async () => {
    const event = await makeEvent({ maxAttendees: 1 });
    const [holder, first, second] = [await makeUser("h"), await makeUser("w1"), await makeUser("w2")];
    await registerSignedIn(event.id, holder);
    await registerSignedIn(event.id, first);
    await registerSignedIn(event.id, second);
    const holderRow = (await rowsOf(event.id)).find((r) => r.email === holder.email)!;
    expect(await cancelByToken(manageToken(holderRow.id))).toMatchObject({ ok: true, status: "cancelled" });
    const rows = await rowsOf(event.id);
    expect(rows.find((r) => r.email === first.email)).toMatchObject({ status: "registered" });
    expect(rows.find((r) => r.email === first.email)!.promotedAt).not.toBeNull();
    expect(rows.find((r) => r.email === second.email)).toMatchObject({ status: "waitlisted" });
    const promoted = await mailsTo(first.email);
    expect(promoted.map((m) => m.subject)).toContainEqual(expect.stringContaining("A seat is yours"));
    expect(await cancelByToken(manageToken(holderRow.id))).toMatchObject({ ok: false });
  });

  // Issue 22: re-registering a cancelled registration revived its manage link for whoever held it.
  it("a cancelled registration taken up again gets a new manage token; the old link opens nothing", async () => {
    const event = await makeEvent();
    const person = await makeUser("again");
    await registerSignedIn(event.id, person);
    const first = (await rowsOf(event.id))[0]!;
    const oldToken = manageToken(first.id);
    expect(await cancelByToken(oldToken)).toMatchObject({ ok: true, status: "cancelled" });

    // By a visitor with the same address, then (after a second cancellation) by the account.
    expect(await registerVisitor(event.id, { name: "Someone Else", email: person.email }, request())).toMatchObject({
      ok: true,
    });
    const second = (await rowsOf(event.id))[0]!;
    expect(second.id).not.toBe(first.id);
    await expect(managePage(oldToken)).rejects.toMatchObject({ init: { status: 404 } });
    expect(await cancelByToken(oldToken)).toMatchObject({ ok: false });
    expect(await confirmRegistration(manageToken(second.id))).toMatchObject({ ok: true, status: "registered" });
    expect(await cancelByToken(manageToken(second.id))).toMatchObject({ ok: true, status: "cancelled" });

    expect(await registerSignedIn(event.id, person)).toMatchObject({ ok: true, status: "registered" });
    const third = (await rowsOf(event.id))[0]!;
    expect(third.id).not.toBe(second.id);
    expect(await registrationOf(manageToken(second.id))).toBeNull();
    expect((await registrationOf(manageToken(third.id)))?.status).toBe("registered");
    expect(await rowsOf(event.id)).toHaveLength(1);
  });

  it("fillFreeSeats promotes in queue order after capacity grows", async () => {
    const event = await makeEvent({ maxAttendees: 1 });
    const people = [await makeUser("f1"), await makeUser("f2"), await makeUser("f3")];
    for (const p of people) await registerSignedIn(event.id, p);
    await db().update(events).set({ maxAttendees: 2 }).where(eq(events.id, event.id));
    expect(await db().transaction((tx) => fillFreeSeats(tx, event.id))).toBe(1);
    const rows = await rowsOf(event.id);
    expect(rows.find((r) => r.email === people[1]!.email)!.status).toBe("registered");
    expect(rows.find((r) => r.email === people[2]!.email)!.status).toBe("waitlisted");
  });
});

describe("reminders", () => {
  it("two concurrent runs send each reminder once, only to registered people", async () => {
    const soon = await makeEvent({ startsAt: new Date(now.getTime() + 3_600_000), maxAttendees: 2, title: "Soon" });
    const later = await makeEvent({ startsAt: new Date(now.getTime() + 3 * DAY), title: "Later" });
    const people = await Promise.all(["r1", "r2", "r3", "r4"].map(makeUser));
    for (const p of people) await registerSignedIn(soon.id, p); // 2 registered, 2 waitlisted
    await registerSignedIn(later.id, people[0]!);
    await registerVisitor(soon.id, { name: "P", email: "pending-reminder@example.sg" }, request());
    const [a, b] = await Promise.all([sendDueReminders(now), sendDueReminders(now)]);
    expect(a + b).toBe(2);
    expect(await sendDueReminders(now)).toBe(0);
    const reminders = await db().select().from(emailOutbox).where(like(emailOutbox.subject, "Reminder:%"));
    expect(reminders.map((m) => m.to).sort()).toEqual([people[0]!.email, people[1]!.email].sort());
    const stamped = await db()
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, soon.id), eq(eventRegistrations.status, "registered")));
    expect(stamped.every((r) => r.reminderSentAt)).toBe(true);
  });
});

describe("calendar file and dashboards", () => {
  it("parses with ical.js: start in UTC, summary, location, cancelled status", async () => {
    const event = await makeEvent({
      title: "Talk; with, commas",
      startsAt: new Date("2030-03-05T09:30:00+08:00"),
      endsAt: new Date("2030-03-05T11:00:00+08:00"),
      location: "Block 1, Level 2; Singapore",
      description: "A long description ".repeat(10),
    });
    const text = calendarFor(event, "en");
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2030-03-05T01:30:00.000Z");
    expect(parsed.summary).toBe("Talk; with, commas");
    expect(parsed.location).toBe("Block 1, Level 2; Singapore");
    expect(parsed.description).toBe("A long description ".repeat(10).trim());
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    const cancelled = calendarFor({ ...event, cancelledAt: now }, "en");
    const status = new ICAL.Component(ICAL.parse(cancelled))
      .getFirstSubcomponent("vevent")!
      .getFirstPropertyValue("status");
    expect(status).toBe("CANCELLED");
  });

  it("in the page's language (issue 27): a place the team left empty, and the event page's address", async () => {
    const event = await makeEvent({ title: "线上讲座", location: null, isVirtual: true });
    const parse = (text: string) =>
      new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
    const zh = parse(calendarFor(event, "zh"));
    expect(zh.summary).toBe("线上讲座");
    expect(zh.location).toBe("线上");
    expect(String(zh.component.getFirstPropertyValue("url"))).toMatch(new RegExp(`/zh/upcoming-events/${event.id}$`));
    expect(parse(calendarFor(event, "ta")).location).toBe(ta.event.online);
    const en = parse(calendarFor(event, "en"));
    expect(en.location).toBe("Online");
    expect(String(en.component.getFirstPropertyValue("url"))).toMatch(new RegExp(`[^h]/upcoming-events/${event.id}$`));
    // The page in Chinese links its file with its language; the file's address itself has none.
    const page = await eventPage(event.id, new Request(`http://localhost:3000/zh/upcoming-events/${event.id}`));
    expect(page.event.calendarHref).toBe(`/upcoming-events/${event.id}/calendar.ics?lang=zh`);
    const file = await eventCalendarFile(event.id, new Request(`http://localhost:3000${page.event.calendarHref}`));
    expect(parse(await file.text()).location).toBe("线上");
  });

  it("nextPublishedEvent skips drafts, cancelled and past events", async () => {
    await db().delete(events);
    await makeEvent({ title: "Draft", published: false, startsAt: new Date(now.getTime() + DAY) });
    await makeEvent({ title: "Off", cancelledAt: now, startsAt: new Date(now.getTime() + DAY) });
    await makeEvent({ title: "Gone", startsAt: new Date(now.getTime() - DAY) });
    const next = await makeEvent({ title: "Next", startsAt: new Date(now.getTime() + 2 * DAY) });
    expect(await nextPublishedEvent(now)).toMatchObject({
      id: next.id,
      title: "Next",
      href: `/upcoming-events/${next.id}`,
    });
  });
});
