import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";

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

/** Starts a server that is expected to run; stop it with `stop`. Its output is kept for failures. */
function runServer(env: Record<string, string>): ChildProcess & { output: string } {
  const child = Object.assign(
    spawn(process.execPath, ["server/main.js"], {
      env: { ...process.env, NODE_ENV: "production", DEV_MAILBOX: "1", LOG_LEVEL: "warn", ...env },
    }),
    { output: "" },
  );
  child.stdout.on("data", (d) => (child.output += d));
  child.stderr.on("data", (d) => (child.output += d));
  return child;
}

async function expectReady(port: number) {
  await expect
    .poll(async () => (await fetch(`http://localhost:${port}/readyz`).catch(() => null))?.status, { timeout: 30_000 })
    .toBe(200);
}

function stop(child: ChildProcess): Promise<unknown> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  return exited;
}

test.describe("start-up refuses bad situations with a clear message", () => {
  test("a second server on the same data directory", async () => {
    const dataDir = ".tmp/e2e-lock-test";
    rmSync(dataDir, { recursive: true, force: true });
    const first = runServer({ PORT: "3196", DATA_DIR: dataDir });
    try {
      await expectReady(3196);
      const { code, output } = await startServer({ PORT: "3198", DATA_DIR: dataDir });
      expect(code).not.toBe(0);
      expect(output).toContain(`in use by another RID-CRC process (pid ${first.pid})`);
    } finally {
      await stop(first);
    }
  });

  test("a server killed with kill -9 restarts at once; an old lock file does not block", async () => {
    const dataDir = ".tmp/e2e-lock-test";
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    // Earlier versions kept a pid here; pid 1 is always alive.
    writeFileSync(`${dataDir}/server.lock`, "1");
    const first = runServer({ PORT: "3196", DATA_DIR: dataDir });
    let second: ChildProcess | undefined;
    try {
      await expectReady(3196);
      // No waiting for it to exit: the killed process may still be releasing its memory and
      // descriptors when the new one starts.
      first.kill("SIGKILL");
      const restarted = runServer({ PORT: "3196", DATA_DIR: dataDir });
      second = restarted;
      let exited = false;
      restarted.on("exit", () => (exited = true));
      // On the same port too: the dead process's listening socket goes with its data directory lock.
      await expectReady(3196);
      expect(exited, restarted.output).toBe(false);
      expect(restarted.output).not.toContain("in use");
    } finally {
      await stop(first);
      if (second) await stop(second);
    }
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

  // Issue 22, finding 2: without NODE_ENV the server served the mailbox and the demo accounts to the world.
  test("an https APP_URL with the mailbox or the demo asked for, whatever NODE_ENV says", async () => {
    for (const name of ["DEV_MAILBOX", "DEMO_ACCOUNTS", "DEMO_DATA"]) {
      const { code, output } = await startServer({
        PORT: "3197",
        NODE_ENV: name === "DEMO_DATA" ? "development" : "production",
        APP_URL: "https://rid-crc.example",
        SMTP_URL: "smtp://127.0.0.1:2525",
        DEV_MAILBOX: "0",
        DATA_DIR: ".tmp/e2e-https-refused",
        [name]: "1",
      });
      expect(code, output).not.toBe(0);
      expect(output).toContain(`${name} must not be 1 when APP_URL is https`);
    }
  });
});

test("an https APP_URL without NODE_ENV serves no mailbox and no demo account", async () => {
  const dataDir = ".tmp/e2e-https-default";
  rmSync(dataDir, { recursive: true, force: true });
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: "3195",
    APP_URL: "https://rid-crc.example",
    SMTP_URL: "smtp://127.0.0.1:2525",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // As behind the site's https proxy: the test speaks as that proxy.
    TRUST_PROXY: "loopback",
  };
  for (const name of ["NODE_ENV", "DEV_MAILBOX", "DEMO_DATA", "DEMO_ACCOUNTS"]) delete env[name];
  const child = Object.assign(spawn(process.execPath, ["server/main.js"], { env }), { output: "" });
  child.stdout.on("data", (d) => (child.output += d));
  child.stderr.on("data", (d) => (child.output += d));
  try {
    await expectReady(3195);
    expect((await fetch("http://localhost:3195/dev/mailbox")).status).toBe(404);
    const signIn = await fetch("http://localhost:3195/login", {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: "https://rid-crc.example",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "rid-crc.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ email: "champion@demo.rid-crc.local", password: "Demo-Champion-Pass-1" }),
    });
    expect(signIn.status, child.output).toBe(401);
  } finally {
    await stop(child);
  }
});
