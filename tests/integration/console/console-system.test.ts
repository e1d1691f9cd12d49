import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { adminActivityLog, emailOutbox } from "../../../db/schema";
import * as consoleLayout from "../../../app/features/admin/routes/console";
import * as systemRoute from "../../../app/features/admin/routes/system";
import {
  commitOf,
  retryAllFailedEmails,
  retryFailedEmail,
  systemMessages as m,
  systemPage,
  uptimeWords,
} from "../../../app/features/admin/system/system.server";
import { CLIENT_IP_HEADER } from "../../../app/lib/http/client-ip";
import { recordResponse, resetRequestStats } from "../../../app/lib/http/request-stats.server";
import { useTestDatabase } from "../../support/db";
import { failWrites } from "../../support/failing-writes";
import { callRoute, formPost } from "../../support/route-call";
import { signedInAs } from "../../support/sessions";

// The console's System tab (issue #14): its figures, and the retry of failed e-mails with its audit
// row, its bad input and its race, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.

const db = useTestDatabase();

const admin = () => ({ id: randomUUID(), email: `system-${randomBytes(3).toString("hex")}@test.example` });
const request = () =>
  new Request("http://localhost:3000/admin/system", { method: "POST", headers: { [CLIENT_IP_HEADER]: "10.9.8.7" } });
const NO_SUCH_EMAIL = "00000000-0000-4000-8000-000000000000";

async function failedEmail(subject = "Your screening reminder") {
  const [row] = await db()
    .insert(emailOutbox)
    .values({
      to: `person-${randomBytes(3).toString("hex")}@example.sg`,
      subject,
      text: "Hello",
      status: "failed",
      attempts: 8,
      lastError: "550 mailbox unavailable",
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  return row!;
}
const emailRow = async (id: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const auditRowsFor = (id: string) => db().select().from(adminActivityLog).where(eq(adminActivityLog.targetId, id));
const auditCount = async () => (await db().select({ n: count() }).from(adminActivityLog))[0]!.n;

describe("the System page's figures", () => {
  it("uptime in words, the commit when the deployment gives it", () => {
    expect(uptimeWords(0)).toBe("less than a minute");
    expect(uptimeWords(59.9)).toBe("less than a minute");
    expect(uptimeWords(61)).toBe("1 minute");
    expect(uptimeWords(2 * 3600)).toBe("2 hours");
    expect(uptimeWords(86_400 + 3 * 3600 + 5 * 60)).toBe("1 day, 3 hours and 5 minutes");
    expect(uptimeWords(3 * 86_400 + 60)).toBe("3 days and 1 minute");
    expect(commitOf({}, null)).toBeNull();
    // Built in a git checkout: the commit npm run build recorded; the deployment's own word wins.
    expect(commitOf({}, "fedcba9876543210fedcba9876543210fedcba98")).toBe("fedcba987654");
    expect(commitOf({ GIT_COMMIT: "0123456789abcdef" }, "fedcba9876543210")).toBe("0123456789ab");
    expect(commitOf({ GIT_COMMIT: "0123456789abcdef0123456789abcdef01234567" })).toBe("0123456789ab");
    expect(commitOf({ SOURCE_VERSION: " v1.2.3 " })).toBe("v1.2.3");
  });

  it("database kind and answer time, the outbox, the last hour, the last migration, each check", async () => {
    const failed = await failedEmail();
    resetRequestStats();
    for (const status of [200, 200, 500, 429]) recordResponse(status);
    const page = await systemPage();
    // The package names its version (the page said "No version in package.json").
    expect(page.version.package).toMatch(/^\d+\.\d+\.\d+$/);

    expect(page.database.kind).toBe(inject("postgresUrl") ? "PostgreSQL" : "Embedded PostgreSQL (PGlite)");
    expect(page.database.ms).toBeGreaterThanOrEqual(0);
    expect(page.uptime).toMatch(/minute|hour|day/);

    const journal = JSON.parse(readFileSync("db/migrations/meta/_journal.json", "utf8")) as {
      entries: { tag: string }[];
    };
    expect(page.migration).toMatchObject({
      tag: journal.entries.at(-1)!.tag,
      applied: journal.entries.length,
      known: journal.entries.length,
    });
    expect(page.migration!.hash).toMatch(/^[0-9a-f]{12}$/);

    expect(page.outbox.failed).toBeGreaterThanOrEqual(1);
    expect(page.outbox.failedList.find((e) => e.id === failed.id)).toMatchObject({
      to: failed.to,
      subject: failed.subject,
      attempts: 8,
      lastError: "550 mailbox unavailable",
    });
    // The test process started moments ago: the hour is "since" its start.
    expect(page.lastHour).toMatchObject({ requests: 4, serverErrors: 1, rateLimited: 1 });
    expect(page.lastHour.since).toEqual(expect.any(String));
    expect(page.health.checks.map((c) => c.name)).toEqual(["Database", "E-mail delivery", "Server errors"]);
    const delivery = page.health.checks.find((c) => c.name === "E-mail delivery")!;
    expect(delivery).toMatchObject({ ok: false });
    expect(delivery.detail).toMatch(/failed in the last 24 hours/);
    expect(page.health.status).toBe("Needs attention");
    resetRequestStats();
  });
});

describe("retrying a failed e-mail", () => {
  it("puts it back in the queue with one audit row, written with it", async () => {
    const email = await failedEmail("Verify your e-mail");
    const who = admin();
    expect(await retryFailedEmail(request(), who, email.id)).toEqual({
      ok: true,
      message: m.retried(email.to, "Verify your e-mail"),
    });
    const row = await emailRow(email.id);
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: "550 mailbox unavailable" });
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const audit = await auditRowsFor(email.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminId: who.id,
      actorEmail: who.email,
      action: "email.retry",
      targetType: "email",
      targetLabel: `${email.to} — Verify your e-mail`,
      before: { status: "failed" },
      after: { status: "pending" },
      ipAddress: "10.9.8.7",
    });
  });

  it("unknown id → 404, not failed any more → 409, malformed id → 400; nothing written", async () => {
    const email = await failedEmail();
    await db().update(emailOutbox).set({ status: "pending" }).where(eq(emailOutbox.id, email.id));
    const before = await auditCount();
    expect(await retryFailedEmail(request(), admin(), NO_SUCH_EMAIL)).toEqual({
      ok: false,
      status: 404,
      message: m.notFound,
    });
    expect(await retryFailedEmail(request(), admin(), email.id)).toEqual({
      ok: false,
      status: 409,
      message: m.notFailed,
    });
    for (const id of ["", "abc", "1; drop table email_outbox", `${NO_SUCH_EMAIL}0`])
      expect(await retryFailedEmail(request(), admin(), id)).toEqual({ ok: false, status: 400, message: m.invalidId });
    expect(await auditCount()).toBe(before);
  });

  it("two admins at once: exactly one retries it, the other is told; one audit row", async () => {
    const email = await failedEmail();
    const outcomes = await Promise.all([
      retryFailedEmail(request(), admin(), email.id),
      retryFailedEmail(request(), admin(), email.id),
    ]);
    expect(outcomes.filter((o) => o.ok)).toEqual([{ ok: true, message: m.retried(email.to, email.subject) }]);
    expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, status: 409, message: m.notFailed }]);
    expect(await auditRowsFor(email.id)).toHaveLength(1);
    expect((await emailRow(email.id)).status).toBe("pending");
  });

  it("when the audit row cannot be written, the e-mail stays failed (one transaction)", async () => {
    const email = await failedEmail();
    const lift = await failWrites(db(), "admin_activity_log", "INSERT");
    try {
      expect(await retryFailedEmail(request(), admin(), email.id)).toEqual({
        ok: false,
        status: 500,
        message: m.unexpected,
      });
    } finally {
      await lift();
    }
    expect(await emailRow(email.id)).toMatchObject({ status: "failed", attempts: 8 });
  });

  it("retry all: every failed e-mail in one transaction, one audit row with the count; then none left", async () => {
    const emails = [await failedEmail(), await failedEmail()];
    const [failedNow] = await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, "failed"));
    const who = admin();
    expect(await retryAllFailedEmails(request(), who)).toEqual({ ok: true, message: m.retriedAll(failedNow!.n) });
    for (const email of emails) expect((await emailRow(email.id)).status).toBe("pending");
    const audit = await db().select().from(adminActivityLog).where(eq(adminActivityLog.adminId, who.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "email.retry",
      targetId: "all-failed",
      before: { status: "failed", count: failedNow!.n },
      after: { status: "pending", count: failedNow!.n },
    });
    expect((audit[0]!.after as { ids: string[] }).ids).toEqual(expect.arrayContaining(emails.map((e) => e.id)));
    expect(await retryAllFailedEmails(request(), admin())).toEqual({ ok: false, status: 409, message: m.noneFailed });
  });
});

describe("the System route's action", () => {
  it("answers each form with its message and status, never a 500", async () => {
    const { cookie, id } = await signedInAs(db(), "admin");
    const post = (fields: Record<string, string>) =>
      callRoute<{ ok: boolean; message: string }>(systemRoute.action, formPost("/admin/system", cookie, fields));
    const email = await failedEmail();
    const before = await auditCount();
    expect(await post({})).toEqual({ status: 400, data: { ok: false, message: m.unknownIntent } });
    expect(await post({ intent: "delete", id: email.id })).toEqual({
      status: 400,
      data: { ok: false, message: m.unknownIntent },
    });
    expect(await post({ intent: "retry" })).toEqual({ status: 400, data: { ok: false, message: m.invalidId } });
    expect(await post({ intent: "retry", id: "not-an-id" })).toEqual({
      status: 400,
      data: { ok: false, message: m.invalidId },
    });
    expect(await post({ intent: "retry", id: NO_SUCH_EMAIL })).toEqual({
      status: 404,
      data: { ok: false, message: m.notFound },
    });
    expect(await auditCount()).toBe(before);
    expect(await post({ intent: "retry", id: email.id })).toEqual({
      status: 200,
      data: { ok: true, message: m.retried(email.to, email.subject) },
    });
    expect(await post({ intent: "retry", id: email.id })).toEqual({
      status: 409,
      data: { ok: false, message: m.notFailed },
    });
    expect((await auditRowsFor(email.id)).map((r) => r.adminId)).toEqual([id]);
  });

  it("the loader gives the page's figures to an admin", async () => {
    const { cookie } = await signedInAs(db(), "admin");
    const request = () => new Request("http://localhost:3000/admin/system", { headers: { cookie } });
    const { status, data } = await callRoute<{ database: { kind: string } }>(systemRoute.loader, request());
    expect(status).toBe(200);
    expect(data.database.kind).toMatch(/PostgreSQL/);
    // Who is signed in comes from the console's layout route, which frames the page (issue 24).
    const frame = await callRoute<{ email: string }>(consoleLayout.loader, request());
    expect(frame.data.email).toMatch(/@test\.example$/);
  });
});
