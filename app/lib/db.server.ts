import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import * as schema from "#db/schema";
import { logger } from "./logger.server";

/**
 * The extensions the migrations create (pg_trgm: the console's user search, migration 0009). Every
 * PGlite that opens our data directory must load them, or writes to an indexed table fail.
 */
export const pgliteExtensions = { pg_trgm };

type Schema = typeof schema;
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

/** PGlite: the data directory's lock already keeps every other process out. */
const alone = <T>(work: () => Promise<T>) => work();

/** Any fixed number: every process of the app asks PostgreSQL for the same advisory lock. */
const STARTUP_LOCK = 4_271_935;

const migrationsFolder = path.resolve(process.cwd(), "db/migrations");
/** A migrated empty database made by `npm run build` (server/build-template.ts). */
export const EMBEDDED_TEMPLATE = path.resolve(process.cwd(), "build/pglite-template.tar.gz");

export class DatabaseError extends Error {}

/**
 * SQLSTATEs that mean "the server cannot serve us now", not "this query is wrong": class 08
 * (connection exception), 57P01/57P02/57P03 (admin or crash shutdown, starting up), 53300 (too many
 * connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** The socket's own failures (node-postgres passes them on as they are). */
const UNAVAILABLE_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);
/** node-postgres's own words for a connection it lost or could not open in time. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether an error means the database cannot be reached (stopped, restarting, unreachable), as
 * opposed to a bug or a bad query: the one test every layer uses to answer 503 instead of 500.
 * Drizzle and better-auth wrap the driver's error: its `cause` chain (and an AggregateError's
 * `errors`, one per address tried) is walked.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 8) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Called first in a catch that turns any failure into a message of its own ("could not be stored",
 * an empty list): an outage is not that failure. It goes on, to the 503 and its page, or the form
 * kept as typed (app/lib/http/outage.server.ts), and never into a page a cache might keep.
 */
export function throwIfDatabaseUnavailable(error: unknown): void {
  if (isDatabaseUnavailable(error)) throw error;
}

/** PostgreSQL over the network: the app keeps no state of its own, so many processes may run. */
export async function openPostgres(url: string): Promise<Database> {
  // While the server is down a connection attempt is refused at once; an unreachable host would
  // leave it hanging: 3 s and the visitor gets the 503 page rather than a spinner. The pool keeps
  // no memory of failures, so the first request after PostgreSQL is back opens a fresh connection.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000 });
  // An idle connection the server drops (restart, failover, admin termination) must not crash the
  // process: pg reports it here, and the pool opens a new connection on the next query.
  pool.on("error", (error) => logger.warn({ err: error.message }, "idle database connection lost"));
  // A connection the server ends while it is checked out but between two queries (a transaction
  // waiting on SMTP in the outbox worker, on argon2 in a sign-up) emits "error" with no listener:
  // that killed the process when PostgreSQL was stopped (tests/outage). Its next query fails as
  // unavailable instead (a 503), and the pool drops it on release.
  pool.on("connect", (client) =>
    client.on("error", (error) => logger.warn({ err: error.message }, "database connection lost while in use")),
  );
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
 * opener corrupts the data, so we hold the directory's lock (lockDataDir) for the life of the process.
 */
export async function openEmbedded(dataDir: string, lock?: LockOptions): Promise<Database> {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const releaseLock = await lockDataDir(dir, lock);
  try {
    const pgdata = path.join(dir, "pgdata");
    const fresh = !existsSync(path.join(pgdata, "PG_VERSION"));
    const client =
      fresh && existsSync(EMBEDDED_TEMPLATE)
        ? await PGlite.create(pgdata, {
            loadDataDir: new Blob([readFileSync(EMBEDDED_TEMPLATE)]),
            extensions: pgliteExtensions,
          })
        : await PGlite.create(pgdata, { extensions: pgliteExtensions });
    const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      oneAtATime: alone,
      close: async () => {
        await client.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/** An in-memory PGlite from a migrated snapshot (tests); `loadDataDir` skips the slow migrations. */
export async function openMemory(snapshot?: Blob | File): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create(
    snapshot ? { loadDataDir: snapshot, extensions: pgliteExtensions } : { extensions: pgliteExtensions },
  );
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  if (!snapshot) await migratePglite(db as never, { migrationsFolder });
  return { db, client, kind: "pglite", close: () => client.close(), oneAtATime: alone };
}

/**
 * Where a data directory's lock lives. Each is a listening local socket, which the kernel closes
 * when its process dies however it dies: a crashed server leaves nothing behind that could block
 * the next start, and no process id is involved that another process could reuse.
 * - "abstract" (Linux): a name in the abstract socket namespace. Nothing on disk; binding is
 *   atomic, so of two starters exactly one gets it. The namespace belongs to the network
 *   namespace: two containers with their own networks sharing one DATA_DIR do not see each other.
 * - "pipe" (Windows): a named pipe, with the same semantics.
 * - "file" (macOS and the other Unix systems): a socket file. It outlives a killed process, so a
 *   starter that finds one nobody listens on removes it and tries again. Two starters that find the
 *   same dead file within the same few milliseconds could both go on: the one case not covered.
 */
export type LockKind = "abstract" | "pipe" | "file";

const platformLock: LockKind =
  process.platform === "linux" ? "abstract" : process.platform === "win32" ? "pipe" : "file";

/**
 * The kernel closes a killed process's descriptors only after it has torn down its memory (about
 * 1.5 s measured for a server with PGlite loaded, longer on a busy machine). A holder that does not
 * answer is given this long to go before a starter refuses.
 */
const LOCK_WAIT_MS = 10_000;
/** A live holder answers a probe within a turn of its event loop; a dying one never answers. */
const PROBE_MS = 500;
/** Earlier versions kept a pid here; it is not read any more, only removed once we hold the lock. */
const OLD_LOCK_FILE = "server.lock";

type LockOptions = { kind?: LockKind; waitMs?: number };

/**
 * Takes the data directory for this process, or throws a DatabaseError naming the process that has
 * it. Resolves to the release; the lock never keeps the process alive, and dies with it.
 */
export async function lockDataDir(
  dataDir: string,
  { kind = platformLock, waitMs = LOCK_WAIT_MS }: LockOptions = {},
): Promise<() => Promise<void>> {
  // One directory reached by different paths (relative, through a symlink) is one lock.
  const dir = realpathSync(dataDir);
  const address = lockAddress(dir, kind);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const server = await listenOn(address, dir);
    if (server) {
      rmSync(path.join(dir, OLD_LOCK_FILE), { force: true });
      return () => new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const holder = await probe(address);
    if (holder.state === "answered") throw inUse(dir, holder.pid);
    if (holder.state === "gone" && kind === "file") {
      // A socket file nobody listens on: its owner died. Take it over.
      rmSync(address, { force: true });
      continue;
    }
    if (Date.now() >= deadline) throw inUse(dir, undefined, waitMs);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function lockAddress(dir: string, kind: LockKind): string {
  const id = createHash("sha256").update(dir).digest("hex");
  if (kind === "abstract") return `\0rid-crc:${id}`;
  if (kind === "pipe") return `\\\\?\\pipe\\rid-crc-${id}`;
  const inDir = path.join(dir, "server.sock");
  // A socket path may have at most 103 bytes on macOS: a deep DATA_DIR gets its socket in tmp.
  return Buffer.byteLength(inDir) <= 100 ? inDir : path.join(tmpdir(), `rid-crc-${id.slice(0, 32)}.sock`);
}

/** The lock's listener, or undefined when another socket has the address. */
function listenOn(address: string, dir: string): Promise<net.Server | undefined> {
  return new Promise((resolve, reject) => {
    // Whoever probes the lock learns who holds it, so a second starter can name it at once.
    const server = net.createServer((socket) => {
      socket.unref();
      socket.on("error", () => {});
      socket.end(`${JSON.stringify({ app: "rid-crc", pid: process.pid })}\n`);
    });
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") resolve(undefined);
      else reject(new DatabaseError(`Cannot lock the data directory ${dir}: ${error.message}`));
    });
    server.listen(address, () => {
      server.unref();
      server.on("error", (error) => logger.warn({ err: error.message }, "data directory lock socket error"));
      resolve(server);
    });
  });
}

type Holder = { state: "answered"; pid?: number } | { state: "gone" } | { state: "silent" };

/** Asks the lock's holder who it is: answered (alive), gone (nobody listens) or silent (dying, or busy). */
function probe(address: string): Promise<Holder> {
  return new Promise((resolve) => {
    let text = "";
    let settled = false;
    const socket = net.connect(address);
    const done = (holder: Holder) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(holder);
    };
    const timer = setTimeout(() => done({ state: "silent" }), PROBE_MS);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
      if (text.includes("\n")) done(greeting(text));
    });
    // A dying holder's kernel resets the queued connection when its descriptors close: try again.
    socket.on("close", () => done(text ? greeting(text) : { state: "silent" }));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      done(error.code === "ECONNREFUSED" || error.code === "ENOENT" ? { state: "gone" } : { state: "silent" }),
    );
  });
}

function greeting(text: string): Holder {
  try {
    const said = JSON.parse(text.split("\n")[0]!) as { app?: unknown; pid?: unknown };
    if (said.app === "rid-crc" && Number.isInteger(said.pid)) return { state: "answered", pid: said.pid as number };
  } catch {
    // Something else answered on our address: it holds the lock all the same.
  }
  return { state: "answered" };
}

function inUse(dir: string, pid?: number, waitedMs?: number): DatabaseError {
  const who = pid ? ` (pid ${pid})` : waitedMs ? ` that did not answer for ${waitedMs / 1000} s` : "";
  return new DatabaseError(
    `The data directory ${dir} is in use by another RID-CRC process${who}. ` +
      "Stop it first, or give this one its own DATA_DIR.",
  );
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

/** Which database this process runs on: embedded PGlite or PostgreSQL (the console's System page). */
export function databaseKind(): Database["kind"] {
  if (!current) throw new DatabaseError("The database is not open yet.");
  return current.kind;
}
