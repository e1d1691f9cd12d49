import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";

/** Starts a second server process and returns its exit code and output (it is expected to stop). */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["server/main.js"], {
      env: { ...process.env, NODE_ENV: "production", DEV_MAILBOX: "1", LOG_LEVEL: "silent", ...env },
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe("start-up refuses bad situations with a clear message", () => {
  test("a second server on the same data directory", async () => {
    const dataDir = ".tmp/e2e-lock-test";
    rmSync(dataDir, { recursive: true, force: true });
    const first = spawn(process.execPath, ["server/main.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DEV_MAILBOX: "1",
        LOG_LEVEL: "silent",
        PORT: "3196",
        DATA_DIR: dataDir,
      },
    });
    try {
      await expect
        .poll(async () => (await fetch("http://localhost:3196/readyz").catch(() => null))?.status, { timeout: 20_000 })
        .toBe(200);
      const { code, output } = await startServer({ PORT: "3198", DATA_DIR: dataDir });
      expect(code).not.toBe(0);
      expect(output).toMatch(/in use by another RID-CRC process/);
    } finally {
      first.kill("SIGTERM");
      await new Promise((r) => first.on("exit", r));
    }
    // A clean shutdown releases the lock.
    expect(existsSync(`${dataDir}/server.lock`)).toBe(false);
  });

  test("an unreachable DATABASE_URL", async () => {
    const { code, output } = await startServer({
      PORT: "3197",
      DATABASE_URL: "postgres://nobody:pw@127.0.0.1:1/none",
      SESSION_SECRET: "s".repeat(40),
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/Cannot reach the database at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/none/);
    expect(output).not.toContain(":pw@");
  });

  test("invalid settings, each named", async () => {
    const { code, output } = await startServer({ PORT: "ninety", DATABASE_URL: "mysql://x", ADMIN_EMAIL: "nope" });
    expect(code).not.toBe(0);
    expect(output).toContain("Invalid configuration");
    for (const name of ["PORT", "DATABASE_URL", "ADMIN_EMAIL"]) expect(output).toContain(name);
  });
});
