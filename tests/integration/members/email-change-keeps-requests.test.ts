import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  anonymousScreeningReminders,
  emailOutbox,
  enquiries,
  eventRegistrations,
  events,
  newsletterSubscribers,
} from "../../../db/schema";
import * as changePage from "../../../app/features/accounts/routes/change-email";
import * as confirmPage from "../../../app/features/accounts/routes/confirm-email-change";
import * as myAppointments from "../../../app/features/directory/routes/my-appointments";
import * as myEvents from "../../../app/features/events/routes/my-registrations";
import * as downloadRoute from "../../../app/features/privacy/routes/my-data-download";
// The privacy feature's entry wires the move into the address change, as the server's routes do.
import "../../../app/features/privacy/index.server";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";
import { callRoute, formPost } from "../../support/route-call";
import { addGpClinic, requestsTo, submit, validFields } from "../../support/appointments";

/**
 * After a change of sign-in address (issue 29), what the person sent with the old one is still
 * theirs: the rows found by address move to the new one in the change's transaction, so
 * /account/appointments, /account/events and the download still show them. The outbox keeps the
 * address each e-mail went to.
 */
const db = useTestDatabase();
const context = { nonce: "", requestId: "" };
const DAY = 86_400_000;

async function changeAddress(cookie: string, oldEmail: string, newEmail: string) {
  const asked = await callRoute(
    changePage.action,
    formPost("/account/email", cookie, { newEmail, password: "Correct-Horse-9" }),
  );
  expect(asked.status).toBe(200);
  const [verify] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, newEmail));
  const token = /\/account\/email\/confirm\/(\S+)/.exec(verify!.text)![1]!;
  const request = new Request(`http://localhost:3000/account/email/confirm/${token}`, { method: "POST" });
  const done = (await confirmPage.action({ request, params: { token }, context } as never)) as unknown as {
    data: { ok?: boolean };
  };
  expect(done.data.ok, `change from ${oldEmail}`).toBe(true);
}

async function download(cookie: string) {
  const response = (await downloadRoute.action({
    request: new Request("http://localhost:3000/account/data/download", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "download=json",
    }),
    params: {},
    context,
  } as never)) as Response;
  return JSON.parse(await response.text()) as { tables: Record<string, { rows: Array<Record<string, unknown>> }> };
}

const get = async <T>(handler: unknown, path: string, cookie: string) =>
  (await callRoute<T>(handler, new Request(`http://localhost:3000${path}`, { headers: { cookie } }))).data;

describe("changing the sign-in address keeps what was sent with the old one", () => {
  it("moves appointment requests, registrations, enquiries, reminders and the newsletter; they still show and export", async () => {
    const me = await signedInAs(db(), "champion");
    const partner = await signedInAs(db(), "gpclinic");
    const clinic = await addGpClinic(partner.id);
    const sent = await submit(
      validFields({ email: me.email.toUpperCase(), clinic: `gp:${clinic.id}`, preferredClinic: clinic.name }),
    );
    expect(sent.status).toBe(200);
    const [request] = await requestsTo(me.email);

    const [event, shared] = await db()
      .insert(events)
      .values(
        ["Screening talk", "Walk for health"].map((title) => ({
          title,
          description: "About FIT kits.",
          type: "Workshop",
          startsAt: new Date(Date.now() + 7 * DAY),
        })),
      )
      .returning();
    const newEmail = `moved-${Date.now()}@test.example`;
    // A place taken as a visitor with the old address, and one at an event the new address already holds.
    const [asVisitor, clash, newOnes] = await db()
      .insert(eventRegistrations)
      .values([
        { eventId: event!.id, name: "Me", email: me.email, status: "registered" },
        { eventId: shared!.id, name: "Me", email: me.email, status: "registered" },
        { eventId: shared!.id, name: "Also me", email: newEmail, status: "pending" },
      ])
      .returning();
    const [enquiry] = await db()
      .insert(enquiries)
      .values({ kind: "contact", fullName: "Me", email: me.email, topic: "Question", consentedAt: new Date() })
      .returning();
    const [reminder] = await db()
      .insert(anonymousScreeningReminders)
      .values({ email: me.email, dueOn: "2030-01-15", rule: "fit-up-to-date" })
      .returning();
    const [subscriber] = await db().insert(newsletterSubscribers).values({ email: me.email }).returning();
    const outboxBefore = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.email));

    await changeAddress(me.cookie, me.email, newEmail);

    // Every row is the new address's now, in the same transaction as the change.
    expect(await requestsTo(me.email)).toEqual([]);
    expect((await requestsTo(newEmail)).map((r) => r.id)).toEqual([request!.id]);
    const registrations = await db()
      .select()
      .from(eventRegistrations)
      .where(sql`${eventRegistrations.id} in (${asVisitor!.id}, ${clash!.id})`);
    expect(registrations.find((r) => r.id === asVisitor!.id)).toMatchObject({ email: newEmail, userId: me.id });
    // One place per address and event: the clashing one keeps its address, tied to the account.
    expect(registrations.find((r) => r.id === clash!.id)).toMatchObject({ email: me.email, userId: me.id });
    expect((await db().select().from(enquiries).where(eq(enquiries.id, enquiry!.id)))[0]!.email).toBe(newEmail);
    const [movedReminder] = await db()
      .select()
      .from(anonymousScreeningReminders)
      .where(eq(anonymousScreeningReminders.id, reminder!.id));
    expect(movedReminder!.email).toBe(newEmail);
    const [movedSubscriber] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, subscriber!.id));
    expect(movedSubscriber!.email).toBe(newEmail);
    // The outbox keeps the address each e-mail went to, and the notice of the change goes to the old one.
    const outboxAfter = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.email));
    expect(outboxAfter.length).toBe(outboxBefore.length + 1);

    // The person's pages and download still show them.
    const appointments = await get<{ requests: Array<{ id: string }> }>(
      myAppointments.loader,
      "/account/appointments",
      me.cookie,
    );
    expect(appointments.requests.map((r) => r.id)).toEqual([request!.id]);
    const mine = await get<{ registrations: Array<{ id: string }> }>(myEvents.loader, "/account/events", me.cookie);
    // With the new address's own place (no account id) found by address, as before the change.
    expect(mine.registrations.map((r) => r.id).sort()).toEqual([asVisitor!.id, clash!.id, newOnes!.id].sort());
    const file = await download(me.cookie);
    expect(file.tables.appointment_requests!.rows.map((r) => r.id)).toEqual([request!.id]);
    expect(file.tables.enquiries!.rows.map((r) => r.id)).toEqual([enquiry!.id]);
    expect(file.tables.anonymous_screening_reminders!.rows.map((r) => r.id)).toEqual([reminder!.id]);
    expect(file.tables.newsletter_subscribers!.rows.map((r) => r.id)).toEqual([subscriber!.id]);
    expect(file.tables.event_registrations!.rows.map((r) => r.id)).toEqual(
      expect.arrayContaining([asVisitor!.id, clash!.id]),
    );
  });
});
