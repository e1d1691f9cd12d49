// npm run bench:newsletter: the newsletter figure of issue 29. An issue queued to 10,000 confirmed
// subscribers on the embedded database (a fresh data directory), the queueing process killed with
// SIGKILL mid-send, restarted, and then every address counted: exactly one outbox e-mail each.
// Prints the time and the peak memory (RSS) of each run. Printed, never asserted by npm test; exits
// non-zero when an address got none or two.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
/** Kill once at least this many are queued: mid-send, with batches committed before and after. */
const KILL_AT = Math.floor(SUBSCRIBERS * 0.4);
const dataDir = mkdtempSync(path.join(tmpdir(), "rid-bench-newsletter-"));
const env = {
  ...process.env,
  NODE_ENV: "production",
  APP_URL: "http://localhost:3000",
  SESSION_SECRET: "bench-newsletter-secret-0123456789abcdef",
  LOG_LEVEL: "warn",
};
const line = (label, value) => console.log(`${label.padEnd(52)} ${String(value).padStart(12)}`);

/** Peak RSS of a running process so far (Linux: VmHWM), in MB. */
const peakMb = (pid) => {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
};

/** Runs the worker; `onLine` may return "kill" to SIGKILL it. Resolves with its JSON lines. */
function worker(mode, onLine = () => undefined) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "bench/lib/newsletter-worker.ts", mode, dataDir, String(SUBSCRIBERS)],
      { env, stdio: ["ignore", "pipe", "inherit"] },
    );
    const lines = [];
    let peak = null;
    const watch = setInterval(() => (peak = peakMb(child.pid) ?? peak), 50);
    let buffer = "";
    child.stdout.on("data", (chunk) => {
      buffer += chunk;
      let at;
      while ((at = buffer.indexOf("\n")) >= 0) {
        const text = buffer.slice(0, at);
        buffer = buffer.slice(at + 1);
        const parsed = JSON.parse(text);
        lines.push(parsed);
        if (onLine(parsed) === "kill") {
          peak = peakMb(child.pid) ?? peak;
          child.kill("SIGKILL");
        }
      }
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      clearInterval(watch);
      resolve({ lines, code, signal, peakMb: peak });
    });
  });
}

try {
  const t0 = performance.now();
  const seeded = await worker("seed");
  if (seeded.code !== 0) throw new Error("seeding failed");
  line("subscribers (confirmed), seeded", SUBSCRIBERS);
  line("seed (fresh data directory, migrations) s", ((performance.now() - t0) / 1000).toFixed(1));

  const t1 = performance.now();
  const first = await worker("send", (l) => (l.queued >= KILL_AT ? "kill" : undefined));
  const killedAt = first.lines.at(-1)?.queued ?? 0;
  line("first run: killed with", first.signal ?? `exit ${first.code}`);
  line("first run: queued when killed (committed batches)", killedAt);
  line("first run: s to the kill", ((performance.now() - t1) / 1000).toFixed(1));
  line("first run: peak RSS MB", first.peakMb);

  const t2 = performance.now();
  const second = await worker("send");
  const done = second.lines.find((l) => l.done);
  line("after restart: queued", second.lines.filter((l) => l.queued).at(-1)?.queued ?? 0);
  line("after restart: s (process start to done)", ((performance.now() - t2) / 1000).toFixed(1));
  line("after restart: queueing alone s", done ? (done.ms / 1000).toFixed(1) : "—");
  line("after restart: peak RSS MB", done ? Math.round(done.maxRssKb / 1024) : second.peakMb);

  const checked = await worker("check");
  const [check] = checked.lines;
  line("baseline: the check run's peak RSS MB (open + 1 query)", checked.peakMb);
  line("outbox e-mails of the issue", check.emails);
  line("distinct addresses", check.addresses);
  line("addresses with more than one", check.twice);
  line("e-mails with List-Unsubscribe-Post one-click", check.one_click);
  line("delivery rows", check.deliveries);
  line("issue finished, queued_count", `${check.finished}, ${check.queued_count}`);
  line("total s (seed, kill, restart, check)", ((performance.now() - t0) / 1000).toFixed(1));
  const ok =
    first.signal === "SIGKILL" &&
    killedAt > 0 &&
    killedAt < SUBSCRIBERS &&
    check.emails === SUBSCRIBERS &&
    check.addresses === SUBSCRIBERS &&
    check.twice === 0 &&
    check.finished;
  console.log(ok ? "newsletter: exactly one e-mail per address after a kill -9 mid-send" : "newsletter: FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
