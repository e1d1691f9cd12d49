import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  anonymousScreeningReminders,
  emailOutbox,
  screeningEntries,
  screeningReminderLog,
  screeningReminderPreferences,
  users,
} from "../../../db/schema";
import {
  sendDueAnonymousReminders,
  sendDueScreeningReminders,
} from "../../../app/features/screening/reminders/reminders.server";
import { optOutAction, optOutPage } from "../../../app/features/screening/reminders/opt-out.server";
import { signedToken } from "../../../app/features/screening/tokens.server";
import { anonymousMessages, reminderMessages } from "../../../app/features/screening/messages";
import {
  reminderManageAction,
  reminderManagePage,
  remindAction,
} from "../../../app/features/screening/anonymous/anonymous-route.server";
import { addYears } from "../../../app/features/screening/rules";
import { updateEntry } from "../../../app/features/screening/record/record.server";
import { addDays, todayInSingapore } from "../../../app/lib/text/singapore-date";
import { callRoute } from "../../support/route-call";
import { randomIp, unique } from "../../support/unique";
import { useTestDatabase } from "../../support/db";
import { failWrites } from "../../support/failing-writes";

/**
 * The screening reminders (issue 26): each sent exactly once per person, entry and step, with two
 * workers at once and after a run that dies half way; the one-click opt-out; a visitor's double
 * opt-in. On PGlite, and on PostgreSQL when the run has TEST_DATABASE_URL (CI runs this file there:
 * two workers are then two real connections racing on the unique key).
 */
const db = useTestDatabase();
const today = todayInSingapore();

type Entry = { kind: "fit" | "colonoscopy" | "blood-test"; testedOn: string; result: string; intervalYears?: number };

/** `n` Champions, each with the same entries; their addresses carry the label. */
async function makePeople(n: number, label: string, entries: Entry[]) {
  const people = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    fullName: `Person ${label} ${i}`,
    email: `${label}-${i}@screening.test`,
    emailVerified: true,
  }));
  for (let i = 0; i < people.length; i += 500)
    await db()
      .insert(users)
      .values(people.slice(i, i + 500));
  const rows = people.flatMap((p) => entries.map((e) => ({ userId: p.id, ...e })));
  for (let i = 0; i < rows.length; i += 500)
    await db()
      .insert(screeningEntries)
      .values(rows.slice(i, i + 500));
  return people;
}

const mailsTo = async (emails: string[]) =>
  emails.length === 0 ? [] : db().select().from(emailOutbox).where(inArray(emailOutbox.to, emails));

/** A negative FIT a year ago: due today, so the "due" reminder (and only it) goes out today. */
const dueToday: Entry[] = [{ kind: "fit", testedOn: addYears(today, -1), result: "negative" }];

describe("the reminder job under concurrency", () => {
  it("two workers over 1,000 due people send each reminder exactly once", async () => {
    const people = await makePeople(1000, unique("due"), dueToday);
    const started = performance.now();
    const [a, b] = await Promise.all([sendDueScreeningReminders({ today }), sendDueScreeningReminders({ today })]);
    const ms = Math.round(performance.now() - started);
    const emails = people.map((p) => p.email);
    const mails = await mailsTo(emails);
    // The figure of the report: how long, and how the work split between the two workers.
    console.info(`screening reminders: 1,000 due people, two workers: ${a} + ${b} queued in ${ms} ms`);
    expect(a + b).toBe(1000);
    expect(mails).toHaveLength(1000);
    expect(new Set(mails.map((m) => m.to)).size).toBe(1000);
    expect(mails.every((m) => m.subject === "Your colorectal screening is due today")).toBe(true);
    const log = await db()
      .select()
      .from(screeningReminderLog)
      .where(
        inArray(
          screeningReminderLog.userId,
          people.map((p) => p.id),
        ),
      );
    expect(log).toHaveLength(1000);
    expect(log.every((l) => l.step === "due" && l.outboxId !== null)).toBe(true);
    // A third run, as another process would after a restart: nothing new.
    expect(await sendDueScreeningReminders({ today })).toBe(0);
    expect(await mailsTo(emails)).toHaveLength(1000);
  }, 180_000);

  it("a run killed half way is continued by the next, with nothing sent twice", async () => {
    const people = await makePeople(40, unique("crash"), dueToday);
    const emails = people.map((p) => p.email);
    let committed = 0;
    await expect(
      sendDueScreeningReminders({
        today,
        afterPerson: (sent) => {
          if (sent && ++committed === 15) throw new Error("killed");
        },
      }),
    ).rejects.toThrow("killed");
    expect(await mailsTo(emails)).toHaveLength(15);
    expect(await sendDueScreeningReminders({ today })).toBe(25);
    const mails = await mailsTo(emails);
    expect(mails).toHaveLength(40);
    expect(new Set(mails.map((m) => m.to)).size).toBe(40);
    // Each carries its own one-click stop for mail programs (RFC 8058), the link in its text.
    for (const m of mails) {
      const stop = /<(.+\/screening-reminders\/[^>]+)>/.exec(m.headers?.["List-Unsubscribe"] ?? "")?.[1];
      expect(stop, m.to).toBeTruthy();
      expect(m.text).toContain(stop);
      expect(m.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    }
  });

  it("an e-mail that cannot be queued leaves no log row, so the next run sends it", async () => {
    const [person] = await makePeople(1, unique("rollback"), dueToday);
    const lift = await failWrites(db(), "email_outbox", "INSERT");
    await expect(sendDueScreeningReminders({ today })).rejects.toThrow();
    await lift();
    expect(await db().select().from(screeningReminderLog).where(eq(screeningReminderLog.userId, person!.id))).toEqual(
      [],
    );
    expect(await sendDueScreeningReminders({ today })).toBe(1);
    expect(await mailsTo([person!.email])).toHaveLength(1);
  });
});

describe("which step goes out", () => {
  it("a corrected test date brings its reminders back; an edit that changes nothing does not", async () => {
    const [person] = await makePeople(1, unique("corrected"), dueToday);
    expect(await sendDueScreeningReminders({ today })).toBe(1);
    const [entry] = await db().select().from(screeningEntries).where(eq(screeningEntries.userId, person!.id));
    const same = { kind: "fit" as const, testedOn: entry!.testedOn, result: "negative" as const, intervalYears: null };
    expect(await updateEntry(person!.id, entry!.id, same)).toBe(true);
    expect(await sendDueScreeningReminders({ today })).toBe(0);
    // The FIT was in fact ten days earlier: a new due date, so its reminder goes out again.
    expect(await updateEntry(person!.id, entry!.id, { ...same, testedOn: addDays(entry!.testedOn, -10) })).toBe(true);
    expect(await sendDueScreeningReminders({ today })).toBe(1);
    expect(await mailsTo([person!.email])).toHaveLength(2);
    // Someone else's entry: nothing changes, nothing is forgotten.
    const [other] = await makePeople(1, unique("other"), dueToday);
    expect(await updateEntry(other!.id, entry!.id, same)).toBe(false);
    expect(
      await db().select().from(screeningReminderLog).where(eq(screeningReminderLog.entryId, entry!.id)),
    ).toHaveLength(1);
  });

  it("sends only the latest step whose day has come, once; a new test starts again", async () => {
    // Recorded late: due 40 days ago, so "before" and "due" are stale and "after" is today's.
    const [late] = await makePeople(1, unique("late"), [
      { kind: "fit", testedOn: addDays(addYears(today, -1), -40), result: "negative" },
    ]);
    await sendDueScreeningReminders({ today });
    let mails = await mailsTo([late!.email]);
    expect(mails.map((m) => m.subject)).toEqual(["Your colorectal screening is overdue"]);
    expect(mails[0]!.text).toContain("/dashboard/screening");
    expect(mails[0]!.text).toContain("/dashboard/screening/next.ics");
    expect(mails[0]!.text).toContain(`/screening-reminders/${signedToken("screening-opt-out", late!.id)}`);
    // The next days: nothing more for the same test.
    await sendDueScreeningReminders({ today: addDays(today, 1) });
    expect(await mailsTo([late!.email])).toHaveLength(1);
    // A new negative FIT today: nothing is due for a year, then "before" comes first.
    await db().insert(screeningEntries).values({ userId: late!.id, kind: "fit", testedOn: today, result: "negative" });
    await sendDueScreeningReminders({ today: addDays(today, 2) });
    expect(await mailsTo([late!.email])).toHaveLength(1);
    await sendDueScreeningReminders({ today: addDays(addYears(today, 1), -30) });
    mails = await mailsTo([late!.email]);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Your colorectal screening is overdue`,
      expect.stringMatching(/^Your next colorectal screening is due on /),
    ]);
  });

  it("a positive FIT is reminded at 2 and 6 weeks, and no more once a colonoscopy is recorded", async () => {
    const tested = addDays(today, -14);
    const [positive] = await makePeople(1, unique("positive"), [{ kind: "fit", testedOn: tested, result: "positive" }]);
    await sendDueScreeningReminders({ today });
    expect((await mailsTo([positive!.email])).map((m) => m.subject)).toEqual(["Have you booked your colonoscopy?"]);
    await sendDueScreeningReminders({ today: addDays(tested, 42) });
    expect(await mailsTo([positive!.email])).toHaveLength(2);
    // A second positive FIT person records a colonoscopy before six weeks: no second reminder.
    const [booked] = await makePeople(1, unique("booked"), [
      { kind: "fit", testedOn: tested, result: "positive" },
      { kind: "colonoscopy", testedOn: addDays(tested, 20), result: "normal" },
    ]);
    await sendDueScreeningReminders({ today: addDays(tested, 42) });
    expect(await mailsTo([booked!.email])).toHaveLength(0);
  });
});

describe("who is reminded", () => {
  it("not an address never confirmed, nor a suspended account", async () => {
    const [unconfirmed, suspended] = await makePeople(2, unique("skip"), dueToday);
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, unconfirmed!.id));
    await db().update(users).set({ status: "suspended" }).where(eq(users.id, suspended!.id));
    await sendDueScreeningReminders({ today });
    expect(await mailsTo([unconfirmed!.email, suspended!.email])).toEqual([]);
  });
});

describe("the one-click opt-out", () => {
  it("shows a button; an altered link is not valid and writes nothing; a reused one says already opted out", async () => {
    const [person] = await makePeople(1, unique("optout"), dueToday);
    const token = signedToken("screening-opt-out", person!.id);
    expect(await optOutPage(token)).toMatchObject({ optedOut: false });
    const altered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    for (const bad of [altered, `${randomUUID()}.${token.split(".")[1]}`, "nonsense", undefined]) {
      const page = await callRoute<{ message: string }>(() => optOutPage(bad), new Request("http://x"));
      expect(page).toEqual({ status: 404, data: { invalid: true, message: reminderMessages.linkInvalid } });
      const post = await callRoute<{ message: string }>(() => optOutAction(bad), new Request("http://x"));
      expect(post.status).toBe(404);
    }
    expect(
      await db().select().from(screeningReminderPreferences).where(eq(screeningReminderPreferences.userId, person!.id)),
    ).toEqual([]);
    expect(await optOutAction(token)).toEqual({ message: reminderMessages.optedOut });
    expect(await optOutAction(token)).toEqual({ message: reminderMessages.alreadyOptedOut });
    expect(await optOutPage(token)).toMatchObject({ optedOut: true });
    await sendDueScreeningReminders({ today });
    expect(await mailsTo([person!.email])).toHaveLength(0);
  });
});

describe("a visitor's due-date reminder (double opt-in)", () => {
  const post = (fields: Record<string, string>) =>
    new Request("http://localhost:3000/get-screened/remind", {
      method: "POST",
      headers: { "x-rid-client-ip": randomIp() },
      body: new URLSearchParams(fields),
    });
  const remind = <T>(fields: Record<string, string>) =>
    callRoute<T>(({ request }: { request: Request }) => remindAction(request), post(fields));
  const rowsFor = (email: string) =>
    db().select().from(anonymousScreeningReminders).where(eq(anonymousScreeningReminders.email, email));

  it("refuses a date in the past, beyond 11 years, a rule without a date and a bad address, writing nothing", async () => {
    const email = `${unique("bad")}@visitor.test`;
    for (const fields of [
      { email, dueOn: addDays(today, -1), rule: "fit-up-to-date" },
      { email, dueOn: today, rule: "fit-up-to-date" },
      { email, dueOn: addYears(today, 12), rule: "under-start-age" },
      { email, dueOn: "2030-02-30", rule: "fit-up-to-date" },
      { email, dueOn: addDays(today, 30), rule: "symptoms" },
      { email: "not-an-address", dueOn: addDays(today, 30), rule: "fit-up-to-date" },
    ]) {
      const answer = await remind(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await rowsFor(email)).toEqual([]);
    expect(await mailsTo([email, "not-an-address"])).toEqual([]);
  });

  it("confirms by e-mail, sends one reminder on the due date, then forgets the address", async () => {
    const email = `${unique("visitor")}@visitor.test`;
    const dueOn = addDays(today, 10);
    const answer = await remind({ email, dueOn, rule: "fit-up-to-date" });
    expect(answer).toEqual({ status: 200, data: { sent: anonymousMessages.checkInbox } });
    const [confirmMail] = await mailsTo([email]);
    expect(confirmMail!.subject).toBe("Confirm your screening reminder");
    const token = /\/get-screened\/reminder\/([^\s]+)/.exec(confirmMail!.text)![1]!;
    // Not confirmed: the due date passes and nothing is sent.
    expect(await sendDueAnonymousReminders({ today: dueOn })).toBe(0);
    expect(await reminderManagePage(token)).toMatchObject({ exists: true, confirmed: false });
    const confirm = () =>
      reminderManageAction(
        token,
        new Request("http://x", { method: "POST", body: new URLSearchParams({ intent: "confirm" }) }),
      );
    expect(await callRoute(confirm, new Request("http://x"))).toEqual({
      status: 200,
      data: { message: anonymousMessages.confirmed },
    });
    expect(await callRoute(confirm, new Request("http://x"))).toEqual({
      status: 200,
      data: { message: anonymousMessages.alreadyConfirmed },
    });
    expect(await sendDueAnonymousReminders({ today: addDays(dueOn, -1) })).toBe(0);
    const [a, b] = await Promise.all([
      sendDueAnonymousReminders({ today: dueOn }),
      sendDueAnonymousReminders({ today: dueOn }),
    ]);
    expect(a + b).toBe(1);
    const mails = await mailsTo([email]);
    expect(mails.map((m) => m.subject)).toEqual([
      "Confirm your screening reminder",
      "Your colorectal screening is due",
    ]);
    expect(await rowsFor(email)).toEqual([]);
    expect(await sendDueAnonymousReminders({ today: addDays(dueOn, 1) })).toBe(0);
    expect(await reminderManagePage(token)).toMatchObject({ exists: false });
  });

  it("removes in one click; an altered link is not valid", async () => {
    const email = `${unique("remove")}@visitor.test`;
    await remind({ email, dueOn: addDays(today, 100), rule: "fit-up-to-date" });
    const [mail] = await mailsTo([email]);
    const token = /\/get-screened\/reminder\/([^\s]+)/.exec(mail!.text)![1]!;
    const remove = (t: string) =>
      callRoute<{ message: string }>(
        () =>
          reminderManageAction(
            t,
            new Request("http://x", { method: "POST", body: new URLSearchParams({ intent: "remove" }) }),
          ),
        new Request("http://x"),
      );
    const altered = token.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(await remove(altered)).toEqual({
      status: 404,
      data: { invalid: true, message: anonymousMessages.linkInvalid },
    });
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await remove(token)).toEqual({ status: 200, data: { message: anonymousMessages.removed } });
    expect(await rowsFor(email)).toEqual([]);
    expect(await remove(token)).toEqual({ status: 200, data: { message: anonymousMessages.alreadyRemoved } });
  });

  it("says the same whatever the address, and stops a script after a few requests", async () => {
    const email = `${unique("limit")}@visitor.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await remind({ email, dueOn: addDays(today, 50 + i), rule: "fit-up-to-date" })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await mailsTo([email])).toHaveLength(3);
  });
});
