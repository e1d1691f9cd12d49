// npm run bench:console: the admin console's figures (issue #14, "Figures") with 100,000 accounts,
// 20,000 appointment requests, 5,000 stories and 200,000 audit rows, on PostgreSQL and on the
// embedded PGlite. Budgets: the filtered user search's server time p95 ≤ 100 ms and the Overview's
// p95 ≤ 200 ms at 10 concurrent connections; the CSV export of every account grows the server's
// memory by ≤ 64 MB while it streams. Figures are printed, never asserted.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import autocannon from "autocannon";
import { createHmac } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import pg from "pg";
import { startServer } from "./lib/server.js";

if (!existsSync("build/server/index.js")) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}

const USERS = 100_000;
const REQUESTS = 20_000;
const STORIES = 5_000;
const AUDIT_ROWS = 200_000;
const SEARCH_PATH = "/admin/users?q=tan&type=champion&status=active";
const OVERVIEW_PATH = "/admin/dashboard";
const EXPORT_PATH = "/admin/users/export.csv";
const DURATION = 10;
const CONNECTIONS = 10;
const ADMIN = { email: "bench-admin@console.bench", password: "Bench-Console-Admin-Pass-1" };

const line = (label, value, note = "") => console.log(`${label.padEnd(46)} ${String(value).padStart(12)}  ${note}`);
const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (value) => (value === undefined ? "?" : `${value.toFixed(1)} ms`);

// ---------------------------------------------------------------------------------------------
// The data: bulk SQL, the same on pg and PGlite (both take `query(text)`), fixed by setseed.

const list = (values) => `array[${values.map((v) => `'${v}'`).join(", ")}]`;
const given = list([
  "Wei Ling",
  "Jun Jie",
  "Siti",
  "Nur Aisyah",
  "Muhammad",
  "Ravi",
  "Priya",
  "Stanley",
  "Tanya",
  "Mei",
  "Hui Min",
  "Kai",
  "Arjun",
  "Aisha",
  "Daniel",
  "Sarah",
  "Rachel",
  "Marcus",
  "Chloe",
  "Ethan",
]);
const surnames = list([
  "Tan",
  "Lim",
  "Lee",
  "Ng",
  "Wong",
  "Goh",
  "Chua",
  "Teo",
  "Koh",
  "Ong",
  "Rahman",
  "Osman",
  "Ismail",
  "Kumar",
  "Pillai",
  "Nair",
  "Singh",
  "Fernandez",
]);
const domains = list(["gmail.com", "yahoo.com.sg", "hotmail.com", "singnet.com.sg", "outlook.com", "example.sg"]);
const actions = list([
  "partner.approve",
  "partner.reject",
  "enquiry.handled",
  "story.approve",
  "story.reject",
  "appointment.status",
  "user.suspend",
  "user.reinstate",
  "user.resend_verification",
  "user.password_reset",
  "setting.update",
]);

const seedStatements = [
  "select setseed(0.42)",
  // Accounts: 85 % Champions, then partners; about 50 admins; 3 % suspended; 80 % verified; two-step
  // on for every admin and 10 % of the rest; joined over two years; 60 % signed in since.
  `insert into users (id, full_name, email, email_verified, user_type, status, phone_number, two_factor_enabled,
      last_sign_in_at, created_at, updated_at)
    select 'bench-' || i, g || ' ' || s,
      lower(replace(g, ' ', '')) || '.' || lower(s) || '.' || i || '@' || (${domains})[1 + floor(r_domain * 6)::int],
      r_verified < 0.8, type, case when r_status < 0.03 then 'suspended' else 'active' end,
      case when r_phone < 0.7 then '+65 9' || lpad((i % 10000000)::text, 7, '0') end,
      type = 'admin' or r_two_factor < 0.1,
      case when r_sign_in < 0.6 then joined + (now() - joined) * r_sign_in_at end, joined, joined
    from (
      select i, (${given})[1 + floor(random() * 20)::int] as g, (${surnames})[1 + floor(random() * 18)::int] as s,
        random() as r_domain, random() as r_verified, random() as r_status, random() as r_phone,
        random() as r_two_factor, random() as r_sign_in, random() as r_sign_in_at,
        now() - random() * interval '730 days' as joined,
        (case when t < 0.85 then 'champion' when t < 0.90 then 'corporate_contact' when t < 0.95 then 'gpclinic'
          when t < 0.9995 then 'specialist' else 'admin' end) as type
      from (select i, random() as t from generate_series(1, ${USERS}) as i) numbered
    ) picked`,
  // Appointment requests over a year: 40 % to a directory clinic (the demo's, when there are any),
  // the rest to a clinic the person typed; half still new.
  `insert into appointment_requests (name, email, phone, gp_clinic_id, preferred_clinic, preferred_date,
      preferred_time, message, status, ip_address, created_at, updated_at)
    select 'Requester ' || i, 'requester' || i || '@example.sg', '+65 8' || lpad(i::text, 7, '0'),
      case when r_clinic < 0.4 then (select c.id from clinics c where c.n = i % greatest(1, (select count(*) from clinics))) end,
      'Clinic ' || (i % 300), (created + interval '7 days')::date,
      (array['morning', 'afternoon', 'evening'])[1 + i % 3],
      case when i % 4 = 0 then 'Please call me in the afternoon.' end,
      case when r_status < 0.5 then 'new' when r_status < 0.8 then 'contacted' else 'closed' end,
      '10.0.' || (i % 250) || '.' || (i % 200), created, created
    from (
      select i, random() as r_clinic, random() as r_status, now() - random() * interval '365 days' as created
      from generate_series(1, ${REQUESTS}) as i
    ) picked`,
  // Stories: 60 % published, 10 % rejected, 30 % waiting for review.
  `insert into stories (user_id, story_type, experience_type, location, content, is_public, anonymous, can_contact,
      approved, submitted_at, reviewed_at, reviewed_by, rejection_reason)
    select 'bench-' || (1 + floor(random() * ${USERS})::int),
      (array['survivor', 'caregiver', 'screening'])[1 + i % 3], (array['positive', 'mixed', 'difficult'])[1 + i % 3],
      (array['Tampines', 'Jurong West', 'Bishan', 'Bedok', 'Woodlands'])[1 + i % 5],
      'I went for my screening after a friend told me about the FIT kit. ' || repeat('It was easier than I feared. ', 1 + i % 8),
      r_public < 0.8, r_public < 0.2, r_public < 0.5, r_state < 0.6, submitted,
      case when r_state < 0.7 then submitted + interval '1 day' end,
      case when r_state < 0.7 then 'bench-1' end,
      case when r_state >= 0.6 and r_state < 0.7 then 'Please remove the clinic''s name.' end
    from (
      select i, random() as r_public, random() as r_state, now() - random() * interval '730 days' as submitted
      from generate_series(1, ${STORIES}) as i
    ) picked`,
  // The audit trail over two years (inserts only: the table refuses UPDATE, DELETE and TRUNCATE).
  `insert into admin_activity_log (admin_id, actor_email, action, target_type, target_id, target_label, before, after,
      ip_address, created_at)
    select a.id, a.email, act, 'user', 'bench-' || target, 'Account ' || target,
      jsonb_build_object('status', 'active'), jsonb_build_object('status', 'suspended', 'reason', 'bench'),
      '10.1.' || (i % 250) || '.' || (i % 200), now() - random() * interval '730 days'
    from (
      select i, (${actions})[1 + floor(random() * 11)::int] as act, 1 + floor(random() * ${USERS})::int as target,
        floor(random() * 1000)::int as who
      from generate_series(1, ${AUDIT_ROWS}) as i
    ) picked
    join admins a on a.n = picked.who % (select count(*) from admins)`,
  // What autovacuum does to a live database after such inserts: statistics and the visibility map.
  "vacuum analyze",
];

// The numbered clinics and admins the inserts pick from (temporary tables, one session).
const helperStatements = [
  "create temporary table clinics as select id, (row_number() over (order by id) - 1)::int as n from gp_clinics",
  `create temporary table admins as select id, email, (row_number() over (order by id) - 1)::int as n
    from users where user_type in ('admin', 'super_admin')`,
];

async function seed(query) {
  const started = performance.now();
  const [users, ...rest] = seedStatements.slice(1);
  await query(seedStatements[0]);
  await query(users);
  for (const statement of helperStatements) await query(statement);
  for (const statement of rest) await query(statement);
  return (performance.now() - started) / 1000;
}

// ---------------------------------------------------------------------------------------------
// Signing in: the super admin of ADMIN_EMAIL / ADMIN_PASSWORD, through /admin/login, enrolled in
// two-step verification over HTTP as a person would (tests/security/support/accounts.ts).

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), as tests/e2e/fixtures/totp.ts computes it. */
function totp(secret, at = Date.now()) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const c of secret.replace(/[\s=]/g, "").toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  return ((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, "0");
}

const decode = (html) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

class Jar {
  cookies = new Map();
  take(response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

async function send(server, jar, path, fields) {
  const response = await fetch(server.url + path, {
    method: fields ? "POST" : "GET",
    redirect: "manual",
    headers: {
      Cookie: jar.header,
      ...(fields && {
        Origin: server.url,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/x-www-form-urlencoded",
      }),
    },
    body: fields ? new URLSearchParams(fields).toString() : undefined,
  });
  jar.take(response);
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

async function enrolledAdmin(server) {
  const jar = new Jar();
  const login = await send(server, jar, "/admin/login", [
    ["email", ADMIN.email],
    ["password", ADMIN.password],
  ]);
  if (login.status !== 302) throw new Error(`Admin sign-in failed: ${login.status}`);
  const scan = await send(server, jar, "/account/two-factor", [["password", ADMIN.password]]);
  const secret = decode(scan.html.match(/data-testid="totp-secret"[^>]*>([^<]+)</)?.[1] ?? "").replace(/\s+/g, "");
  if (!secret) throw new Error(`Two-step enrolment did not show a secret: ${scan.status}`);
  const hidden = [...scan.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
    ([, name, value]) => [decode(name), decode(value)],
  );
  const done = await send(server, jar, "/account/two-factor", [
    ...hidden.filter(([name]) => name !== "code"),
    ["code", totp(secret)],
  ]);
  if (done.location) await send(server, jar, done.location);
  const dashboard = await send(server, jar, OVERVIEW_PATH);
  if (dashboard.status !== 200) throw new Error(`The enrolled admin cannot open ${OVERVIEW_PATH}: ${dashboard.status}`);
  return jar.header;
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** autocannon with the admin's cookie: every response's Server-Timing entry and latency. */
async function underLoad(url, cookie, timingName, duration = DURATION, connections = CONNECTIONS) {
  const timings = [];
  const latencies = [];
  const pattern = new RegExp(`(?:^|,)\\s*${timingName};dur=([\\d.]+)`);
  const setupClient = (client) => {
    client.on("headers", ({ headers }) => {
      for (let i = 0; i < headers.length; i += 2) {
        if (String(headers[i]).toLowerCase() !== "server-timing") continue;
        const found = String(headers[i + 1]).match(pattern);
        if (found) timings.push(Number(found[1]));
      }
    });
    client.on("response", (_status, _bytes, responseTime) => latencies.push(responseTime));
  };
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { cookie },
    setupClient,
  });
  timings.sort((a, b) => a - b);
  latencies.sort((a, b) => a - b);
  const at = (sorted, q) => (sorted.length ? percentile(sorted, q) : undefined);
  return {
    n: timings.length,
    server: { p50: at(timings, 0.5), p95: at(timings, 0.95), p99: at(timings, 0.99) },
    page: { p50: at(latencies, 0.5), p95: at(latencies, 0.95), p99: at(latencies, 0.99) },
    reqPerSec: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

function printLoad(title, result, budget) {
  console.log(`  ${title}`);
  line("    server time p50", ms(result.server.p50), `${result.n} responses`);
  line("    server time p95", ms(result.server.p95), budget);
  line("    server time p99", ms(result.server.p99));
  line("    whole page p50 / p95", `${ms(result.page.p50)}`, `p95 ${ms(result.page.p95)} (at the client)`);
  line("    throughput", `${result.reqPerSec} req/s`, `errors ${result.errors}`);
}

const rssKb = (pid) => {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? 0);
  } catch {
    return 0;
  }
};

/** The export once, read to its last byte as it arrives, with the server's RSS sampled every 50 ms. */
async function exportOnce(server, cookie) {
  const baseline = rssKb(server.pid);
  let peak = baseline;
  let samples = 1;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKb(server.pid));
    samples++;
  }, 50);
  const started = performance.now();
  let bytes = 0;
  let newlines = 0;
  let firstByteMs;
  const response = await fetch(server.url + EXPORT_PATH, { headers: { cookie } });
  try {
    for await (const chunk of response.body) {
      firstByteMs ??= performance.now() - started;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) newlines++;
    }
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, rssKb(server.pid));
  return {
    status: response.status,
    seconds,
    firstByteMs,
    bytes,
    // The header line, then one line per account (no field of these accounts holds a line break).
    rows: Math.max(0, newlines - 1),
    baselineMb: baseline / 1024,
    growthMb: (peak - baseline) / 1024,
    samples,
  };
}

/** The search's two queries as the app sends them (users.server.ts), to tell database time from the rest. */
const SEARCH_WHERE = `(full_name ilike $1 or email ilike $2) and user_type = $3 and status = $4`;
const SEARCH_PARAMS = ["%tan%", "%tan%", "champion", "active"];
const SEARCH_SQL = [
  `select count(*) from users where ${SEARCH_WHERE}`,
  `select id, full_name, email, user_type, status, email_verified, two_factor_enabled, created_at, last_sign_in_at
    from users where ${SEARCH_WHERE} order by created_at desc, id desc limit 50 offset 0`,
];

/** The search's queries alone, one caller, `rounds` times: p50 of each. */
async function queryAlone(query, rounds = 30) {
  const figures = [];
  for (const text of SEARCH_SQL) {
    const times = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      await query(text, SEARCH_PARAMS);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    figures.push(percentile(times, 0.5));
  }
  return figures;
}

async function measure(label, server, query) {
  const cookie = await enrolledAdmin(server);
  const check = await fetch(server.url + SEARCH_PATH, { headers: { cookie } });
  const html = await check.text();
  const found = html.match(/data-testid="user-total"[^>]*>([\d,]+)/)?.[1] ?? "?";
  console.log(`\n${label}`);
  line("  GET " + SEARCH_PATH, `status ${check.status}`, `${found} matching accounts`);

  // The export first, on a server that has served nothing big yet: the growth is all its own.
  const csv = await exportOnce(server, cookie);
  console.log(`  CSV export of every account: GET ${EXPORT_PATH} (status ${csv.status})`);
  line("    time to the last byte", `${csv.seconds.toFixed(2)} s`, `first byte after ${ms(csv.firstByteMs)}`);
  line("    size", `${(csv.bytes / 1024 / 1024).toFixed(1)} MB`, `${csv.rows.toLocaleString("en")} rows`);
  line(
    "    server RSS growth (peak)",
    `${csv.growthMb.toFixed(1)} MB`,
    `budget ≤ 64 MB; from ${csv.baselineMb.toFixed(0)} MB, ${csv.samples} samples every 50 ms`,
  );

  // A short warm-up of each page so the figures are of the steady state, not the first compilations;
  // then the page alone (one connection: its own cost) and at 10 connections (the budget's figure).
  for (const [title, path, timing, budget] of [
    ["User search", SEARCH_PATH, "search", "budget ≤ 100 ms"],
    ["Overview", OVERVIEW_PATH, "overview", "budget ≤ 200 ms"],
  ]) {
    await underLoad(server.url + path, cookie, timing, 2);
    const alone = await underLoad(server.url + path, cookie, timing, 4, 1);
    const loaded = await underLoad(server.url + path, cookie, timing);
    printLoad(`${title}: ${path}, ${CONNECTIONS} connections, ${DURATION} s`, loaded, budget);
    line(
      "    alone (1 connection, 4 s): server p50 / p95",
      ms(alone.server.p50),
      `p95 ${ms(alone.server.p95)}; whole page p50 ${ms(alone.page.p50)}`,
    );
  }
  if (query) {
    const [countMs, pageMs] = await queryAlone(query);
    line(
      "  search queries alone, 1 caller, p50",
      `${ms(countMs + pageMs)}`,
      `count ${ms(countMs)}, page ${ms(pageMs)}`,
    );
  }
}

console.log(
  `Admin console with ${USERS.toLocaleString("en")} accounts, ${REQUESTS.toLocaleString("en")} appointment requests, ` +
    `${STORIES.toLocaleString("en")} stories and ${AUDIT_ROWS.toLocaleString("en")} audit rows`,
);
console.log("Server time = the page's Server-Timing entry (search: the count and the page of accounts;");
console.log("overview: every figure of the tab), read from every response under load.");

const adminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: "silent" };

// PostgreSQL: a throwaway database in the server DATABASE_URL points at (or the local one).
const base = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const dbName = `rid_bench_console_${process.pid}`;
const admin = new pg.Client({ connectionString: base.toString() });
let postgresOk = true;
try {
  await admin.connect();
  await admin.query(`create database ${dbName}`);
} catch (error) {
  postgresOk = false;
  console.log(`\nPostgreSQL: skipped (${error.message})`);
}
if (postgresOk) {
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  try {
    const port = 3304;
    const server = await startServer({
      port,
      dataDir: ".tmp/bench-console-pg",
      env: {
        ...adminEnv,
        DATABASE_URL: url.toString(),
        APP_URL: `http://localhost:${port}`,
        SESSION_SECRET: "bench-secret-that-is-long-enough-0123456789",
      },
    });
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      const seconds = await seed((text, params) => client.query(text, params));
      console.log(`\nPostgreSQL: seeded in ${seconds.toFixed(1)} s`);
      await measure("PostgreSQL", server, (text, params) => client.query(text, params));
    } finally {
      await client.end();
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

// PGlite: a fresh data directory, migrated by a first start (which creates the super admin), seeded
// while the server is stopped (one process at a time), then measured on a second start.
const dataDir = ".tmp/bench-console";
const pgliteEnv = { ...adminEnv, DATABASE_URL: "", APP_URL: "http://localhost:3305" };
const first = await startServer({ port: 3305, dataDir, env: pgliteEnv });
await first.stop();
const embedded = await PGlite.create(`${dataDir}/pgdata`, { extensions: { pg_trgm } });
// Statements without parameters go through exec (simple protocol), as VACUUM requires.
const seconds = await seed((text, params) => (params ? embedded.query(text, params) : embedded.exec(text)));
console.log(`\nPGlite: seeded in ${seconds.toFixed(1)} s`);
// PGlite runs one query at a time in its process: the queries alone are timed here, before the
// server takes the directory.
const [countMs, pageMs] = await queryAlone((text, params) => embedded.query(text, params), 10);
await embedded.close();
const server = await startServer({ port: 3305, dataDir, env: pgliteEnv, fresh: false });
try {
  await measure("PGlite (embedded)", server);
  line("  search queries alone, 1 caller, p50", `${ms(countMs + pageMs)}`, `count ${ms(countMs)}, page ${ms(pageMs)}`);
} finally {
  await server.stop();
}
