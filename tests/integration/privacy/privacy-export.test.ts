import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminActivityLog,
  anonymousScreeningReminders,
  appointmentRequests,
  emailOutbox,
  eventRegistrations,
  events,
  rateLimitBuckets,
  referrals,
  screeningReminderPreferences,
  stories,
  users,
} from "../../../db/schema";
import * as downloadRoute from "../../../app/features/privacy/routes/my-data-download";
import * as summary from "../../../app/features/privacy/routes/my-data-summary";
import { personalData } from "../../../app/features/privacy/declaration";
import { privacyMessages as m } from "../../../app/features/privacy/messages";
import { decodeFlash } from "../../../app/lib/forms/flash.server";
import { FLASH_COOKIE } from "../../../app/lib/forms/flash";
import { auth } from "../../../app/features/accounts/auth.server";
import { demoAccounts, seed } from "../../../server/seed";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";

/**
 * "Download my data" (issue 29) for the demo Champion of server/seed.ts, with a little of
 * everything added: the file is parsed and checked table by table against what PostgreSQL itself
 * says (to_jsonb of each row, found by hand-written conditions, not the export's code), another
 * Champion's data never appears, an id sent along is ignored, each download is one audit row, and
 * the sixth in an hour is refused with nothing read or written. Runs on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */
const db = useTestDatabase();
const context = { nonce: "", requestId: "" };
const champion = demoAccounts.find((a) => a.userType === "champion")!;

const url = (path: string) => `http://localhost:3000${path}`;
async function signIn(email: string, password: string) {
  const response = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
const download = (cookie: string, body = "download=json") =>
  downloadRoute.action({
    request: new Request(url("/account/data/download"), {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body,
    }),
    params: {},
    context,
  } as never) as Promise<Response>;

/** Timestamps as the file writes them (ISO, milliseconds, Z); every other value as it is. */
function normalise(value: unknown): unknown {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value))
    return new Date(value).toISOString();
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
  return value;
}
const sorted = (rows: unknown[]) =>
  rows.map(normalise).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db().execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** The rows of one table about this person, as the database gives them, found by the conditions written here. */
async function fromDatabase(table: string, id: string, email: string): Promise<unknown[]> {
  const t = sql.identifier(table);
  const where: Record<string, ReturnType<typeof sql>> = {
    users: sql`id = ${id}`,
    champions: sql`user_id = ${id}`,
    sessions: sql`user_id = ${id}`,
    accounts: sql`user_id = ${id}`,
    two_factors: sql`user_id = ${id}`,
    activity_logs: sql`admin_id = ${id}`,
    admin_activity_log: sql`admin_id = ${id} or target_id = ${id}`,
    gp_clinics: sql`user_id = ${id}`,
    specialists: sql`user_id = ${id}`,
    corporates: sql`user_id = ${id} or id = (select corporate_id::uuid from users where id = ${id})`,
    corporate_sponsorships: sql`requested_by = ${id} or corporate_id in (select id from corporates where user_id = ${id})`,
    partner_reviews: sql`actor_id = ${id} or partner_id in (select id from gp_clinics where user_id = ${id} union select id from specialists where user_id = ${id} union select id from corporates where user_id = ${id})`,
    enquiries: sql`lower(email) = lower(${email})`,
    referrals: sql`referrer_id = ${id}`,
    stories: sql`user_id = ${id}`,
    event_registrations: sql`user_id = ${id} or lower(email) = lower(${email})`,
    appointment_requests: sql`lower(email) = lower(${email})`,
    email_outbox: sql`lower("to") = lower(${email})`,
    screening_entries: sql`user_id = ${id}`,
    screening_reminder_log: sql`user_id = ${id}`,
    screening_reminder_preferences: sql`user_id = ${id}`,
    anonymous_screening_reminders: sql`lower(email) = lower(${email})`,
    deletion_requests: sql`user_id = ${id}`,
    newsletter_subscribers: sql`lower(email) = lower(${email})`,
    newsletter_issues: sql`created_by = ${id}`,
  };
  const condition = where[table];
  if (!condition) throw new Error(`no hand-written condition for ${table}`);
  const rows = await query<{ row: Record<string, unknown> }>(
    sql`select to_jsonb(t) as row from ${t} t where ${condition}`,
  );
  const withheld = personalData.find((d) => d.table === table)!.withheld ?? [];
  return rows.map(({ row }) => Object.fromEntries(Object.entries(row).filter(([k]) => !withheld.includes(k))));
}

/** A little of everything for one person, by id and by address. */
async function giveData(id: string, email: string, tag: string) {
  const [event] = await db().select({ id: events.id }).from(events).limit(1);
  await db().update(users).set({ quizScore: 4, phoneNumber: "+65 9123 4567" }).where(eq(users.id, id));
  await db()
    .insert(referrals)
    .values({ referrerId: id, referredEmail: `friend-${tag}@test.example`, message: `Go ${tag}` });
  await db()
    .insert(stories)
    .values({
      userId: id,
      storyType: "Survivor",
      experienceType: "FIT",
      location: "Tampines",
      content: `Story ${tag}`,
    });
  await db().insert(eventRegistrations).values({ eventId: event!.id, userId: id, name: tag, email });
  await db()
    .insert(appointmentRequests)
    .values({
      name: tag,
      email: email.toUpperCase(),
      phone: "+65 6123 4567",
      preferredClinic: "Any",
      preferredDate: "2030-01-02",
      preferredTime: "morning",
      message: `Symptoms ${tag}`,
    });
  await db().insert(screeningReminderPreferences).values({ userId: id, optedOutAt: new Date() });
  await db().insert(anonymousScreeningReminders).values({ email, dueOn: "2030-01-01", rule: "average-risk" });
  await db()
    .insert(emailOutbox)
    .values({ to: email, subject: `Hello ${tag}`, text: `secret link ${tag}` });
}

describe("download my data: the demo Champion", () => {
  it("gives one JSON file that matches the database table by table, and nothing of anyone else", async () => {
    await seed(db(), { demo: true, demoAccounts: true });
    const cookie = await signIn(champion.email, champion.password);
    const [me] = await db().select({ id: users.id }).from(users).where(eq(users.email, champion.email));
    const other = await signedInAs(db(), "champion");
    await giveData(me!.id, champion.email, "mine");
    await giveData(other.id, other.email, "theirs");

    const expected: Record<string, unknown[]> = {};
    for (const d of personalData.filter((t) => t.links.length))
      expected[d.table] = await fromDatabase(d.table, me!.id, champion.email);

    // An id sent along (in the form or the address) changes nothing: the session names the person.
    const response = await download(cookie, `download=json&id=${other.id}&userId=${other.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="rid-crc-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    const file = JSON.parse(text) as { person: { id: string }; tables: Record<string, { rows: unknown[] }> };
    expect(file.person.id).toBe(me!.id);

    expect(Object.keys(file.tables).sort()).toEqual(Object.keys(expected).sort());
    const counts: Record<string, number> = {};
    for (const [table, rows] of Object.entries(expected)) {
      expect(sorted(file.tables[table]!.rows), table).toEqual(sorted(rows));
      counts[table] = rows.length;
    }
    // The demo's data and what was added: the sample stories, two FITs, one sign-in, the rest once.
    expect(counts.users).toBe(1);
    expect(counts.stories).toBeGreaterThanOrEqual(2);
    expect(counts.screening_entries).toBe(2);
    expect(counts.sessions).toBe(1);
    for (const table of [
      "referrals",
      "event_registrations",
      "appointment_requests",
      "email_outbox",
      "screening_reminder_preferences",
      "anonymous_screening_reminders",
      "accounts",
    ])
      expect(counts[table], table).toBe(1);
    console.log(`export of the demo Champion, rows per table: ${JSON.stringify(counts)}`);

    // Nothing of the other Champion, and no secret: no password hash, no session token, no e-mail body.
    for (const leak of [other.id, other.email, "theirs", "secret link", "$argon2"]) expect(text).not.toContain(leak);
    const tokens = await query<{ token: string }>(sql`select token from sessions where user_id = ${me!.id}`);
    expect(tokens).toHaveLength(1);
    expect(text).not.toContain(tokens[0]!.token);

    // One audit row, naming the person and the counts, not the data.
    const rows = await db().select().from(adminActivityLog).where(eq(adminActivityLog.action, "privacy.download"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ adminId: me!.id, targetId: me!.id, after: { tables: counts } });
  });

  it("gives each demo partner their listing, company, pledges and application history, as the database holds them", async () => {
    for (const account of demoAccounts.filter((a) => a.userType !== "champion")) {
      const cookie = await signIn(account.email, account.password);
      const [me] = await db().select({ id: users.id }).from(users).where(eq(users.email, account.email));
      const expected: Record<string, unknown[]> = {};
      for (const d of personalData.filter((t) => t.links.length))
        expected[d.table] = await fromDatabase(d.table, me!.id, account.email);
      const file = JSON.parse(await (await download(cookie)).text()) as {
        tables: Record<string, { rows: unknown[] }>;
      };
      const counts: Record<string, number> = {};
      for (const d of personalData.filter((t) => t.links.length)) {
        const rows = expected[d.table]!;
        expect(sorted(file.tables[d.table]!.rows), `${account.userType} ${d.table}`).toEqual(sorted(rows));
        if (rows.length) counts[d.table] = rows.length;
      }
      const listing = { gpclinic: "gp_clinics", specialist: "specialists", corporate_contact: "corporates" }[
        account.userType as "gpclinic"
      ];
      expect(counts[listing], account.userType).toBe(1);
      console.log(`export of the demo ${account.userType}: ${JSON.stringify(counts)}`);
    }
  });

  it("shows the same data as a page", async () => {
    const cookie = await signIn(champion.email, champion.password);
    const page = (await summary.loader({
      request: new Request(url("/account/data/summary"), { headers: { cookie } }),
      params: {},
      context,
    } as never)) as Awaited<ReturnType<typeof summary.loader>>;
    const stories = page.sections.find((s) => s.table === "stories")!;
    expect(stories.label).toBe("Stories");
    expect(stories.rows.some((row) => row.some(([k, v]) => k === "content" && v === "Story mine"))).toBe(true);
    expect(JSON.stringify(page)).not.toContain("theirs");
  });

  it("shows the page in the page's language: each table's words and the dates, the column names as stored", async () => {
    const cookie = await signIn(champion.email, champion.password);
    const page = (await summary.loader({
      request: new Request(url("/zh/account/data/summary"), { headers: { cookie } }),
      params: {},
      context,
    } as never)) as Awaited<ReturnType<typeof summary.loader>>;
    const profile = page.sections.find((s) => s.table === "users")!;
    expect(profile).toMatchObject({
      label: "个人资料",
      purpose: "您的账户：让您登录、您的个人资料和仪表板（包括您的测验分数），以及您的电邮所用的语言。",
      retention: "在您保留账户期间保存；注册后电邮地址一直未确认的，7 天后删除。",
    });
    const signedIn = profile.rows[0]!.find(([k]) => k === "created_at")![1];
    expect(signedIn).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日/);
    const stories = page.sections.find((s) => s.table === "stories")!;
    expect(stories.rows[0]!.map(([k]) => k)).toContain("content");
  });

  it("refuses a sixth download in an hour, reading and writing nothing", async () => {
    const cookie = await signIn(champion.email, champion.password);
    const before = await db().select().from(adminActivityLog).where(eq(adminActivityLog.action, "privacy.download"));
    // The first test downloaded once; four more are allowed.
    for (let i = 0; i < 4; i++) expect((await download(cookie)).status).toBe(200);
    // Back to the page with the message as a flash (shown with or without JavaScript), no file.
    const refused = await download(cookie);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe("/account/data");
    expect(refused.headers.get("content-disposition")).toBeNull();
    const flash = refused.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${FLASH_COOKIE}=`))!
      .split(";")[0]!
      .slice(FLASH_COOKIE.length + 1);
    expect(decodeFlash(flash)?.message).toBe(m.tooMany);
    const after = await db().select().from(adminActivityLog).where(eq(adminActivityLog.action, "privacy.download"));
    expect(after.length - before.length).toBe(4);
    expect((await db().select().from(rateLimitBuckets)).length).toBeGreaterThan(0);
  });

  it("sends a signed-out visitor to sign in, downloading nothing", async () => {
    await expect(download("")).rejects.toMatchObject({ status: 302 });
  });
});
