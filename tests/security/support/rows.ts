import { PGlite } from "@electric-sql/pglite";
import path from "node:path";
// The extensions our migrations create (app/lib/db.server.ts pgliteExtensions); imported here directly
// because Playwright loads this file and app code stays out of it.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { SecurityServer } from "./server";

/**
 * Attempt counters, written on every attempt by design (that is how a limit counts): ours
 * (rate_limit_buckets) and better-auth's per-client-address flood guard (rate_limits, keyed by
 * address and endpoint). Their rows say that someone tried, not what they sent.
 */
export const COUNTERS = ["rate_limit_buckets", "rate_limits"] as const;

/**
 * Tables whose rows change legitimately without anything being written by the requests under
 * test (their counts are still compared): the outbox worker marks e-mails sent; the search index
 * is rebuilt from content/ at every start, which the counts on PGlite cause themselves; better-auth
 * rewrites a pending second step's wrong-code counter (verifications) on each wrong code; sessions
 * are accounted for exactly by the fuzz (its own sign-ins, and sign-outs by /logout).
 */
const NOT_HASHED = new Set<string>([...COUNTERS, "email_outbox", "search_documents", "verifications", "sessions"]);

/** Columns a table's hash leaves out: a sign-in records its own time on the account (users.last_sign_in_at). */
const UNHASHED_COLUMNS: Record<string, readonly string[]> = { users: ["last_sign_in_at"] };

export type TableState = { rows: number; hash?: string };
export type Snapshot = Record<string, TableState>;

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

async function snapshotWith(query: Query): Promise<Snapshot> {
  const tables = (
    await query(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    )
  ).map((row) => String(row.table_name));
  const snapshot: Snapshot = {};
  for (const table of tables) {
    const quoted = `"${table.replaceAll('"', '""')}"`;
    const [count] = await query(`select count(*)::int as n from ${quoted}`);
    const state: TableState = { rows: Number(count!.n) };
    if (!NOT_HASHED.has(table)) {
      // Catches updates as well as inserts and deletes: a profile overwritten by a bad body.
      const left = (UNHASHED_COLUMNS[table] ?? []).map((c) => ` - '${c}'`).join("");
      const [hash] = await query(
        `select md5(coalesce(string_agg(r, '|' order by r), '')) as h from (select (to_jsonb(t)${left})::text as r from ${quoted} t) s`,
      );
      state.hash = String(hash!.h);
    }
    snapshot[table] = state;
  }
  return snapshot;
}

/**
 * Every table's row count (and content hash). On PostgreSQL through `pg`, beside the running server.
 * On PGlite the server holds the data directory alone: it is stopped (SIGTERM, waiting for its
 * exit), the directory opened here as the app opens it, counted, closed, and the server started
 * again on the same directory (sessions and cookies survive: same database, same secret).
 */
export async function snapshot(server: SecurityServer): Promise<Snapshot> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return await snapshotWith(async (sql) => (await client.query(sql)).rows as Record<string, unknown>[]);
    } finally {
      await client.end();
    }
  }
  await server.stop();
  try {
    const db = await PGlite.create(path.join(server.dataDir, "pgdata"), { extensions: { pg_trgm } });
    try {
      return await snapshotWith(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
    } finally {
      await db.close();
    }
  } finally {
    await server.restart();
  }
}

/**
 * Runs one statement on the server's database, as the snapshot reads it (on PGlite: stop, open,
 * run, close, start). For what no page does yet, such as approving a story.
 */
export async function execute(server: SecurityServer, statement: string, params: unknown[] = []): Promise<number> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return (await client.query(statement, params)).rowCount ?? 0;
    } finally {
      await client.end();
    }
  }
  await server.stop();
  try {
    const db = await PGlite.create(path.join(server.dataDir, "pgdata"), { extensions: { pg_trgm } });
    try {
      return (await db.query(statement, params)).affectedRows ?? 0;
    } finally {
      await db.close();
    }
  } finally {
    await server.restart();
  }
}

export type Difference = { table: string; before: TableState; after: TableState };

/** Tables whose count or content differs, counters left out. */
export function differences(before: Snapshot, after: Snapshot, ignore: readonly string[] = []): Difference[] {
  const skip = new Set<string>([...COUNTERS, ...ignore]);
  const tables = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => !skip.has(t));
  return tables
    .map((table) => ({
      table,
      before: before[table] ?? { rows: 0 },
      after: after[table] ?? { rows: 0 },
    }))
    .filter(({ before: b, after: a }) => b.rows !== a.rows || b.hash !== a.hash);
}

/** Rows added or removed across the tables that must not change (the figures' "rows written"). */
export const rowsWritten = (diff: Difference[]) =>
  diff.reduce((sum, { before, after }) => sum + Math.abs(after.rows - before.rows), 0);
