import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { emailOutbox, eventRegistrations, events } from "../../../db/schema";
import { eventAction, eventCalendarFile, eventPage } from "../../../app/features/events/event-page.server";
import { messages } from "../../../app/features/events/messages";
import { managePage } from "../../../app/features/events/registration/manage-page.server";
import { deliverDueEmails, defaultTransport } from "../../../app/lib/email/outbox.server";
import { setEnv } from "../../../app/lib/env.server";
import { testEnv, useTestDatabase } from "../../support/db";

const db = useTestDatabase();
const DAY = 86_400_000;

async function makeEvent(values: Partial<typeof events.$inferInsert> = {}) {
  const [event] = await db()
    .insert(events)
    .values({
      title: "Forgery test",
      description: "Plain.",
      type: "Webinar",
      startsAt: new Date(Date.now() + 3 * DAY),
      isVirtual: true,
      joinUrl: "https://meet.example.org/secret-room",
      maxAttendees: 1,
      ...values,
    })
    .returning();
  return event!;
}

const post = (fields: Record<string, string>, ip = "10.9.0.1") =>
  new Request("http://localhost:3000/upcoming-events/x", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "x-rid-client-ip": ip },
  });

/** What a thrown React Router `data()` carries. */
async function statusOf(work: Promise<unknown>): Promise<number> {
  try {
    await work;
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("the event page's action and loader", () => {
  it("ignores forged seat, status and event fields: the server decides", async () => {
    const event = await makeEvent();
    const other = await makeEvent({ title: "Other" });
    const response = await eventAction(
      event.id,
      post({
        intent: "register",
        name: "Forger",
        email: "forger@example.sg",
        status: "registered",
        seats: "999",
        maxAttendees: "999",
        eventId: other.id,
        userId: "someone",
      }),
    );
    expect(response.init?.status ?? 200).toBe(200);
    const rows = await db().select().from(eventRegistrations);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventId: event.id, status: "pending", userId: null, email: "forger@example.sg" });
  });

  it("answers field messages with what was typed, and writes nothing", async () => {
    const event = await makeEvent();
    const response = await eventAction(event.id, post({ intent: "register", name: "", email: "nope" }));
    expect(response.init?.status).toBe(400);
    expect(response.data.result?.error).toMatchObject({
      name: [messages.nameRequired],
      email: [messages.emailInvalid],
    });
    expect(response.data.result?.initialValue).toMatchObject({ email: "nope" });
    expect(await db().select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))).toHaveLength(
      0,
    );
  });

  it("gives the site's 404 for an unknown, unpublished or malformed id, never a 500", async () => {
    const draft = await makeEvent({ published: false });
    const get = new Request("http://localhost:3000/upcoming-events/x");
    for (const id of [draft.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid", "1; drop table events"]) {
      expect(await statusOf(eventPage(id, get)), id).toBe(404);
      expect(await statusOf(eventAction(id, post({ intent: "register" }))), id).toBe(404);
      expect(await statusOf(eventCalendarFile(id, get)), id).toBe(404);
    }
    expect(await statusOf(managePage("x".repeat(43)))).toBe(404);
  });

  it("keeps the join link from anyone not registered, and states the seats", async () => {
    const event = await makeEvent();
    const page = await eventPage(event.id, new Request("http://localhost:3000/upcoming-events/x"));
    expect(page.joinUrl).toBeNull();
    expect(JSON.stringify(page)).not.toContain("secret-room");
    expect(page).toMatchObject({ seatsLeft: 1, capacity: 1, closedReason: null });
    expect(page.jsonLd).toMatchObject({
      "@type": "Event",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation" },
      offers: { availability: "https://schema.org/InStock" },
    });
  });
});

describe("attachments through SMTP", () => {
  it("the SMTP transport sends the calendar file as a text/calendar attachment", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let body = "";
        stream.on("data", (c: Buffer) => (body += c.toString()));
        stream.on("end", () => {
          received.push(body);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as { port: number }).port;
    setEnv(testEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` }));
    try {
      await db().delete(emailOutbox);
      await db()
        .insert(emailOutbox)
        .values({
          to: "cal@example.sg",
          subject: "With a file",
          text: "See attached.",
          attachments: [
            {
              filename: "event.ics",
              contentType: "text/calendar; charset=utf-8",
              content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
            },
          ],
        });
      expect(await deliverDueEmails(defaultTransport(), 20, db())).toBe(1);
      expect(received[0]).toMatch(/Content-Type: text\/calendar/i);
      expect(received[0]).toContain("filename=event.ics");
    } finally {
      setEnv(testEnv());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
