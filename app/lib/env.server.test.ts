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

  it("turns the mailbox off in production unless asked, and then requires SMTP", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(/SMTP_URL/);
    const env = parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir(), SMTP_URL: "smtp://localhost:2525" });
    expect(env.devMailbox).toBe(false);
    expect(parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir(), DEV_MAILBOX: "1" }).devMailbox).toBe(true);
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
