// Starts the production build on a throwaway embedded database for a benchmark, and stops it.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

export async function startServer({
  port = 3300,
  dataDir = ".tmp/bench-data",
  env = {},
  fresh = true,
  // As `npm run serve` runs it; add e.g. "--cpu-prof" to see where a figure's time goes (Node
  // refuses it in NODE_OPTIONS).
  nodeArgs = ["--max-semi-space-size=32"],
} = {}) {
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, "server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DEV_MAILBOX: "1",
      DEMO_DATA: "1",
      LOG_LEVEL: "silent",
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://localhost:${port}`;
  let firstOk = null;
  for (let i = 0; i < 600 && firstOk === null; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const res = await fetch(url + "/").catch(() => null);
    if (res?.status === 200) firstOk = performance.now() - started;
    else await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url,
    /** The server process (bench/console.js samples its memory). */
    pid: child.pid,
    coldStartMs: firstOk,
    stop: () =>
      new Promise((resolve) => {
        child.on("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}
