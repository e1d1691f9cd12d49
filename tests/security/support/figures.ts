import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./server";

/** The run's figures, one section per spec, printed at the end of the run (issue 11's closing note). */
export const FIGURES_FILE = path.join(ROOT, "tests/security/.last-figures.json");

type Figures = Record<string, unknown> & { database?: string; startedAt?: string };

function read(): Figures {
  if (!existsSync(FIGURES_FILE)) return {};
  try {
    return JSON.parse(readFileSync(FIGURES_FILE, "utf8")) as Figures;
  } catch {
    return {};
  }
}

function write(figures: Figures) {
  mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
  writeFileSync(FIGURES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
}

/** A new run: the first worker of the run starts the file again. */
export function startFigures(database: string) {
  write({ database, startedAt: new Date().toISOString() });
}

/** Sets (replaces) one section of the figures. */
export function recordFigures(section: string, value: unknown) {
  write({ ...read(), [section]: value });
}

/** Adds rows to a list section (the limits table, filled by one test per limit). */
export function appendFigures(section: string, rows: unknown[]) {
  const figures = read();
  const list = Array.isArray(figures[section]) ? (figures[section] as unknown[]) : [];
  write({ ...figures, [section]: [...list, ...rows] });
}

export function readFigures(): Figures {
  return read();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

type Fuzz = {
  requests: number;
  actions: number;
  actionsTotal: number;
  kinds: number;
  serverErrors: number;
  rowsWritten: number;
  rowsChanged: number;
  slowest: { ms: number; what: string };
  largestRefusal: { bytes: number; what: string };
  largest: { bytes: number; what: string };
  peakRssBytes: number;
  baselineRssBytes: number;
  stoppedAnswering?: string | null;
};
type Csrf = {
  requests: number;
  actions: number;
  variants: Record<string, { refused: number; of: number }>;
  positiveControl: { accepted: number; of: number };
  rowsWritten: number;
};
type AuthApi = { requests: number; allowed: Record<string, number>; notFound: number; of: number; rowsWritten: number };
type Limit = { limit: string; way: string; held: boolean; detail: string };
type Payloads = {
  fields: number;
  shownInChromium?: number;
  pagesViewed: number;
  ran: number;
  injectedImages: number;
  cspViolations: number;
  dialogs: number;
};

/** The summary printed at the end of the run. */
export function summary(): string {
  const f = read();
  const lines = [`Security suite figures (${f.database ?? "?"}, ${f.startedAt ?? ""})`];
  const fuzz = f.fuzz as Fuzz | undefined;
  if (fuzz) {
    lines.push(
      `  bad input: ${fuzz.requests} requests, ${fuzz.actions}/${fuzz.actionsTotal} actions, ${fuzz.kinds} kinds of bad body`,
      `    5xx: ${fuzz.serverErrors}; rows written by bad input: ${fuzz.rowsWritten} (rows changed: ${fuzz.rowsChanged})`,
      `    slowest answer: ${fuzz.slowest.ms.toFixed(0)} ms (${fuzz.slowest.what})`,
      `    largest answer to a refused body: ${kb(fuzz.largestRefusal.bytes)} (${fuzz.largestRefusal.what})`,
      `    largest answer of all: ${kb(fuzz.largest.bytes)} (${fuzz.largest.what})`,
      `    server memory (RSS): ${mb(fuzz.baselineRssBytes)} before, peak ${mb(fuzz.peakRssBytes)} during the fuzz`,
    );
    if (fuzz.stoppedAnswering) lines.push(`    STOPPED: ${fuzz.stoppedAnswering}`);
  }
  const csrf = f.csrf as Csrf | undefined;
  if (csrf) {
    lines.push(
      `  cross-site: ${csrf.requests} requests over ${csrf.actions} actions; rows written: ${csrf.rowsWritten}`,
    );
    for (const [variant, { refused, of }] of Object.entries(csrf.variants))
      lines.push(`    ${variant.padEnd(40)} 403 ${refused}/${of}`);
    lines.push(
      `    ${"own Origin (positive control)".padEnd(40)} accepted ${csrf.positiveControl.accepted}/${csrf.positiveControl.of}`,
    );
  }
  const api = f.authApi as AuthApi | undefined;
  if (api) {
    lines.push(
      `  better-auth API: ${api.requests} requests; allowed ${Object.entries(api.allowed)
        .map(([path, status]) => `${path} → ${status}`)
        .join(", ")}; closed (404) ${api.notFound}/${api.of}; rows written: ${api.rowsWritten}`,
    );
  }
  const limits = (f.limits as Limit[] | undefined) ?? [];
  if (limits.length) {
    lines.push("  limits (path × way in → held):");
    for (const row of limits)
      lines.push(`    ${row.limit.padEnd(48)} ${row.way.padEnd(64)} ${row.held ? "held" : "NOT HELD"}  ${row.detail}`);
  }
  for (const [section, label] of [
    ["payloadsStored", "stored script payloads"],
    ["payloadsReflected", "reflected script payloads"],
    ["payloadsMarkdown", "payloads in rendered Markdown and chat lists"],
  ] as const) {
    const payloads = f[section] as Payloads | undefined;
    if (payloads)
      lines.push(
        `  ${label}: ${payloads.fields} fields${payloads.shownInChromium === undefined ? "" : ` (${payloads.shownInChromium} shown)`}, ${payloads.pagesViewed} pages viewed in Chromium; ran ${payloads.ran}, injected images ${payloads.injectedImages}, dialogs ${payloads.dialogs}, CSP violations ${payloads.cspViolations}`,
      );
  }
  const redirects = f.redirects as { targets: number; left: number } | undefined;
  if (redirects)
    lines.push(
      `  redirectTo: ${redirects.targets} hostile targets (browser and HTTP), ${redirects.left} left the site`,
    );
  // Issue 22 (addresses.spec.ts).
  const control = f.controlCharacters as
    { fieldCases: number; actions: number; addressCases: number; routes: number; rowsWritten: number } | undefined;
  if (control)
    lines.push(
      `  control characters: ${control.fieldCases} fields over ${control.actions} actions, ${control.addressCases} addresses over ${control.routes} routes; rows written: ${control.rowsWritten}`,
    );
  const caching = f.caching as { paths: number; spellings: number; variants: number; cases: number } | undefined;
  if (caching)
    lines.push(
      `  caching: ${caching.paths} personal paths × ${caching.spellings} spellings × ${caching.variants} (page, .data) = ${caching.cases} requests`,
    );
  const targets = f.redirectTargets as { targets: number } | undefined;
  if (targets) lines.push(`  redirectTo (dot-segments, %-escapes, unknown routes): ${targets.targets} targets`);
  lines.push(`  (${path.relative(ROOT, FIGURES_FILE)})`);
  return lines.join("\n");
}
