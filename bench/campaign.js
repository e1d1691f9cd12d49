// npm run bench:campaign: a campaign day's traffic through nginx's shared cache (issue 25), with
// one app process and with N (PROCESSES, default one per CPU) on a throwaway PostgreSQL database.
// Anonymous pages, each page's own bytes as a built file, and the site's stylesheet, at 10
// connections, each in turn, asking for gzip as browsers do, while a stream of champion sign-ups and
// appointment requests runs beside them; then every acknowledged write is looked up in the
// database. Budget: each page ≥ 0.80 of the requests a second of a static file of its own size
// through the same nginx, 0 errors, 0 writes lost. Figures are printed, never asserted. Needs a build; about 2 minutes.
import { request } from "node:http";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { availableParallelism } from "node:os";
import pg from "pg";
import { startCluster } from "../deploy/cluster.mjs";
import { load } from "./lib/load.js";

if (!existsSync("build/server/index.js")) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}

const PORT = Number(process.env.CAMPAIGN_PORT ?? 8321);
const N = Number(process.env.PROCESSES ?? availableParallelism());
const SECONDS = 2;
const ROUNDS = 3;
// What Chromium sends: pages come from the cache as the app compressed them, files as nginx does.
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const WRITERS = 2;
const PASSWORD = "Campaign-Pass-42";
// A postal code in Tampines, where the demo directory has clinics (db/seed-data/gp-clinics.ts).
const PAGES = [
  ["home", "/"],
  ["article", "/education/article/understanding-colorectal-cancer"],
  ["get-screened", "/get-screened"],
  ["find-a-gp (postal)", "/find-a-gp?postalCode=521201"],
];

const tomorrow = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Singapore" }).format(new Date(Date.now() + 24 * 3600 * 1000));

let clients = 0;
/**
 * Each write comes from a loopback address of its own (127.1.x.y): nginx sees a different client
 * and says so in X-Forwarded-For, the app's per-address limits count each apart, as they would
 * count a campaign's visitors. No header is forged: nginx overwrites any the client sends.
 */
const nextAddress = () => {
  const n = ++clients;
  return `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

/** One form post through nginx, as a browser sends it (own Origin), from its own address. */
function post(base, path, fields) {
  const body = new URLSearchParams(fields).toString();
  const url = new URL(path, base);
  return new Promise((resolve) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: nextAddress(),
        headers: {
          Origin: base,
          "Sec-Fetch-Site": "same-origin",
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, location: res.headers.location }));
      },
    );
    req.on("error", (error) => resolve({ status: 0, error: error.message }));
    req.end(body);
  });
}

/** Sign-ups and appointment requests, WRITERS at a time, until `until()` says stop. */
async function writeStream(base, run, until) {
  const acknowledged = { signUps: [], appointments: [] };
  let sent = 0;
  let refused = 0;
  const writer = async (w) => {
    for (let i = 0; !until(); i++) {
      const email = `campaign-${run}-${w}-${i}-${Date.now()}@bench.test`;
      sent++;
      if (i % 2 === 0) {
        const r = await post(base, "/join-the-movement", {
          fullName: "Campaign Champion",
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          agreedToTerms: "on",
          ref: "",
        });
        if (r.status === 302 && r.location?.startsWith("/champion-signup-success")) acknowledged.signUps.push(email);
        else refused++;
      } else {
        const r = await post(base, "/appointments/new", {
          name: "Campaign Visitor",
          email,
          phone: "9123 4567",
          clinic: "",
          preferredClinic: "Any clinic near Tampines",
          preferredDate: tomorrow(),
          preferredTime: "morning",
          message: "",
          website: "",
        });
        if (r.status === 200) acknowledged.appointments.push(email);
        else refused++;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  return { acknowledged, sent, refused };
}

/** An answer's body as sent (gzip, not decoded), as a browser asking for gzip receives it. */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: BROWSER }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        res.headers["content-encoding"] === "gzip"
          ? resolve(Buffer.concat(chunks))
          : reject(new Error(`${url} came without gzip`)),
      );
    })
      .on("error", reject)
      .end();
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A target's rounds as one row: median rate and p50, every error, the worst p99. */
const combined = (runs) => ({
  reqPerSec: median(runs.map((r) => r.reqPerSec)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
  p50: median(runs.map((r) => r.p50)),
  p99: Math.max(...runs.map((r) => r.p99)),
  bytes: median(runs.map((r) => r.bytes)),
});

async function lost(databaseUrl, { signUps, appointments }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users = await client.query("select email from users where email = any($1)", [signUps]);
    const requests = await client.query("select email from appointment_requests where email = any($1)", [appointments]);
    return signUps.length - users.rowCount + (appointments.length - requests.rowCount);
  } finally {
    await client.end();
  }
}

async function run(processes, databaseUrl) {
  const cluster = await startCluster({
    processes,
    port: PORT,
    output: "ignore",
    env: {
      DATABASE_URL: databaseUrl,
      DEMO_DATA: "1",
      DEV_MAILBOX: "1",
      LOG_LEVEL: "silent",
      SESSION_SECRET: "campaign-bench-secret-that-is-long-enough-0123",
      NGINX_WORKERS: "1",
    },
  });
  const rows = [];
  const copies = [];
  try {
    // Content pages inline the stylesheet (ADR 0024); a page with React still links it.
    const asset = (await (await fetch(cluster.nginxUrl + "/login")).text()).match(/\/assets\/[^"]+\.css/)?.[0];
    if (!asset) throw new Error("The sign-in page links no stylesheet under /assets.");
    // Each page once, so the figures are a campaign in its stride, not its first second. Its
    // cached copy (as nginx sends it, gzip) is then also written as a built file: "the speed of
    // static files" is a file of the page's own size through the same nginx, which sends it
    // pre-compressed (gzip_static) as it does every built file.
    for (const [name, path] of PAGES) {
      await fetch(cluster.nginxUrl + path).then((r) => r.arrayBuffer());
      const gz = await rawGet(cluster.nginxUrl + path);
      const file = `campaign-${name.replace(/\W+/g, "-")}.html`;
      writeFileSync(`build/client/assets/${file}.gz`, gz);
      writeFileSync(`build/client/assets/${file}`, gunzipSync(gz));
      copies.push([`${name} as a file`, `/assets/${file}`]);
    }
    let done = false;
    const writes = writeStream(cluster.url, processes, () => done);
    // Rounds, each page and the file in turn: on a shared machine a page and the file it is
    // compared with are measured seconds apart, not a minute.
    const targets = [...PAGES, ...copies, ["static file", asset]];
    const runs = new Map(targets.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, path] of targets)
        runs
          .get(name)
          .push(await load(cluster.nginxUrl + path, { connections: 10, duration: SECONDS, headers: BROWSER }));
    for (const [name, measured] of runs) rows.push({ name, ...combined(measured) });
    done = true;
    const stream = await writes;
    return { rows, asset, stream, lost: await lost(databaseUrl, stream.acknowledged) };
  } finally {
    await cluster.stop();
    for (const [, path] of copies) for (const end of ["", ".gz"]) rmSync(`build/client${path}${end}`, { force: true });
  }
}

function print(processes, { rows, asset, stream, lost: missing }) {
  const stat = rows.find((r) => r.name === "static file");
  console.log(
    `\n${processes} process${processes > 1 ? "es" : ""} behind nginx (10 connections; ${ROUNDS} rounds of ${SECONDS} s: median req/s and p50, worst p99; static file ${asset})`,
  );
  const cells = (...values) => values.map((v) => String(v).padStart(8)).join("");
  console.log(
    `${"".padEnd(30)}${cells("req/s", "errors", "p50 ms", "p99 ms", "bytes")}  page/same-size file (budget)  page/stylesheet`,
  );
  for (const r of rows) {
    const file = rows.find((f) => f.name === `${r.name} as a file`);
    let verdict = "";
    if (file) {
      const ratio = r.reqPerSec / file.reqPerSec;
      verdict = `${ratio.toFixed(2).padStart(6)} ${ratio >= 0.8 ? "ok        " : "UNDER 0.80"}`;
      verdict += `${"".padStart(16)}${(r.reqPerSec / stat.reqPerSec).toFixed(2)}`;
    }
    console.log(`  ${r.name.padEnd(28)}${cells(r.reqPerSec, r.errors, r.p50, r.p99, r.bytes)}  ${verdict}`);
  }
  const { signUps, appointments } = stream.acknowledged;
  console.log(
    `  writes beside them: ${stream.sent} sent, ${signUps.length} sign-ups and ${appointments.length} appointment requests acknowledged, ${stream.refused} refused; ${missing} acknowledged lost (in the database afterwards: ${signUps.length + appointments.length - missing})`,
  );
}

const base = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const dbName = `rid_bench_campaign_${process.pid}`;
const admin = new pg.Client({ connectionString: base.toString() });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = new URL(base);
url.pathname = `/${dbName}`;
console.log(
  `Campaign through nginx's shared cache: ${PAGES.map(([, p]) => p).join(", ")}; each page also as a file of its own bytes, and the stylesheet`,
);
try {
  for (const processes of [...new Set([1, N])]) print(processes, await run(processes, url.toString()));
} finally {
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
