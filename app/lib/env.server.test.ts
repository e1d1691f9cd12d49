import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "rid-env-"));

describe("parseEnv", () => {
  it("gives the embedded demo safe defaults", () => {
    const dir = dataDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.embedded).toBe(true);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.devMailbox).toBe(true);
    expect(env.DEMO_DATA).toBe(true);
    // A generated session secret is stored under DATA_DIR and reused on the next start.
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(env.SESSION_SECRET);
    expect(parseEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(env.SESSION_SECRET);
  });

  it("names every bad variable at once", () => {
    try {
      parseEnv({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "http://mail",
        ADMIN_EMAIL: "not-an-email",
        ADMIN_PASSWORD: "x".repeat(12),
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      for (const name of ["PORT", "DATABASE_URL", "SMTP_URL", "ADMIN_EMAIL"]) expect(message).toContain(name);
    }
  });

  it("requires ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), ADMIN_EMAIL: "a@b.sg" })).toThrow(/ADMIN_PASSWORD/);
  });

  it("turns the mailbox off on a site that is not local unless asked, and then requires SMTP", () => {
    const away = { NODE_ENV: "production", DATA_DIR: dataDir(), APP_URL: "http://10.0.0.5:3000" };
    expect(() => parseEnv(away)).toThrow(/SMTP_URL/);
    const env = parseEnv({ ...away, SMTP_URL: "smtp://localhost:2525" });
    expect(env.devMailbox).toBe(false);
    expect(env.DEMO_DATA).toBe(false);
    expect(env.DEMO_ACCOUNTS).toBe(false);
    expect(parseEnv({ ...away, DEV_MAILBOX: "1" }).devMailbox).toBe(true);
  });

  // Issue 22, finding 2: NODE_ENV unset and APP_URL=https served the mailbox and the demo accounts.
  it("keeps the mailbox and the demo off over https whatever NODE_ENV says", () => {
    for (const NODE_ENV of [undefined, "development", "test", "production"]) {
      const env = parseEnv({
        NODE_ENV,
        DATA_DIR: dataDir(),
        APP_URL: "https://rid-crc.example",
        SMTP_URL: "smtp://m:25",
      });
      expect(env.devMailbox, String(NODE_ENV)).toBe(false);
      expect(env.DEMO_DATA, String(NODE_ENV)).toBe(false);
      expect(env.DEMO_ACCOUNTS, String(NODE_ENV)).toBe(false);
    }
  });

  it("refuses to start over https with any of them asked for, naming the variable", () => {
    for (const name of ["DEV_MAILBOX", "DEMO_DATA", "DEMO_ACCOUNTS"])
      for (const NODE_ENV of [undefined, "production"])
        expect(() =>
          parseEnv({
            NODE_ENV,
            DATA_DIR: dataDir(),
            APP_URL: "https://rid-crc.example",
            SMTP_URL: "smtp://m:25",
            [name]: "1",
          }),
        ).toThrow(new RegExp(`${name} must not be 1 when APP_URL is https`));
  });

  it("turns them on by default for http on this machine only, in production too (npm start)", () => {
    for (const APP_URL of [undefined, "http://localhost:3000", "http://127.0.0.1:8080/"]) {
      const env = parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir(), APP_URL });
      expect([env.devMailbox, env.DEMO_DATA, env.DEMO_ACCOUNTS], String(APP_URL)).toEqual([true, true, true]);
    }
    for (const APP_URL of ["http://localhost.example.com", "http://192.168.1.4:3000"]) {
      const env = parseEnv({ DATA_DIR: dataDir(), APP_URL, SMTP_URL: "smtp://m:25" });
      expect([env.devMailbox, env.DEMO_DATA, env.DEMO_ACCOUNTS], APP_URL).toEqual([false, false, false]);
    }
  });

  it("does not seed demo data on PostgreSQL unless asked", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://app:app@127.0.0.1:5432/app", SESSION_SECRET: "s".repeat(40) });
    expect(env.embedded).toBe(false);
    expect(env.DEMO_DATA).toBe(false);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATA_DIR: dataDir(), SMTP_URL: "", PORT: "" }).PORT).toBe(3000);
  });
});
