// Crash durability (issue 11): `kill -9` the built server in the middle of concurrent writes,
// restart it at once, and require that it is ready on the first try and that every write it
// acknowledged is still there. Ten cycles, on the embedded database (a fresh DATA_DIR) or, with
// CRASH_DATABASE_URL set, on PostgreSQL.
//
//   npm run build && npm run test:crash
//   CRASH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/rid_crash npm run test:crash
//
// Plain Node, no test framework: it prints its figures and ends with `crash: N passed, M failed`,
// one count per cycle, and exits non-zero on any failure.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../support/free-port.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CYCLES = 10;
/** Sign-up hashes the password (argon2, tens of ms): 30 a cycle keeps a run near a minute. */
const WRITES_PER_CYCLE = 30;
const CONCURRENCY = 8;
/** A start after the build takes 2 to 3 s; a busy CI machine gets ample room before we call it failed. */
const READY_TIMEOUT_MS = 60_000;
const postgresUrl = process.env.CRASH_DATABASE_URL;

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.error("crash: no build found (build/server/index.js): run `npm run build` first.");
  console.log("crash: 0 passed, 1 failed");
  process.exit(1);
}

const started = performance.now();
const port = await freePort();
const appUrl = `http://127.0.0.1:${port}`;
const dataDir = postgresUrl ? undefined : mkdtempSync(path.join(tmpdir(), "rid-crash-"));
const run = randomBytes(4).toString("hex");
const env = {
  ...process.env,
  PORT: String(port),
  NODE_ENV: "production",
  DEV_MAILBOX: "1",
  DEMO_DATA: "1",
  APP_URL: appUrl,
  ADMIN_EMAIL: "admin@crash.test",
  ADMIN_PASSWORD: "Crash-Admin-Password-1",
  // Every write comes from 127.0.0.1: scale the per-client flood guards, as the journeys do.
  AUTH_IP_LIMIT_SCALE: "100",
  LOG_LEVEL: "warn",
  ...(postgresUrl
    ? { DATABASE_URL: postgresUrl, SESSION_SECRET: randomBytes(32).toString("base64") }
    : { DATA_DIR: dataDir }),
};

/** Every write sent: its address, its cycle, and whether the server acknowledged it. */
const writes = [];
const cycles = [];
let server;
process.on("exit", () => server?.child.kill("SIGKILL"));

console.log(`crash: ${CYCLES} cycles on ${postgresUrl ? "PostgreSQL" : `PGlite (${dataDir})`}, port ${port}`);
server = startServer();
if (!(await server.ready)) fail(`the first start failed:\n${server.output()}`);

for (let cycle = 1; cycle <= CYCLES; cycle++) {
  const killAfter = 8 + Math.floor(Math.random() * 13); // acknowledged writes before the kill: 8 to 20
  const before = writes.length;
  const killed = await writeUntilKilled(cycle, killAfter);
  const restartedAt = performance.now();
  server = startServer(); // at once: the dead process may still be releasing its descriptors
  const ready = await server.ready;
  const mine = writes.slice(before);
  const result = {
    cycle,
    sent: mine.length,
    acknowledged: mine.filter((w) => w.acknowledged).length,
    refused: mine.filter((w) => w.refusedStatus).length,
    killedInFlight: killed.inFlight,
    readyFirstTry: ready,
    restartMs: Math.round(performance.now() - restartedAt),
    lost: undefined,
  };
  cycles.push(result);
  if (!ready) {
    console.log(`cycle ${cycle}: the restart was not ready on the first try:\n${server.output()}`);
    server.child.kill("SIGKILL");
    await server.exited;
    server = startServer();
    if (!(await server.ready)) fail(`the server does not start any more:\n${server.output()}`);
  }
  // PostgreSQL can be read while the server runs; PGlite only once it has stopped (below).
  if (postgresUrl) result.lost = await lostWrites(mine);
  console.log(
    `cycle ${cycle}: sent ${result.sent}, acknowledged ${result.acknowledged}, in flight at the kill ${result.killedInFlight}, ` +
      `restart ${ready ? "ready" : "NOT ready"} in ${result.restartMs} ms` +
      (result.lost ? `, acknowledged writes lost ${result.lost.length}` : ""),
  );
}

// A clean stop, then the whole run's writes are checked in the database.
server.child.kill("SIGTERM");
await server.exited;
// Once more for the whole run, on both databases: a later crash must not undo an earlier write.
const stored = await storedEmails(writes.map((w) => w.email));
for (const result of cycles) {
  const lostNow = writes.filter((w) => w.cycle === result.cycle && w.acknowledged && !stored.has(w.email));
  result.lost = [...new Set([...(result.lost ?? []), ...lostNow])];
}
const lostAll = cycles.flatMap((c) => c.lost);
const unanswered = writes.filter((w) => !w.acknowledged && !w.refusedStatus);
const present = unanswered.filter((w) => stored.has(w.email)).length;
const restarts = cycles.map((c) => c.restartMs).sort((a, b) => a - b);
const failures = cycles.filter((c) => !c.readyFirstTry || c.lost.length > 0 || c.refused > 0);

console.log("");
console.log(`database:                       ${postgresUrl ? "PostgreSQL" : "PGlite"}`);
console.log(`cycles:                         ${CYCLES}`);
console.log(`writes sent:                    ${writes.length}`);
console.log(`acknowledged:                   ${writes.filter((w) => w.acknowledged).length}`);
console.log(`refused before the kill:        ${cycles.reduce((n, c) => n + c.refused, 0)}`);
console.log(`cut off by a kill, no answer:   ${unanswered.length} (stored all the same: ${present})`);
console.log(`acknowledged writes lost:       ${lostAll.length}`);
for (const w of lostAll.slice(0, 10)) console.log(`  lost: ${w.email} (cycle ${w.cycle})`);
console.log(`restarts ready first time:      ${cycles.filter((c) => c.readyFirstTry).length}/${CYCLES}`);
console.log(
  `kill to ready (ms):             min ${restarts[0]}, median ${restarts[Math.floor(restarts.length / 2)]}, max ${restarts.at(-1)}`,
);
console.log(`total time:                     ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (failures.length === 0 && dataDir) rmSync(dataDir, { recursive: true, force: true });
else if (dataDir) console.log(`data directory kept for inspection: ${dataDir}`);
console.log(`crash: ${CYCLES - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);

/**
 * Sends sign-ups from CONCURRENCY clients; once `killAfter` of them are acknowledged, kills the
 * server with SIGKILL while the others are in flight, and stops sending.
 */
async function writeUntilKilled(cycle, killAfter) {
  let next = 0;
  let acknowledged = 0;
  let killed = false;
  let inFlight = 0;
  let inFlightAtKill = 0;
  const client = async () => {
    while (!killed && next < WRITES_PER_CYCLE) {
      const write = { email: `crash-${run}-${cycle}-${next++}@crash.test`, cycle, acknowledged: false };
      writes.push(write);
      inFlight++;
      const outcome = await signUp(write.email);
      inFlight--;
      if (outcome === "acknowledged") {
        write.acknowledged = true;
        if (++acknowledged >= killAfter && !killed) {
          killed = true;
          inFlightAtKill = inFlight;
          server.child.kill("SIGKILL");
        }
      } else if (typeof outcome === "number" && !killed) {
        write.refusedStatus = outcome;
        console.log(`cycle ${cycle}: ${write.email} refused with ${outcome} before the kill`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  if (!killed) {
    // Every write was answered before enough were acknowledged: kill all the same.
    server.child.kill("SIGKILL");
  }
  return { inFlight: inFlightAtKill };
}

/** A champion sign-up as a browser form posts it: acknowledged, an HTTP status, or "lost" (no answer). */
async function signUp(email) {
  const body = new URLSearchParams({
    fullName: "Crash Test",
    email,
    password: "Crash-Test-Pass-1",
    confirmPassword: "Crash-Test-Pass-1",
    agreedToTerms: "on",
    ref: "",
  });
  try {
    const response = await fetch(`${appUrl}/signup/champion`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { Origin: appUrl },
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    const location = response.headers.get("location") ?? "";
    if (response.status >= 300 && response.status < 400 && location.endsWith("/champion-signup-success")) {
      return "acknowledged";
    }
    return response.status;
  } catch {
    return "lost";
  }
}

function startServer() {
  const child = spawn(process.execPath, ["server/main.js"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const lines = [];
  const keep = (chunk) => {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exitCode;
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve((exitCode = code ?? signal))));
  const ready = (async () => {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (exitCode !== undefined) return false;
      const status = await fetch(`${appUrl}/readyz`, { signal: AbortSignal.timeout(2_000) })
        .then((r) => r.status)
        .catch(() => 0);
      // Only this process's answer counts: the killed one never answers again.
      if (status === 200 && exitCode === undefined) return true;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return false;
  })();
  return { child, ready, exited, output: () => lines.join("\n") || "(no output)" };
}

/** The acknowledged writes among `candidates` that the database does not have. */
async function lostWrites(candidates) {
  const acknowledged = candidates.filter((w) => w.acknowledged);
  const stored = await storedEmails(acknowledged.map((w) => w.email));
  return acknowledged.filter((w) => !stored.has(w.email));
}

async function storedEmails(emails) {
  if (emails.length === 0) return new Set();
  const query = "select lower(email) as email from users where lower(email) = any($1)";
  if (postgresUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      return new Set((await client.query(query, [emails])).rows.map((r) => r.email));
    } finally {
      await client.end();
    }
  }
  // The server has stopped: nobody else has the data directory.
  const { PGlite } = await import("@electric-sql/pglite");
  // The extensions our migrations create (app/lib/db.server.ts pgliteExtensions).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(path.join(dataDir, "pgdata"), { extensions: { pg_trgm } });
  try {
    return new Set((await db.query(query, [emails])).rows.map((r) => r.email));
  } finally {
    await db.close();
  }
}

function fail(message) {
  console.error(`crash: ${message}`);
  console.log(`crash: 0 passed, ${CYCLES} failed`);
  process.exit(1);
}
