import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  anonymousScreeningReminders,
  newsletterSubscribers,
  appointmentRequests,
  chatQuestions,
  emailOutbox,
  enquiries,
  eventRegistrations,
  events,
  gpClinics,
  partnerReviews,
  rateLimitBuckets,
  rateLimits,
  retentionRuns,
  sessions,
  users,
  verifications,
} from "../../../db/schema";
import { runRetention } from "../../../app/features/privacy/index.server";
import { purges } from "../../../app/features/privacy/declaration";
import { RETENTION_DAYS as CHAT_DAYS } from "../../../app/features/chat/index.server";
import * as system from "../../../app/features/admin/routes/system";
import { createAccount, seed } from "../../../server/seed";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";

/**
 * The retention job (issue 29): for every rule of the declaration, a row just inside its period is
 * kept and one just outside is removed (an hour either side); one run a day whatever the number of
 * callers; the System page shows the last run's counts. Then the demo data's counts. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */
const db = useTestDatabase();
const context = { nonce: "", requestId: "" };
const at = new Date("2031-06-15T04:00:00Z"); // noon in Singapore
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const days = (rule: string) => purges().find((p) => p.rule === rule)!.days;
/** Just inside the period (kept) and just outside (removed). */
const inside = (rule: string) => new Date(at.getTime() - days(rule) * DAY + HOUR);
const outside = (rule: string) => new Date(at.getTime() - days(rule) * DAY - HOUR);

async function ids<T extends { id: string }>(rows: Promise<T[]>) {
  return (await rows).map((r) => r.id);
}

describe("the retention job", () => {
  it("removes what is past each declared period and keeps what is not, once a day", async () => {
    const made: Record<string, { kept: string[]; gone: string[] }> = {};
    const note = (rule: string, kept: string[], gone: string[]) => (made[rule] = { kept, gone });

    // Sign-ups never confirmed: the old one goes with its pending clinic application and its history.
    const user = async (createdAt: Date, emailVerified: boolean) => {
      const id = randomUUID();
      await db()
        .insert(users)
        .values({ id, email: `${id}@test.example`, fullName: "Someone", emailVerified, createdAt });
      return id;
    };
    const oldUnconfirmed = await user(outside("unconfirmed-accounts"), false);
    const newUnconfirmed = await user(inside("unconfirmed-accounts"), false);
    const oldConfirmed = await user(outside("unconfirmed-accounts"), true);
    const [clinic] = await db()
      .insert(gpClinics)
      .values({
        userId: oldUnconfirmed,
        clinicName: "Unconfirmed Clinic",
        doctorFullName: "Dr Never Confirmed",
        licenseNumber: "GP-1",
        address: "1 Road",
        postalCode: "123456",
        region: "East",
      })
      .returning({ id: gpClinics.id });
    await db().insert(partnerReviews).values({ partnerKind: "gp", partnerId: clinic!.id, action: "submitted" });
    note("unconfirmed-accounts", [newUnconfirmed, oldConfirmed], [oldUnconfirmed]);

    const reminder = (createdAt: Date, confirmedAt: Date | null) =>
      ids(
        db()
          .insert(anonymousScreeningReminders)
          .values({ email: "v@test.example", dueOn: "2032-01-01", rule: "average-risk", createdAt, confirmedAt })
          .returning({ id: anonymousScreeningReminders.id }),
      );
    note(
      "unconfirmed-reminders",
      [
        ...(await reminder(inside("unconfirmed-reminders"), null)),
        ...(await reminder(outside("unconfirmed-reminders"), at)),
      ],
      await reminder(outside("unconfirmed-reminders"), null),
    );

    const signUp = (email: string, createdAt: Date, confirmedAt: Date | null) =>
      ids(
        db()
          .insert(newsletterSubscribers)
          .values({ email, createdAt, confirmedAt })
          .returning({ id: newsletterSubscribers.id }),
      );
    note(
      "unconfirmed-newsletter",
      [
        ...(await signUp("n1@test.example", inside("unconfirmed-newsletter"), null)),
        ...(await signUp("n2@test.example", outside("unconfirmed-newsletter"), at)),
      ],
      await signUp("n3@test.example", outside("unconfirmed-newsletter"), null),
    );

    // Events: one that ended just over a year ago, one just under; a future one for pending registrations.
    const event = async (endsAt: Date) =>
      (
        await db()
          .insert(events)
          .values({
            title: "Talk",
            description: "A talk",
            type: "Talk",
            startsAt: new Date(endsAt.getTime() - 2 * HOUR),
            endsAt,
          })
          .returning({ id: events.id })
      )[0]!.id;
    const registration = (eventId: string, status: "pending" | "registered", createdAt: Date) =>
      ids(
        db()
          .insert(eventRegistrations)
          .values({ eventId, name: "R", email: `${randomUUID()}@test.example`, status, createdAt })
          .returning({ id: eventRegistrations.id }),
      );
    const future = await event(new Date(at.getTime() + 30 * DAY));
    note(
      "unconfirmed-registrations",
      [
        ...(await registration(future, "pending", inside("unconfirmed-registrations"))),
        ...(await registration(future, "registered", outside("unconfirmed-registrations"))),
      ],
      await registration(future, "pending", outside("unconfirmed-registrations")),
    );
    note(
      "past-event-registrations",
      await registration(await event(inside("past-event-registrations")), "registered", at),
      await registration(await event(outside("past-event-registrations")), "registered", at),
    );

    const question = (lastAskedAt: Date) =>
      ids(
        db()
          .insert(chatQuestions)
          .values({ question: `q ${randomUUID()}`, normalised: randomUUID(), lastAskedAt })
          .returning({ id: chatQuestions.id }),
      );
    note("chat-questions", await question(inside("chat-questions")), await question(outside("chat-questions")));

    const request = (createdAt: Date) =>
      ids(
        db()
          .insert(appointmentRequests)
          .values({
            name: "P",
            email: "p@test.example",
            phone: "+65 6000 0000",
            preferredClinic: "Any",
            preferredDate: "2031-01-01",
            preferredTime: "morning",
            message: "My symptoms",
            createdAt,
          })
          .returning({ id: appointmentRequests.id }),
      );
    note(
      "appointment-requests",
      await request(inside("appointment-requests")),
      await request(outside("appointment-requests")),
    );

    const enquiry = (status: "new" | "handled", handledAt: Date | null) =>
      ids(
        db()
          .insert(enquiries)
          .values({
            kind: "contact",
            fullName: "E",
            email: "e@test.example",
            topic: "Hello",
            consentedAt: at,
            status,
            handledAt,
          })
          .returning({ id: enquiries.id }),
      );
    note(
      "handled-enquiries",
      [...(await enquiry("handled", inside("handled-enquiries"))), ...(await enquiry("new", null))],
      await enquiry("handled", outside("handled-enquiries")),
    );

    const mail = (createdAt: Date, status: "sent" | "pending") =>
      ids(
        db()
          .insert(emailOutbox)
          .values({
            to: "m@test.example",
            subject: "S",
            text: "Body with a link",
            html: "<p>Body</p>",
            status,
            createdAt,
          })
          .returning({ id: emailOutbox.id }),
      );
    const keptBodies = [
      ...(await mail(inside("outbox-bodies"), "sent")),
      ...(await mail(outside("outbox-bodies"), "pending")),
    ];
    const droppedBodies = await mail(outside("outbox-bodies"), "sent");

    const sessionOf = (expiresAt: Date) =>
      ids(
        db()
          .insert(sessions)
          .values({ id: randomUUID(), token: randomUUID(), userId: oldConfirmed, expiresAt })
          .returning({ id: sessions.id }),
      );
    note(
      "expired-sessions",
      await sessionOf(new Date(at.getTime() + HOUR)),
      await sessionOf(new Date(at.getTime() - HOUR)),
    );

    const verification = (expiresAt: Date) =>
      ids(
        db()
          .insert(verifications)
          .values({ id: randomUUID(), identifier: randomUUID(), value: "v", expiresAt })
          .returning({ id: verifications.id }),
      );
    note(
      "expired-verifications",
      await verification(new Date(at.getTime() + HOUR)),
      await verification(new Date(at.getTime() - HOUR)),
    );

    const counter = (last: Date) =>
      ids(
        db()
          .insert(rateLimits)
          .values({ id: randomUUID(), key: randomUUID(), count: 1, lastRequest: last.getTime() })
          .returning({ id: rateLimits.id }),
      );
    note(
      "expired-rate-limits",
      await counter(inside("expired-rate-limits")),
      await counter(outside("expired-rate-limits")),
    );
    const bucket = async (windowStart: Date) => {
      const key = `test:${randomUUID()}`;
      await db().insert(rateLimitBuckets).values({ key, count: 1, windowStart });
      return [key];
    };
    const keptBucket = await bucket(inside("expired-rate-limit-buckets"));
    const goneBucket = await bucket(outside("expired-rate-limit-buckets"));

    const counts = await runRetention({ at });
    // Each rule removed exactly its one row outside the period (the outbox: one body).
    expect(counts).toEqual(Object.fromEntries(purges().map((p) => [p.rule, 1])));

    const tables = {
      "unconfirmed-accounts": users,
      "unconfirmed-reminders": anonymousScreeningReminders,
      "unconfirmed-newsletter": newsletterSubscribers,
      "unconfirmed-registrations": eventRegistrations,
      "past-event-registrations": eventRegistrations,
      "chat-questions": chatQuestions,
      "appointment-requests": appointmentRequests,
      "handled-enquiries": enquiries,
      "expired-sessions": sessions,
      "expired-verifications": verifications,
      "expired-rate-limits": rateLimits,
    } as const;
    for (const [rule, table] of Object.entries(tables)) {
      const { kept, gone } = made[rule]!;
      const left = await ids(
        db()
          .select({ id: table.id })
          .from(table)
          .where(inArray(table.id, [...kept, ...gone])),
      );
      expect(left.sort(), rule).toEqual([...kept].sort());
    }
    expect(await db().select().from(gpClinics).where(eq(gpClinics.id, clinic!.id))).toEqual([]);
    expect(await db().select().from(partnerReviews).where(eq(partnerReviews.partnerId, clinic!.id))).toEqual([]);
    const buckets = await db()
      .select({ key: rateLimitBuckets.key })
      .from(rateLimitBuckets)
      .where(inArray(rateLimitBuckets.key, [...keptBucket, ...goneBucket]));
    expect(buckets.map((b) => b.key)).toEqual(keptBucket);
    // The outbox keeps every row; only the old delivered one lost its body.
    const outbox = await db()
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [...keptBodies, ...droppedBodies]));
    expect(outbox).toHaveLength(3);
    for (const row of outbox)
      expect([row.id, row.text, row.html], row.id).toEqual(
        droppedBodies.includes(row.id) ? [row.id, "", null] : [row.id, "Body with a link", "<p>Body</p>"],
      );
    expect(outbox.find((r) => droppedBodies.includes(r.id))).toMatchObject({ to: "m@test.example", subject: "S" });

    // The same day again: already done, nothing more removed.
    expect(await runRetention({ at: new Date(at.getTime() + HOUR) })).toBeNull();
    const [run] = await db().select().from(retentionRuns).where(eq(retentionRuns.runOn, "2031-06-15"));
    expect(run!.counts).toEqual(counts);
  });

  it("runs once a day when several workers start at once", async () => {
    const next = new Date(at.getTime() + DAY);
    const results = await Promise.all([
      runRetention({ at: next }),
      runRetention({ at: next }),
      runRetention({ at: next }),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await db().select().from(retentionRuns).where(eq(retentionRuns.runOn, "2031-06-16"))).toHaveLength(1);
  });

  it("shows the last run and its counts on the console's System page", async () => {
    const admin = await signedInAs(db(), "admin");
    const page = (await system.loader({
      request: new Request("http://localhost:3000/admin/system", { headers: { cookie: admin.cookie } }),
      params: {},
      context,
    } as never)) as Awaited<ReturnType<typeof system.loader>>;
    expect(page.retention.lastRun?.on).toBe("2031-06-16");
    expect(page.retention.rules.map((r) => r.rule)).toEqual(purges().map((p) => p.rule));
    // The day before's rows kept "just inside" were past their periods a day later.
    const [run] = await db().select().from(retentionRuns).where(eq(retentionRuns.runOn, "2031-06-16"));
    expect(Object.fromEntries(page.retention.rules.map((r) => [r.rule, r.removed]))).toEqual(run!.counts);
    expect(page.retention.rules.find((r) => r.rule === "chat-questions")!.removed).toBe(1);
  });

  it("keeps the chat's own purge on the declared period", () => {
    expect(CHAT_DAYS).toBe(days("chat-questions"));
  });

  it("on the demo data: today, and a year and a half from now", async () => {
    await seed(db(), { demo: true, demoAccounts: true });
    // A sign-up a week and a day old, never confirmed, beside the demo.
    await createAccount(db(), {
      email: "late@test.example",
      password: "Correct-Horse-9",
      name: "Late",
      userType: "champion",
    });
    await db()
      .update(users)
      .set({ emailVerified: false, createdAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(users.email, "late@test.example"));
    await db().delete(retentionRuns);
    const today = await runRetention();
    expect(today!["unconfirmed-accounts"]).toBe(1);
    const later = await runRetention({ at: new Date(Date.now() + 550 * DAY) });
    console.log(`retention on the demo data: today ${JSON.stringify(today)}; in 550 days ${JSON.stringify(later)}`);
    expect(later!["appointment-requests"]).toBeGreaterThan(0);
    expect(later!["past-event-registrations"]).toBeGreaterThan(0);
  });
});
