import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "../../../db/schema";
import { newsletterMessages as m } from "../../../app/features/newsletter/messages";
import {
  confirmAction,
  confirmPage,
  subscribeAction,
  unsubscribeAction,
  unsubscribePage,
} from "../../../app/features/newsletter/subscribe-route.server";
import {
  createIssue,
  newsletterConsoleAction,
  newsletterConsolePage,
  queueNextBatch,
  requestSend,
} from "../../../app/features/newsletter/issues.server";
import { signedToken } from "../../../app/features/screening/tokens.server";
import { isOneClickUnsubscribe } from "../../../app/lib/email/one-click";
import { decodeFlash } from "../../../app/lib/forms/flash.server";
import { callRoute } from "../../support/route-call";
import { requestAs } from "../../support/sessions";
import { randomIp, unique } from "../../support/unique";
import { useTestDatabase } from "../../support/db";

/**
 * The newsletter (issue 29): double opt-in, nothing sent before the confirmation, no account
 * enumeration, the flood, forged and replayed links, the one-click stop, and an issue sent exactly
 * once per confirmed address even when the send dies half way. On PGlite, and on PostgreSQL when
 * the run has TEST_DATABASE_URL.
 */
const db = useTestDatabase();

const post = (email: string, ip = randomIp(), from = "http://localhost:3000/education/newsroom") =>
  new Request("http://localhost:3000/newsletter/subscribe", {
    method: "POST",
    headers: { "x-rid-client-ip": ip, referer: from },
    body: new URLSearchParams({ email }),
  });

/** What the visitor is shown after the redirect: where, and the flash message. */
async function subscribeAs(email: string, ip?: string, from?: string) {
  const answer = (await subscribeAction(post(email, ip, from))) as Response;
  const cookie = answer.headers.get("set-cookie") ?? "";
  const flash = decodeFlash(/rid_flash=([^;]*)/.exec(cookie)?.[1] ?? "");
  return { status: answer.status, location: answer.headers.get("location"), flash };
}

const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
const rowOf = async (email: string) =>
  (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const linkIn = (text: string, kind: "confirm" | "unsubscribe") =>
  new RegExp(`/newsletter/${kind}/([A-Za-z0-9._-]+)`).exec(text)?.[1];
const postTo = (handler: unknown) =>
  callRoute<{ ok: boolean; message: string }>(handler, new Request("http://x", { method: "POST" }));

describe("signing up (double opt-in)", () => {
  it("queues only the confirmation, answers the same for a new and a subscribed address, and confirms once", async () => {
    const email = `${unique("news")}@visitor.test`;
    const first = await subscribeAs(email.toUpperCase());
    expect(first).toMatchObject({ status: 302, location: "/education/newsroom" });
    expect(first.flash).toMatchObject({ kind: "success", message: m.checkInbox });
    const mails = await mailsTo(email);
    expect(mails.map((x) => x.subject)).toEqual(["Confirm your subscription to RID-CRC updates"]);
    const token = linkIn(mails[0]!.text, "confirm")!;
    expect(await rowOf(email)).toMatchObject({ confirmedAt: null });

    // An issue sent now reaches confirmed subscribers only: this address gets nothing.
    const admin = await requestAs(db(), "admin");
    const issueId = await createIssue(admin, { subject: `Before ${email}`, body: "Hello **all**" });
    await requestSend(admin, issueId);
    while ((await queueNextBatch()) > 0);
    expect((await mailsTo(email)).map((x) => x.subject)).toEqual(["Confirm your subscription to RID-CRC updates"]);

    // Opening the page confirms nothing; the button does, once.
    expect(await confirmPage(token)).toMatchObject({ valid: true });
    expect(await rowOf(email)).toMatchObject({ confirmedAt: null });
    const confirmed = await postTo(() => confirmAction(token));
    expect(confirmed).toMatchObject({ status: 200, data: { ok: true, message: m.confirmed } });
    // Once confirmed, the page offers the stop link at once.
    expect((confirmed.data as unknown as { stopPath: string }).stopPath).toMatch(/^\/newsletter\/unsubscribe\//);
    expect(await postTo(() => confirmAction(token))).toMatchObject({
      status: 200,
      data: { ok: true, message: m.alreadyConfirmed },
    });

    // Subscribing again: the same answer, no second row, no e-mail to the subscribed address.
    const again = await subscribeAs(email);
    expect(again.flash).toMatchObject({ kind: "success", message: m.checkInbox });
    expect(await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(
      1,
    );
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("shows a bad address at its field and writes nothing", async () => {
    for (const email of ["", "not-an-address", `${"a".repeat(260)}@x.test`]) {
      const answer = await callRoute<{ result: { error: Record<string, string[]> } }>(
        ({ request }: { request: Request }) => subscribeAction(request),
        post(email),
      );
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.data.result.error)).toEqual(["email"]);
    }
    expect(
      await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "not-an-address")),
    ).toEqual([]);
  });

  it("refuses a flood for one address and from one client with a clear message, writing nothing", async () => {
    const email = `${unique("flood")}@visitor.test`;
    for (let i = 0; i < 3; i++) expect((await subscribeAs(email)).flash?.message).toBe(m.checkInbox);
    const fourth = await subscribeAs(email);
    expect(fourth.flash).toMatchObject({ kind: "error", message: m.tooMany });
    expect(await mailsTo(email)).toHaveLength(3);

    const ip = randomIp();
    const addresses = Array.from({ length: 11 }, (_, i) => `${unique(`ip${i}`)}@visitor.test`);
    const answers = [];
    for (const a of addresses) answers.push(await subscribeAs(a, ip));
    expect(answers.slice(0, 10).every((a) => a.flash?.message === m.checkInbox)).toBe(true);
    expect(answers[10]!.flash).toMatchObject({ kind: "error", message: m.tooMany });
    expect(await rowOf(addresses[10]!)).toBeUndefined();
    expect(await mailsTo(addresses[10]!)).toEqual([]);
  });

  it("goes back only to a page of our own origin", async () => {
    const away = await subscribeAs(`${unique("ref")}@visitor.test`, undefined, "https://evil.test/phish");
    expect(away.location).toBe("/newsletter/subscribe");
  });
});

describe("links that are forged, altered or replayed", () => {
  it("answers a clear 'not valid' for forged links of either kind, changing nothing", async () => {
    const email = `${unique("forge")}@visitor.test`;
    await subscribeAs(email);
    const row = (await rowOf(email))!;
    const stopToken = signedToken("newsletter-stop", row.id);
    const confirmToken = signedToken("newsletter-confirm", row.id);
    const forged = [
      `${row.id}.${"A".repeat(43)}`,
      stopToken, // a stop link is not a confirmation link
      confirmToken.slice(0, -1) + (confirmToken.endsWith("A") ? "B" : "A"),
      "../../etc/passwd",
      undefined,
    ];
    for (const token of forged) {
      expect(await callRoute(() => confirmPage(token), new Request("http://x"))).toMatchObject({
        status: 404,
        data: { valid: false, message: m.linkInvalid },
      });
      expect(await postTo(() => confirmAction(token))).toEqual({
        status: 404,
        data: { ok: false, message: m.linkInvalid },
      });
    }
    for (const token of [confirmToken, `${row.id}.${"A".repeat(43)}`]) {
      expect((await postTo(() => unsubscribeAction(token))).status).toBe(404);
      expect((await callRoute(() => unsubscribePage(token), new Request("http://x"))).status).toBe(404);
    }
    expect(await rowOf(email)).toMatchObject({ confirmedAt: null });
  });

  it("a confirmation link replayed after unsubscribing finds nothing and brings nothing back", async () => {
    const email = `${unique("replay")}@visitor.test`;
    await subscribeAs(email);
    const row = (await rowOf(email))!;
    const confirmToken = signedToken("newsletter-confirm", row.id);
    await postTo(() => confirmAction(confirmToken));
    const stop = signedToken("newsletter-stop", row.id);
    expect((await postTo(() => unsubscribeAction(stop))).data).toEqual({ ok: true, message: m.unsubscribed });
    expect((await postTo(() => unsubscribeAction(stop))).data).toEqual({ ok: true, message: m.gone });
    expect((await postTo(() => confirmAction(confirmToken))).data).toEqual({
      ok: true,
      message: m.gone,
      stopPath: null,
    });
    expect(await rowOf(email)).toBeUndefined();
  });
});

describe("sending an issue", () => {
  async function confirmedSubscribers(n: number) {
    const rows = await db()
      .insert(newsletterSubscribers)
      .values(Array.from({ length: n }, () => ({ email: `${unique("sub")}@visitor.test`, confirmedAt: new Date() })))
      .returning();
    return rows;
  }

  it("queues each confirmed address exactly once, with one-click unsubscribe, even after a send dies midway", async () => {
    const subs = await confirmedSubscribers(25);
    const admin = await requestAs(db(), "admin");
    const issueId = await createIssue(admin, {
      subject: `Issue ${unique("i")}`,
      body: "# News\n\nWe screened **many** people. <script>alert(1)</script>",
    });
    expect(await requestSend(admin, issueId)).toEqual({ ok: true, message: m.sendStarted });
    expect(await requestSend(admin, issueId)).toEqual({ ok: false, message: m.alreadySent });

    // A batch that dies after writing its deliveries: rolled back whole, nothing queued.
    await expect(
      db().transaction(async (tx) => {
        await queueNextBatch(10, tx as never);
        throw new Error("killed");
      }),
    ).rejects.toThrow("killed");
    const emails = subs.map((s) => s.email);
    expect(await db().select().from(emailOutbox).where(inArray(emailOutbox.to, emails))).toEqual([]);

    // One batch commits, then the process "restarts" and two workers race for the rest.
    expect(await queueNextBatch(10)).toBeGreaterThan(0);
    const race = async () => {
      while ((await queueNextBatch(10)) > 0);
    };
    await Promise.all([race(), race()]);

    const mails = await db().select().from(emailOutbox).where(inArray(emailOutbox.to, emails));
    expect(mails).toHaveLength(25);
    expect(new Set(mails.map((x) => x.to)).size).toBe(25);
    const one = mails[0]!;
    const stop = /<(.+\/newsletter\/unsubscribe\/[^>]+)>/.exec(one.headers?.["List-Unsubscribe"] ?? "")?.[1];
    expect(stop).toBeDefined();
    expect(one.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(one.text).toContain(stop!);
    expect(one.text).not.toMatch(/<script|alert/);
    expect(one.html).not.toMatch(/<script|alert/);
    expect(one.text).toContain("We screened many people.");
    const [issue] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    expect(issue!.sentAt).not.toBeNull();
    expect(issue!.queuedCount).toBeGreaterThanOrEqual(25);

    // A mail provider's one-click post: let through the CSRF rule, and it stops at once.
    const path = new URL(stop!).pathname;
    expect(
      isOneClickUnsubscribe({
        path,
        contentType: "application/x-www-form-urlencoded",
        origin: undefined,
        referer: undefined,
        cookie: undefined,
        fetchSite: undefined,
      }),
    ).toBe(true);
    const token = path.split("/").pop();
    expect((await postTo(() => unsubscribeAction(token))).data).toEqual({ ok: true, message: m.unsubscribed });
    expect(await rowOf(one.to)).toBeUndefined();
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, issueId))) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(24);
  });

  it("the console previews without writing, saves a draft, and lists it with its sent count after Send", async () => {
    const admin = await requestAs(db(), "admin", "/admin/content/newsletter");
    const cookie = admin.headers.get("cookie")!;
    const form = (fields: Record<string, string>) =>
      new Request("http://localhost:3000/admin/content/newsletter", {
        method: "POST",
        headers: { cookie },
        body: new URLSearchParams(fields),
      });
    const subject = `Console ${unique("c")}`;
    const preview = await callRoute<{ preview: { html: string } }>(
      ({ request }: { request: Request }) => newsletterConsoleAction(request),
      form({ intent: "preview", subject, body: "**Bold** <img src=x onerror=alert(1)>" }),
    );
    expect(preview.data.preview.html).toContain("<strong>Bold</strong>");
    expect(preview.data.preview.html).not.toContain("onerror");
    expect(await db().select().from(newsletterIssues).where(eq(newsletterIssues.subject, subject))).toEqual([]);
    const saved = (await newsletterConsoleAction(form({ intent: "create", subject, body: "Hi" }))) as Response;
    expect(saved.status).toBe(302);
    const [row] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.subject, subject));
    await newsletterConsoleAction(form({ intent: "send", id: row!.id }));
    while ((await queueNextBatch()) > 0);
    const page = await newsletterConsolePage(admin);
    const listed = page.issues.find((i) => i.id === row!.id)!;
    expect(listed).toMatchObject({ status: "sent" });
    expect(listed.queued).toBe(page.confirmed);
  });

  it("refuses the console's writes to anyone but an admin, writing nothing", async () => {
    for (const role of ["anonymous", "champion", "corporate_contact"] as const) {
      const request = await requestAs(db(), role);
      await expect(createIssue(request, { subject: "x", body: "y" })).rejects.toBeDefined();
    }
    expect(await db().select().from(newsletterIssues).where(eq(newsletterIssues.subject, "x"))).toEqual([]);
  });
});
