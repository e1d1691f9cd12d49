import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import * as schema from "#db/schema";
import { logger } from "./logger.server";

export type Schema = typeof schema;
/** One type for both drivers: every query is written once, in PostgreSQL's dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  close: () => Promise<void>;
  kind: "pglite" | "postgres";
  /** Runs start-up writes (migrations, the seed) with no other process of this database doing the same. */
  oneAtATime: <T>(work: () => Promise<T>) => Promise<T>;
};

/** PGlite: the data directory's lock file already keeps every other process out. */
const alone = <T>(work: () => Promise<T>) => work();

/** Any fixed number: every process of the app asks PostgreSQL for the same advisory lock. */
const STARTUP_LOCK = 4_271_935;

const migrationsFolder = path.resolve(process.cwd(), "db/migrations");
/** A migrated empty database made by `npm run build` (db/build-template.ts). */
export const EMBEDDED_TEMPLATE = path.resolve(process.cwd(), "build/pglite-template.tar.gz");

export class DatabaseError extends Error {}

/** PostgreSQL over the network: the app keeps no state of its own, so many processes may run. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection the server drops (restart, failover, admin termination) must not crash the
  // process: pg reports it here, and the pool opens a new connection on the next query.
  pool.on("error", (error) => logger.warn({ err: error.message }, "idle database connection lost"));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseError(`Cannot reach the database at ${redact(url)}: ${(error as Error).message}`);
  }
  const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
  // A deployment may start several processes at once on an empty database: without the lock they
  // would all create the same tables and seed the same rows.
  const oneAtATime = async <T>(work: () => Promise<T>): Promise<T> => {
    const holder = await pool.connect();
    try {
      await holder.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
      return await work();
    } finally {
      // Closing the holder's session frees the lock even when the unlock cannot be sent.
      await holder.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => {});
      holder.release(true);
    }
  };
  await oneAtATime(() => migratePg(db as never, { migrationsFolder }));
  return { db, kind: "postgres", close: () => pool.end(), oneAtATime };
}

/**
 * Embedded PostgreSQL (PGlite) in a directory. PGlite has no lock between processes and a second
 * opener corrupts the data, so we hold a lock file for the life of the process.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const releaseLock = takeLock(path.join(dir, "server.lock"));
  try {
    const pgdata = path.join(dir, "pgdata");
    const fresh = !existsSync(path.join(pgdata, "PG_VERSION"));
    const client =
      fresh && existsSync(EMBEDDED_TEMPLATE)
        ? await PGlite.create(pgdata, { loadDataDir: new Blob([readFileSync(EMBEDDED_TEMPLATE)]) })
        : await PGlite.create(pgdata);
    const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      oneAtATime: alone,
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** An in-memory PGlite from a migrated snapshot (tests); `loadDataDir` skips the slow migrations. */
export async function openMemory(snapshot?: Blob | File): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create(snapshot ? { loadDataDir: snapshot } : {});
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  if (!snapshot) await migratePglite(db as never, { migrationsFolder });
  return { db, client, kind: "pglite", close: () => client.close(), oneAtATime: alone };
}

function takeLock(file: string): () => void {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch {
    const pid = Number(readFileSync(file, "utf8").trim());
    if (pid && isAlive(pid)) {
      throw new DatabaseError(
        `The data directory ${path.dirname(file)} is in use by another RID-CRC process (pid ${pid}). ` +
          "Stop it first, or give this one its own DATA_DIR.",
      );
    }
    // The previous owner died without cleaning up: the lock is stale, take it over.
    rmSync(file, { force: true });
    fd = openSync(file, "wx");
  }
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
}

let current: Database | undefined;

export function setDatabase(database: Database | undefined): void {
  current = database;
}

export function db(): Db {
  if (!current) throw new DatabaseError("The database is not open yet.");
  return current.db;
}
