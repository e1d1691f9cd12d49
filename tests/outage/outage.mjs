// Through an outage (issue 25): the built server on a throwaway PostgreSQL cluster of its own, under
// load (anonymous pages, `.data` requests, champion sign-ups with distinct addresses).
//
//   1. SMTP goes away for a while: every sign-up is still acknowledged, its e-mail waits in the
//      outbox, and is delivered once SMTP is back; sign-up p99 with SMTP down against up.
//   2. PostgreSQL is stopped (`pg_ctl stop -m fast`) for OUTAGE_MS, then started again: no answer is
//      a 500 (every failure is a 503 with Retry-After, no-store and the "briefly unavailable" words),
//      no acknowledged sign-up is lost, /readyz says not ready, and the app answers 200 again within
//      a second of PostgreSQL accepting connections, without a restart.
//
//   npm run build && npm run test:outage
//
// It needs PostgreSQL's server programs (initdb, pg_ctl: Debian's `postgresql` package), found under
// /usr/lib/postgresql/*/bin or in PG_BIN. Never the machine's own cluster: its own data directory in
// tmp and its own port. Plain Node like tests/crash: prints its figures, ends `outage: N passed, M
// failed` (one per check) and exits non-zero on any failure. OUTAGE_APP_PORT and OUTAGE_PG_PORT fix
// the ports (free ones otherwise).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort } from "../support/free-port.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUTAGE_MS = 10_000;
const SMTP_DOWN_MS = 4_000;
const RECOVERY_BUDGET_MS = 1_000;
/** The outbox tries a failed e-mail again 30 s later (retryDelayMs): room for that and a busy machine. */
const MAIL_DEADLINE_MS = 60_000;
const PAGE_CLIENTS = 3;
const SIGNUP_CLIENTS = 2;
/**
 * Anonymous reads: pages and their `.data` that need the database, an event's calendar file (a
 * resource route), and the home page. `{event}` is a published event of the demo data.
 */
const READS = [
  "/find-a-gp?postalCode=168753",
  "/find-a-gp.data",
  "/upcoming-events",
  "/upcoming-events.data",
  "/upcoming-events/{event}/calendar.ics",
  "/",
];

const started = performance.now();
const checks = [];
const check = (name, ok, detail = "") => {
  checks.push({ name, ok });
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
};
const cleanups = [];
process.on("exit", () => {
  for (const cleanup of cleanups.reverse()) {
    try {
      cleanup();
    } catch {
      // Best effort: the process is ending.
    }
  }
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

if (!existsSync(path.join(root, "build/server/index.js")))
  abort("no build found (build/server/index.js): run `npm run build` first.");

// ---- A PostgreSQL cluster of our own ------------------------------------------------------------
const bin = postgresBin();
const asRoot = process.getuid?.() === 0;
const pgDir = mkdtempSync(path.join(tmpdir(), "rid-outage-pg-"));
const pgData = path.join(pgDir, "data");
const pgPort = Number(process.env.OUTAGE_PG_PORT) || (await freePort());
if (asRoot) chownSync(pgDir, ...postgresIds());
cleanups.push(() => {
  pgCtl(["stop", "-m", "immediate"], { quiet: true });
  rmSync(pgDir, { recursive: true, force: true });
});
pgRun("initdb", ["-D", pgData, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
startPostgres();
const adminUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
await query(adminUrl, "create database rid_outage");
const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/rid_outage`;

// ---- An SMTP sink we can take away --------------------------------------------------------------
const delivered = new Map(); // recipient → arrival time
const smtp = smtpSink(delivered);
const smtpPort = await smtp.start(0);

// ---- The app ------------------------------------------------------------------------------------
const port = Number(process.env.OUTAGE_APP_PORT) || (await freePort());
const appUrl = `http://127.0.0.1:${port}`;
const run = randomBytes(4).toString("hex");
const app = spawn(process.execPath, ["server/main.js"], {
  cwd: root,
  stdio: ["ignore", "pipe", "pipe"],
  env: {
    ...process.env,
    PORT: String(port),
    NODE_ENV: "production",
    APP_URL: appUrl,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString("base64"),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    DEV_MAILBOX: "0",
    DEMO_DATA: "1",
    // Every sign-up comes from 127.0.0.1: scale the per-client flood guards, as tests/crash does.
    AUTH_IP_LIMIT_SCALE: "100",
    LOG_LEVEL: "error",
  },
});
cleanups.push(() => app.kill("SIGKILL"));
const appOutput = [];
const keep = (chunk) => {
  appOutput.push(...String(chunk).split("\n").filter(Boolean));
  appOutput.splice(0, Math.max(0, appOutput.length - 4000));
};
app.stdout.on("data", keep);
app.stderr.on("data", keep);
app.on("exit", (code, signal) => {
  if (!stopping) abort(`the app exited (${code ?? signal}):\n${appOutput.slice(-40).join("\n")}`);
});
let stopping = false;
if (!(await waitFor(() => status(`${appUrl}/readyz`).then((s) => s === 200), 60_000)))
  abort(`the app did not become ready:\n${appOutput.slice(-40).join("\n")}`);
const [event] = await query(databaseUrl, "select id from events where published and cancelled_at is null limit 1");
if (!event) abort("the demo data has no published event for the calendar file");
const reads = READS.map((url) => url.replace("{event}", event.id));
console.log(`outage: app on ${appUrl}, PostgreSQL ${path.basename(path.dirname(bin))} on port ${pgPort} (${pgDir})`);

// ---- Load ---------------------------------------------------------------------------------------
/** Every answer: what was asked, when it was answered, and what it was. */
const answers = [];
/** Every sign-up: its address and whether it was acknowledged. */
const signUps = [];
let phase = "warm-up";
let loading = true;
const readers = Array.from({ length: PAGE_CLIENTS }, (_, i) => readLoop(i));
const writers = Array.from({ length: SIGNUP_CLIENTS }, (_, i) => signUpLoop(i));

await sleep(2_000);
phase = "smtp up";
await sleep(3_000);

// ---- 1. SMTP goes away --------------------------------------------------------------------------
phase = "smtp down";
await smtp.stop();
const smtpDownAt = performance.now();
await sleep(SMTP_DOWN_MS);
const queued = await query(databaseUrl, "select count(*)::int as n from email_outbox where status = 'pending'");
phase = "smtp back";
await smtp.start(smtpPort);
await sleep(2_000);

// ---- 2. PostgreSQL goes away --------------------------------------------------------------------
phase = "pg stopping";
const stopAt = performance.now();
pgCtl(["stop", "-m", "fast", "-w"]);
phase = "pg down";
const readyzDown = await status(`${appUrl}/readyz`);
await sleep(Math.max(0, OUTAGE_MS - (performance.now() - stopAt)));
phase = "pg starting";
// pg_ctl without -w: the moment PostgreSQL accepts connections is measured here, not by pg_ctl.
const starting = pgCtl(["start", "-D", pgData, "-l", path.join(pgDir, "log"), "-o", pgOptions()], { wait: false });
let pgBackAt;
while (!pgBackAt) {
  if (
    await query(adminUrl, "select 1").then(
      () => true,
      () => false,
    )
  )
    pgBackAt = performance.now();
  else await sleep(5);
}
phase = "pg back";
// Readiness, polled from the moment PostgreSQL is back.
let readyAgainAt;
while (!readyAgainAt && performance.now() - pgBackAt < 10_000) {
  if ((await status(`${appUrl}/readyz`)) === 200) readyAgainAt = performance.now();
  else await sleep(10);
}
await starting;
await sleep(2_000);
loading = false;
await Promise.all([...readers, ...writers]);

// ---- Figures and checks -------------------------------------------------------------------------
const inGap = answers.filter((a) => a.at >= stopAt && a.at <= pgBackAt);
const unavailable = answers.filter((a) => a.status === 503);
const serverErrors = answers.filter((a) => a.status >= 500 && a.status !== 503);
const noAnswer = answers.filter((a) => a.status === 0);
const badOutages = unavailable.filter((a) => !a.friendly);
const firstOk = answers
  .filter((a) => a.needsDb && a.status === 200 && a.sentAt >= pgBackAt)
  .reduce((min, a) => Math.min(min, a.at), Number.POSITIVE_INFINITY);
const recoveryMs = Math.round(firstOk - pgBackAt);
const readyMs = readyAgainAt ? Math.round(readyAgainAt - pgBackAt) : undefined;
const acknowledged = signUps.filter((s) => s.acknowledged);
const stored = new Set(
  (
    await query(databaseUrl, "select lower(email) as email from users where lower(email) = any($1)", [
      signUps.map((s) => s.email),
    ])
  ).map((r) => r.email),
);
const lost = acknowledged.filter((s) => !stored.has(s.email));
const refusedButStored = signUps.filter((s) => !s.acknowledged && stored.has(s.email));
const formKept = signUps.filter((s) => s.status === 503 && !s.formKept);

// Every acknowledged sign-up's e-mail arrives, those queued while SMTP was away included.
const mailDeadline = performance.now() + MAIL_DEADLINE_MS;
const mailMissing = () => acknowledged.filter((s) => !delivered.has(s.email));
while (mailMissing().length && performance.now() < mailDeadline) await sleep(250);
const smtpDown = acknowledged.filter((s) => s.phase === "smtp down");
const lastDownMail = Math.max(...smtpDown.map((s) => delivered.get(s.email) ?? Number.POSITIVE_INFINITY));

const p99 = (p) => {
  const times = signUps
    .filter((s) => s.phase === p && s.acknowledged)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  return times.length
    ? `${Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.99))])} ms (${times.length} sign-ups)`
    : "none";
};

console.log("");
console.log("answers by request (200 / 503 / other):");
for (const url of new Set(answers.map((a) => a.url))) {
  const mine = answers.filter((a) => a.url === url);
  const n = (test) => mine.filter(test).length;
  console.log(
    `  ${url.padEnd(48)} ${n((a) => a.status === 200)} / ${n((a) => a.status === 503)} / ${n((a) => a.status !== 200 && a.status !== 503)}`,
  );
}
console.log(`requests answered:                    ${answers.length}`);
console.log(`requests answered in the gap:         ${inGap.length} (PostgreSQL stopped to accepting again)`);
console.log(`503 answers:                          ${unavailable.length}`);
console.log(`500 (or other 5xx) answers:           ${serverErrors.length}`);
console.log(`no answer at all:                     ${noAnswer.length}`);
console.log(`sign-ups sent / acknowledged:         ${signUps.length} / ${acknowledged.length}`);
console.log(`acknowledged sign-ups lost:           ${lost.length}`);
console.log(`answered 503 but stored all the same: ${refusedButStored.length}`);
console.log(`recovery (PG accepting → first 200):  ${recoveryMs} ms`);
console.log(`readiness (PG accepting → /readyz 200): ${readyMs ?? "never"} ms`);
console.log(`e-mails pending with SMTP down:       ${queued[0].n}`);
console.log(`sign-up p99, SMTP up:                 ${p99("smtp up")}`);
console.log(`sign-up p99, SMTP down:               ${p99("smtp down")}`);
console.log(
  `last e-mail of the SMTP gap delivered: ${Number.isFinite(lastDownMail) ? `${((lastDownMail - smtpDownAt) / 1000).toFixed(1)} s after SMTP went away` : "never"}`,
);
console.log("");

check("no answer is a 500 (or any 5xx but 503)", serverErrors.length === 0, describe(serverErrors));
// The worker's retries while PostgreSQL is down would crowd out the line that explains a 500.
if (serverErrors.length)
  for (const line of appErrors()
    .filter((l) => !l.startsWith("outbox worker failed"))
    .slice(-10))
    console.log(`  app: ${line}`);
check("every request is answered", noAnswer.length === 0, describe(noAnswer));
check("the outage was seen: requests that need the database got 503", unavailable.length > 0, `${unavailable.length}`);
check(
  "every 503 has Retry-After, no-store and says the site is briefly unavailable",
  badOutages.length === 0,
  describe(badOutages),
);
check(
  "a sign-up posted in the gap gets its form back as typed, with the message",
  formKept.length === 0,
  describe(formKept),
);
check("no acknowledged sign-up is lost", lost.length === 0, lost.map((s) => s.email).join(", "));
check("/readyz says not ready while PostgreSQL is down", readyzDown === 503, `status ${readyzDown}`);
check(
  `/readyz is ready within ${RECOVERY_BUDGET_MS} ms`,
  readyMs !== undefined && readyMs <= RECOVERY_BUDGET_MS,
  `${readyMs} ms`,
);
check(`the app answers 200 within ${RECOVERY_BUDGET_MS} ms`, recoveryMs <= RECOVERY_BUDGET_MS, `${recoveryMs} ms`);
check(
  "sign-ups go on while SMTP is down",
  smtpDown.length > 0 && signUps.filter((s) => s.phase === "smtp down" && !s.acknowledged).length === 0,
);
check("e-mails wait in the outbox while SMTP is down", queued[0].n > 0, `${queued[0].n} pending`);
check(
  "every acknowledged sign-up's e-mail is delivered",
  mailMissing().length === 0,
  `${mailMissing().length} missing`,
);
console.log(`total time:                           ${((performance.now() - started) / 1000).toFixed(1)} s`);

stopping = true;
app.kill("SIGTERM");
await new Promise((resolve) => app.once("exit", resolve));
await smtp.stop();
const failed = checks.filter((c) => !c.ok).length;
console.log(`outage: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

// ---- Helpers ------------------------------------------------------------------------------------

async function readLoop(client) {
  for (let i = client; loading; i++) {
    const url = reads[i % reads.length];
    const sentAt = performance.now();
    const response = await fetch(`${appUrl}${url}`, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
    const body = response ? await response.text().catch(() => "") : "";
    answers.push(
      answerOf(url, sentAt, response, body, url.endsWith(".data") ? "database-unavailable" : "briefly unavailable"),
    );
  }
}

/** Client 0 posts as a browser without JavaScript (the page comes back), client 1 as React Router does (`.data`). */
async function signUpLoop(client) {
  const withJs = client % 2 === 1;
  const url = withJs ? "/signup/champion.data" : "/signup/champion";
  for (let i = 0; loading; i++) {
    const email = `outage-${run}-${client}-${i}@outage.test`;
    const fullName = `Outage Tester ${client}-${i}`;
    const body = new URLSearchParams({
      fullName,
      email,
      password: "Outage-Test-Pass-1",
      confirmPassword: "Outage-Test-Pass-1",
      agreedToTerms: "on",
      ref: "",
    });
    const signUp = { email, phase, acknowledged: false, status: 0, formKept: false, ms: 0 };
    signUps.push(signUp);
    const sentAt = performance.now();
    const response = await fetch(`${appUrl}${url}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { Origin: appUrl },
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    const text = response ? await response.text().catch(() => "") : "";
    signUp.ms = performance.now() - sentAt;
    signUp.status = response?.status ?? 0;
    // With JavaScript a redirect is a 202 naming where to go (React Router's single fetch).
    signUp.acknowledged = withJs
      ? signUp.status === 202 && text.includes("/champion-signup-success")
      : signUp.status >= 300 &&
        signUp.status < 400 &&
        (response.headers.get("location") ?? "").endsWith("/champion-signup-success");
    // The form's message with what was typed: without JavaScript in the page's fields, with it in
    // the action's data the form is drawn from.
    signUp.formKept =
      text.includes("Nothing was saved") &&
      (withJs
        ? text.includes(`"${fullName}"`) && text.includes(`"${email}"`)
        : text.includes(`value="${fullName}"`) && text.includes(`value="${email}"`));
    answers.push({ ...answerOf(`POST ${url}`, sentAt, response, text, "briefly unavailable"), needsDb: true });
  }
}

function answerOf(url, sentAt, response, body, words) {
  const status = response?.status ?? 0;
  return {
    url,
    sentAt,
    at: performance.now(),
    status,
    phase,
    needsDb: url !== "/",
    friendly:
      status === 503 &&
      Number(response.headers.get("retry-after")) > 0 &&
      response.headers.get("cache-control") === "no-store" &&
      body.includes(words),
  };
}

/** The app's logged errors, one line each (its log is JSON: the message and the error's first words). */
function appErrors() {
  return appOutput.flatMap((line) => {
    try {
      const entry = JSON.parse(line);
      return entry.level >= 50 ? [`${entry.msg}: ${String(entry.err?.message ?? "").slice(0, 300)}`] : [];
    } catch {
      return [line.slice(0, 300)];
    }
  });
}

function describe(list) {
  if (!list.length) return "";
  const byKind = new Map();
  for (const a of list)
    byKind.set(
      `${a.url ?? a.email} ${a.status} (${a.phase})`,
      (byKind.get(`${a.url ?? a.email} ${a.status} (${a.phase})`) ?? 0) + 1,
    );
  return [...byKind]
    .slice(0, 8)
    .map(([kind, n]) => `${n}× ${kind}`)
    .join("; ");
}

function postgresBin() {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync("/usr/lib/postgresql")
      ? readdirSync("/usr/lib/postgresql")
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : [];
  const found = candidates.find((dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")));
  if (!found)
    abort(
      "PostgreSQL's server programs (initdb, pg_ctl) were not found under /usr/lib/postgresql/*/bin " +
        "(or PG_BIN): install them (Debian: apt-get install postgresql).",
    );
  return found;
}

function postgresIds() {
  const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout);
  const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout);
  if (!uid) abort("running as root, and there is no postgres user to run PostgreSQL as (initdb refuses root).");
  return [uid, gid];
}

/** Runs one of PostgreSQL's programs, as the postgres user when we are root. */
function pgRun(program, args, { quiet = false, wait = true } = {}) {
  const command = asRoot ? "runuser" : path.join(bin, program);
  const argv = asRoot ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args;
  if (!wait) {
    const child = spawn(command, argv, { stdio: "ignore" });
    return new Promise((resolve) => child.on("exit", resolve));
  }
  const result = spawnSync(command, argv, { encoding: "utf8" });
  if (result.status !== 0 && !quiet) abort(`${program} ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
  return result;
}

function pgCtl(args, options) {
  return pgRun("pg_ctl", [...args, ...(args.includes("-D") ? [] : ["-D", pgData])], options);
}

/** Our own port, on loopback only, with the socket in our own directory (not /var/run/postgresql). */
function pgOptions() {
  return `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1`;
}

function startPostgres() {
  pgCtl(["start", "-w", "-D", pgData, "-l", path.join(pgDir, "log"), "-o", pgOptions()]);
}

async function query(url, text, params = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Just enough SMTP for nodemailer (no TLS offered, so none is asked for): every RCPT TO of a
 * message that ends with its "." is recorded as delivered. `stop()` closes the port: a new
 * connection is refused, as when a mail server is down.
 */
function smtpSink(into) {
  let server;
  const sockets = new Set();
  const session = (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let recipients = [];
    socket.write("220 outage-sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          for (const to of recipients) into.set(to, performance.now());
          recipients = [];
          socket.write("250 queued\r\n");
          continue;
        }
        const at = buffer.indexOf("\r\n");
        if (at === -1) return;
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 outage-sink\r\n");
        else if (verb === "RCPT") {
          recipients.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? "");
          socket.write("250 ok\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  };
  return {
    start: (port) =>
      new Promise((resolve, reject) => {
        server = net.createServer(session);
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => resolve(server.address().port));
      }),
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function status(url) {
  return fetch(url, { signal: AbortSignal.timeout(2_000) })
    .then(async (r) => (await r.arrayBuffer(), r.status))
    .catch(() => 0);
}

async function waitFor(test, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await test()) return true;
    await sleep(50);
  }
  return false;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function abort(message) {
  console.error(`outage: ${message}`);
  console.log("outage: 0 passed, 1 failed");
  process.exit(1);
}
