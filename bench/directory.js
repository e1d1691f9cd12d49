// npm run bench:directory: the filtered GP directory search with 10,000 clinics, on PostgreSQL and
// on the embedded PGlite. Budget (issue #5): p99 ≤ 50 ms at 10 connections on PostgreSQL; the
// first-load JS of /find-a-gp ≤ 120 KB gzip. Figures are printed, never asserted.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { existsSync } from "node:fs";
import pg from "pg";
import { firstLoadJs } from "./lib/first-load-js.js";
import { load } from "./lib/load.js";
import { startServer } from "./lib/server.js";

if (!existsSync("build/server/index.js")) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}

const CLINICS = 10_000;
const PATH = "/find-a-gp?search=clinic&region=East&language=Mandarin";
const line = (label, value, note = "") => console.log(`${label.padEnd(46)} ${String(value).padStart(12)}  ${note}`);

// A fixed pseudo-random sequence: every run seeds the same 10,000 clinics.
let state = 42;
const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];

const towns = {
  North: [
    ["Woodlands", "73"],
    ["Yishun", "76"],
    ["Sembawang", "75"],
    ["Admiralty", "73"],
  ],
  South: [
    ["Telok Blangah", "10"],
    ["Bukit Merah", "15"],
    ["Tiong Bahru", "16"],
    ["Tanjong Pagar", "08"],
  ],
  East: [
    ["Tampines", "52"],
    ["Pasir Ris", "51"],
    ["Bedok", "46"],
    ["Changi", "50"],
    ["Marine Parade", "44"],
  ],
  West: [
    ["Jurong West", "64"],
    ["Clementi", "12"],
    ["Bukit Batok", "65"],
    ["Choa Chu Kang", "68"],
  ],
  Central: [
    ["Toa Payoh", "31"],
    ["Bishan", "57"],
    ["Novena", "30"],
    ["Ang Mo Kio", "56"],
  ],
};
const kinds = ["Family Clinic", "Medical Clinic", "Medical Centre", "Family Practice", "Health Clinic", "Surgery"];
const words = ["Care", "Life", "Harmony", "Sunrise", "Unity", "Green", "Central", "Prime", "Trinity", "Kindred"];
const surnames = ["Tan", "Lim", "Lee", "Ng", "Wong", "Rahman", "Pillai", "Kumar", "Goh", "Chua", "Osman", "Teo"];
const languages = ["Mandarin", "Malay", "Tamil", "Hokkien", "Cantonese", "Teochew", "Hindi", "Tagalog"];
const services = [
  "FIT Test",
  "ColonAiQ® Blood Test",
  "Colonoscopy Referral",
  "General Health Screening",
  "Vaccinations",
];
const hours = {
  weekdays: "8:30am – 12:30pm, 2:00pm – 5:00pm",
  saturday: "8:30am – 12:30pm",
  sunday: "Closed",
  publicHoliday: "Closed",
};

function clinics() {
  state = 42;
  const rows = [];
  for (let i = 0; i < CLINICS; i++) {
    const region = pick(Object.keys(towns));
    const [town, sector] = pick(towns[region]);
    const spoken = ["English", ...languages.filter(() => random() < 0.3)];
    rows.push([
      `${town} ${pick(words)} ${pick(kinds)} ${i + 1}`,
      `Dr ${pick(surnames)} ${pick(surnames)} Wei`,
      `GP-BENCH-${i + 1}`,
      `Blk ${100 + (i % 800)} ${town} Street ${1 + (i % 90)}, #01-${100 + (i % 600)}`,
      `${sector}${String(1000 + (i % 9000)).slice(-4)}`,
      region,
      services.filter(() => random() < 0.6),
      random() < 0.9 ? JSON.stringify(hours) : null,
      spoken.join(", "),
      `A neighbourhood clinic in ${town} offering colorectal cancer screening.`,
      `+65 6${String(1000000 + i).slice(-7)}`,
      // About one clinic in ten is not approved yet, as in a live directory.
      random() < 0.9 ? "approved" : "pending_review",
    ]);
  }
  return rows;
}

const columns =
  "clinic_name, doctor_full_name, license_number, address, postal_code, region, services_offered, operating_hours, languages_spoken, description, phone, approval_status";

/** Inserts the clinics in batches through any `query(text, params)`: pg and PGlite share it. */
async function seedClinics(query) {
  const rows = clinics();
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const values = batch.map(
      (row, r) =>
        `(${row.map((_, c) => `$${r * row.length + c + 1}${c === 6 ? "::text[]" : c === 7 ? "::jsonb" : ""}`).join(", ")})`,
    );
    await query(`insert into gp_clinics (${columns}) values ${values.join(", ")}`, batch.flat());
  }
  await query("analyze gp_clinics");
}

// The page's main query as the app sends it (gp-directory.server.ts), to tell database time apart
// from rendering: the HTTP figures include the server-side render of the whole page.
const SEARCH_SQL = `select g.*, chosen.total
  from (select id, clinic_name, (count(*) over ())::int as total
    from gp_clinics
    where approval_status = 'approved' and search_text like lower($1) and region = $2 and languages @> array[$3]::text[]
    order by clinic_name, id limit 12 offset 0) chosen
  join gp_clinics g on g.id = chosen.id
  order by chosen.clinic_name, chosen.id`;
const SEARCH_PARAMS = ["%clinic%", "East", "Mandarin"];

/** Latency percentiles of the query alone: `workers` callers in a loop for `ms` milliseconds. */
async function queryLatency(query, { workers = 10, ms = 5000 } = {}) {
  const times = [];
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        await query(SEARCH_SQL, SEARCH_PARAMS);
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return { p50: at(0.5), p99: at(0.99), perSec: Math.round(times.length / (ms / 1000)) };
}

function printQuery(result, connections) {
  line(`  query alone, ${connections}`, `${result.p50} ms`, `p50; p99 ${result.p99} ms; ${result.perSec} queries/s`);
}

async function measure(label, server) {
  const check = await fetch(server.url + PATH);
  const html = await check.text();
  const shown = html.match(/(\d+)(?:<!-- -->)? clinics? found/)?.[1] ?? "?";
  // A short warm-up so the figures are of the steady state, not of the first compilations.
  await load(server.url + PATH, { duration: 2 });
  const result = await load(server.url + PATH, { serverTiming: "search" });
  console.log(`\n${label}: GET ${PATH} (status ${check.status}, ${shown} matching clinics)`);
  // The search's server time is the page's own Server-Timing entry: from the loader's first query
  // to the moment the server has read its last answer, under the load of the other nine
  // connections (their queries on the database, their pages rendering in the same process).
  line("  search server time p50", `${result.server?.p50 ?? "?"} ms`, `${result.server?.n ?? 0} responses`);
  line("  search server time p99", `${result.server?.p99 ?? "?"} ms`, "budget ≤ 50 ms on PostgreSQL");
  line("  whole page p50 latency", `${result.p50} ms`);
  line("  whole page p99 latency", `${result.p99} ms`, "search + render, at the client (uncompressed)");
  line("  throughput", `${result.reqPerSec} req/s`, `errors ${result.errors}`);
  return result;
}

console.log(`Directory search with ${CLINICS.toLocaleString("en")} GP clinics (autocannon, 10 connections, 8 s)`);

// PostgreSQL: a throwaway database in the server DATABASE_URL points at (or the local one).
const base = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const dbName = `rid_bench_directory_${process.pid}`;
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
    const env = {
      DATABASE_URL: url.toString(),
      DEMO_DATA: "1",
      SESSION_SECRET: "bench-secret-that-is-long-enough-0123456789",
    };
    const server = await startServer({ port: 3302, env });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await seedClinics((text, params) => client.query(text, params));
    await client.end();
    await measure("PostgreSQL", server);
    const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
    printQuery(await queryLatency((text, params) => pool.query(text, params)), "10 connections");
    await pool.end();
    const home = await load(server.url + "/");
    line("  for scale: SSR home page p99", `${home.p99} ms`, `p50 ${home.p50} ms, ${home.reqPerSec} req/s`);
    const js = await firstLoadJs(server.url, "/find-a-gp");
    console.log("\nPage weight");
    line("  /find-a-gp first-load JS", `${js.kb} KB`, "budget ≤ 120 KB gzip");
    await server.stop();
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

// PGlite: migrate with a first start, seed the stopped data directory, then measure a second start.
const dataDir = ".tmp/bench-directory";
const first = await startServer({ port: 3303, dataDir });
await first.stop();
const embedded = await PGlite.create(`${dataDir}/pgdata`, { extensions: { pg_trgm } });
await seedClinics((text, params) => embedded.query(text, params));
// PGlite runs one query at a time: measured with one caller, before the server takes the directory.
const embeddedQuery = await queryLatency((text, params) => embedded.query(text, params), { workers: 1 });
await embedded.close();
const server = await startServer({ port: 3303, dataDir, fresh: false });
try {
  await measure("PGlite (embedded)", server);
  printQuery(embeddedQuery, "1 caller");
} finally {
  await server.stop();
}
