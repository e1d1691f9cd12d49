import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivityLog } from "../../../db/schema";
import {
  AUDIT_PAGE_SIZE,
  auditExportLimit,
  auditFilters,
  auditMessages,
  auditPage,
  changesOf,
  exportAuditLog,
  type AuditFilters,
} from "../../../app/features/admin/audit/audit-log.server";
import * as exportRoute from "../../../app/features/admin/routes/audit-export";
import { CLIENT_IP_HEADER } from "../../../app/lib/http/client-ip";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";
import { parseCsv } from "../../support/csv";

// The audit trail (issue #14): append-only in the database, the /admin/audit filters and pages, and
// the CSV export, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.

const db = useTestDatabase();

const tag = () => randomBytes(4).toString("hex");
const admin = () => ({ id: randomUUID(), email: `auditor-${tag()}@test.example` });
const request = (path = "/admin/audit", ip = "10.20.30.40") =>
  new Request(`http://localhost:3000${path}`, { headers: { [CLIENT_IP_HEADER]: ip } });

type Row = typeof adminActivityLog.$inferInsert;
async function insertRows(rows: Row[]) {
  return db().insert(adminActivityLog).values(rows).returning();
}

/** The page of the log for an address's query string. */
const pageFor = (query: string) => {
  const { filters, problems } = auditFilters(new URLSearchParams(query));
  return auditPage(filters, problems);
};

/** Every row the page's filters select, over all its pages, as target ids. */
async function allPages(query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const result = await pageFor(`${query}&page=${page}`);
    ids.push(...result.rows.map((r) => r.target?.id ?? ""));
    if (page >= result.pages) return ids;
  }
}

async function csvOf(response: Response) {
  // Read as a spreadsheet does: the byte-order mark first (Response.text() would drop it).
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  return { header: header!, rows: rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!]))) };
}

/** The message of a refused statement, with the database's own words (drizzle wraps them). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const e = error as Error & { cause?: Error };
    return `${e.message} ${e.cause?.message ?? ""}`;
  }
  return "not refused";
}

describe("the audit trail is append-only, enforced by the database", () => {
  it("refuses UPDATE, DELETE and TRUNCATE, and the row stays as written", async () => {
    const [row] = await insertRows([
      {
        adminId: "someone",
        actorEmail: `append-${tag()}@test.example`,
        action: "setting.update",
        targetType: "setting",
        targetId: "crc_test_unit_cost",
        targetLabel: "Test unit cost",
        before: { value: 10 },
        after: { value: 12 },
        ipAddress: "10.0.0.1",
      },
    ]);
    const byId = eq(adminActivityLog.id, row!.id);

    expect(await refusal(db().update(adminActivityLog).set({ action: "forged" }).where(byId))).toContain(
      "admin_activity_log is append-only",
    );
    expect(await refusal(db().delete(adminActivityLog).where(byId))).toContain("admin_activity_log is append-only");
    expect(await refusal(db().execute(sql`truncate admin_activity_log`))).toContain(
      "admin_activity_log is append-only",
    );
    // Not even inside a transaction, nor by a raw statement.
    expect(
      await refusal(db().transaction((tx) => tx.execute(sql`delete from admin_activity_log where id = ${row!.id}`))),
    ).toContain("admin_activity_log is append-only");

    const after = await db().select().from(adminActivityLog).where(byId);
    expect(after).toEqual([row]);
  });
});

describe("changes shown as before → after", () => {
  it("lists only the keys that changed, compactly", () => {
    expect(changesOf({ status: "failed" }, { status: "pending" })).toEqual([
      { key: "status", before: "failed", after: "pending" },
    ]);
    expect(changesOf({ a: 1, b: [1, 2], same: "x" }, { a: 2, b: [1, 2], same: "x", c: { d: true } })).toEqual([
      { key: "a", before: "1", after: "2" },
      { key: "c", before: "—", after: '{"d":true}' },
    ]);
    expect(changesOf(null, { filters: { actor: "x" }, rows: 3 })).toEqual([
      { key: "filters", before: "—", after: '{"actor":"x"}' },
      { key: "rows", before: "—", after: "3" },
    ]);
    expect(changesOf(null, null)).toEqual([]);
    expect(changesOf(5, 7)).toEqual([{ key: "", before: "5", after: "7" }]);
    expect(changesOf({ long: "y".repeat(500) }, {})[0]!.before).toHaveLength(200);
    // Markup stays text: the page renders it as such (React escapes it, no inner HTML anywhere).
    expect(changesOf({ name: "<img src=x onerror=alert(1)>" }, {})[0]!.before).toBe("<img src=x onerror=alert(1)>");
  });

  it("shows a moment in Singapore time, as everywhere else in the console", () => {
    expect(changesOf({ startsAt: "2026-12-12T02:00:00.000Z" }, { startsAt: "2026-12-12T03:30:00+00:00" })).toEqual([
      {
        key: "startsAt",
        before: "12 Dec 2026, 10:00 am (Singapore time)",
        after: "12 Dec 2026, 11:30 am (Singapore time)",
      },
    ]);
    // A date without a time, or text that only looks like one, stays as it is.
    expect(changesOf({ date: "2026-12-12" }, { date: "2026-12-13T99:99Z" })).toEqual([
      { key: "date", before: "2026-12-12", after: "2026-12-13T99:99Z" },
    ]);
  });
});

describe("/admin/audit: filters and pages", () => {
  const actor = `filters-${tag()}@test.example`;
  const seeded = async () => {
    const rows = await insertRows([
      // 1 March 2030, 23:30 in Singapore (15:30 UTC): the last half hour of the Singapore day.
      {
        actorEmail: actor,
        action: "story.approve",
        targetType: "story",
        targetId: "s-1",
        targetLabel: "My father's polyps",
        createdAt: new Date("2030-03-01T15:30:00Z"),
      },
      // 2 March 2030, 00:30 in Singapore (1 March, 16:30 UTC).
      {
        actorEmail: actor,
        action: "story.reject",
        targetType: "story",
        targetId: "s-2",
        targetLabel: "100% better_now",
        createdAt: new Date("2030-03-01T16:30:00Z"),
      },
      {
        actorEmail: actor,
        action: "user.suspend",
        targetType: "user",
        targetId: "u-3",
        targetLabel: "Tan Ah Kow",
        createdAt: new Date("2030-03-05T02:00:00Z"),
      },
    ]);
    return rows;
  };

  it("filters by actor, action, target type, target text (label or id) and Singapore dates", async () => {
    await seeded();
    const ids = async (query: string) =>
      (await pageFor(`actor=${encodeURIComponent(actor)}&${query}`)).rows.map((r) => r.target!.id);
    expect(await ids("")).toEqual(["u-3", "s-2", "s-1"]); // newest first
    expect((await pageFor(`actor=${actor.slice(0, 12).toUpperCase()}`)).rows.map((r) => r.target!.id)).toEqual(
      expect.arrayContaining(["u-3", "s-2", "s-1"]),
    );
    expect(await ids("action=story.reject")).toEqual(["s-2"]);
    expect(await ids("targetType=story")).toEqual(["s-2", "s-1"]);
    expect(await ids("target=polyps")).toEqual(["s-1"]);
    expect(await ids("target=U-3")).toEqual(["u-3"]);
    // LIKE's wildcards are taken literally.
    expect(await ids("target=%25")).toEqual(["s-2"]);
    expect(await ids("target=_")).toEqual(["s-2"]);
    expect(await ids("from=2030-03-01&to=2030-03-01")).toEqual(["s-1"]);
    expect(await ids("from=2030-03-02&to=2030-03-02")).toEqual(["s-2"]);
    expect(await ids("from=2030-03-02")).toEqual(["u-3", "s-2"]);
    expect(await ids("to=2030-03-04")).toEqual(["s-2", "s-1"]);

    const page = await pageFor(`actor=${actor}`);
    expect(page.rows[0]).toMatchObject({
      action: "Suspended an account",
      actionCode: "user.suspend",
      actor,
      ip: "unknown",
    });
    expect(page.actionOptions).toEqual(expect.arrayContaining([{ value: "story.approve", label: "Approved a story" }]));
    expect(page.targetTypeOptions).toEqual(expect.arrayContaining([{ value: "story", label: "Story" }]));
  });

  it("bad filters are named and ignored, never a failure", async () => {
    const check = async (query: string, problems: string[], expected: Partial<AuditFilters>) => {
      const page = await pageFor(query);
      expect(page.problems).toEqual(problems);
      expect(page.filters).toMatchObject(expected);
    };
    await check("from=2030-02-30&to=yesterday", [auditMessages.badDate("from"), auditMessages.badDate("to")], {
      from: null,
      to: null,
    });
    await check("from=2030-03-05&to=2030-03-01", [auditMessages.datesReversed], { from: null, to: null });
    await check("action=<script>&targetType=DROP TABLE", [auditMessages.badAction, auditMessages.badTargetType], {
      action: null,
      targetType: null,
    });
    for (const page of ["abc", "-1", "0", "1.5", "1e9", "２"])
      await check(`page=${page}`, [auditMessages.badPage], { page: 1 });
    await check(`actor=${"x".repeat(5000)}`, [], { actor: "x".repeat(100) });
  });

  it("pages of 50, newest first; a page past the end (10^9, or a number beyond any integer) shows the last", async () => {
    const pager = `pager-${tag()}@test.example`;
    const start = Date.UTC(2031, 0, 1);
    await insertRows(
      Array.from({ length: 120 }, (_, i) => ({
        actorEmail: pager,
        action: "user.reinstate",
        targetType: "user",
        targetId: `p-${String(i).padStart(3, "0")}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const first = await pageFor(`actor=${pager}`);
    expect({ total: first.total, pages: first.pages, rows: first.rows.length }).toEqual({
      total: 120,
      pages: 3,
      rows: AUDIT_PAGE_SIZE,
    });
    expect(first.rows[0]!.target!.id).toBe("p-119");
    const third = await pageFor(`actor=${pager}&page=3`);
    expect(third.rows.map((r) => r.target!.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `p-${String(19 - i).padStart(3, "0")}`),
    );
    for (const page of ["1000000000", "99999999999999999999"]) {
      const far = await pageFor(`actor=${pager}&page=${page}`);
      expect(far.filters.page).toBe(3);
      expect(far.problems).toEqual([auditMessages.pageTooHigh(3)]);
      expect(far.rows).toEqual(third.rows);
    }
    const none = await pageFor(`actor=nobody-${tag()}&page=1000000000`);
    expect({ page: none.filters.page, rows: none.rows, total: none.total }).toEqual({ page: 1, rows: [], total: 0 });
    expect(new Set(await allPages(`actor=${pager}`)).size).toBe(120);
  });
});

describe("/admin/audit/export.csv", () => {
  it("is exactly the filtered rows, formula-safe, and writes one audit row of its own", async () => {
    const actor = `export-${tag()}@test.example`;
    await insertRows([
      {
        actorEmail: actor,
        action: "story.approve",
        targetType: "story",
        targetId: "e-1",
        targetLabel: '=HYPERLINK("http://evil.example","click")',
        before: { approved: false },
        after: { approved: true },
        ipAddress: "10.1.1.1",
      },
      {
        actorEmail: actor,
        action: "story.reject",
        targetType: "story",
        targetId: "e-2",
        targetLabel: 'Plain, with a comma and "quotes"\nand a line',
      },
      { actorEmail: actor, action: "user.suspend", targetType: "user", targetId: "e-3", targetLabel: "+6591234567" },
    ]);
    const who = admin();
    const query = `actor=${encodeURIComponent(actor)}&targetType=story`;
    const response = await exportAuditLog(request(`/admin/audit/export.csv?${query}`), who);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const { header, rows } = await csvOf(response);
    expect(header).toContain("Before");
    expect(rows.map((r) => r["Target id"])).toEqual(await allPages(query));
    expect(rows.map((r) => r["Target id"]).sort()).toEqual(["e-1", "e-2"]);
    const evil = rows.find((r) => r["Target id"] === "e-1")!;
    expect(evil.Target).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(evil).toMatchObject({
      "Actor e-mail": actor,
      Action: "Approved a story",
      "Action code": "story.approve",
      "Client IP": "10.1.1.1",
    });
    expect(JSON.parse(evil.After!)).toEqual({ approved: true });
    expect(rows.find((r) => r["Target id"] === "e-2")!.Target).toBe('Plain, with a comma and "quotes"\nand a line');

    const own = await db()
      .select()
      .from(adminActivityLog)
      .where(and(eq(adminActivityLog.adminId, who.id)));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      action: "audit.export",
      actorEmail: who.email,
      ipAddress: "10.20.30.40",
      after: { filters: { actor, targetType: "story" }, rows: 2 },
    });
  });

  it("streams in keyset batches: 2,500 rows, many at the same instant, each exactly once", async () => {
    const actor = `bulk-${tag()}@test.example`;
    const at = new Date("2021-06-01T00:00:00Z");
    await insertRows(
      Array.from({ length: 2500 }, (_, i) => ({
        actorEmail: actor,
        action: "user.reinstate",
        targetId: `b-${i}`,
        // Ten rows share each instant: the id breaks the tie.
        createdAt: new Date(at.getTime() + Math.floor(i / 10) * 1000),
      })),
    );
    const { rows } = await csvOf(await exportAuditLog(request(`/admin/audit/export.csv?actor=${actor}`), admin()));
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r["Target id"])).size).toBe(2500);
    const times = rows.map((r) => r["Time (UTC)"]!);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("is limited per admin: the eleventh export in an hour is refused with 429 and writes nothing", async () => {
    const who = admin();
    const path = `/admin/audit/export.csv?actor=nobody-${tag()}`;
    for (let i = 0; i < auditExportLimit.max; i++) expect((await exportAuditLog(request(path), who)).status).toBe(200);
    const refused = await exportAuditLog(request(path), who);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toBe(auditMessages.tooMany(60));
    const own = await db().select().from(adminActivityLog).where(eq(adminActivityLog.adminId, who.id));
    expect(own).toHaveLength(auditExportLimit.max);
    // Another admin is not held back by the first one's exports.
    expect((await exportAuditLog(request(path), admin())).status).toBe(200);
  });

  it("the route answers the file to a signed-in admin with two-step verification", async () => {
    const { cookie, id } = await signedInAs(db(), "admin");
    const response = (await exportRoute.loader({
      request: new Request("http://localhost:3000/admin/audit/export.csv?action=audit.export", { headers: { cookie } }),
      params: {},
      context: { nonce: "", requestId: "" },
    } as never)) as Response;
    expect(response.status).toBe(200);
    const { rows } = await csvOf(response);
    expect(rows.every((r) => r["Action code"] === "audit.export")).toBe(true);
    expect(rows.some((r) => r["Actor id"] === id)).toBe(false); // its own row comes after the snapshot
    const own = await db().select().from(adminActivityLog).where(eq(adminActivityLog.adminId, id));
    // Its sign-in (audited since issue 23) and the export.
    expect(own.map((r) => r.action).sort()).toEqual(["admin.sign_in", "audit.export"]);
  });
});
