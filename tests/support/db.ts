import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import pg from "pg";
import { resetAuth } from "../../app/features/accounts/auth.server";
import { openMemory, openPostgres, setDatabase, type Database, type Db } from "../../app/lib/db.server";
import { parseEnv, setEnv } from "../../app/lib/env.server";

export const TEST_SECRET = "test-secret-that-is-long-enough-0123456789";

export function testEnv(overrides: Record<string, string> = {}) {
  return parseEnv({
    NODE_ENV: "test",
    APP_URL: "http://localhost:3000",
    SESSION_SECRET: TEST_SECRET,
    DATA_DIR: "./data-test-unused",
    ...overrides,
  });
}

/**
 * A fresh, migrated database for one test file: a copy of the PGlite snapshot, or, when the run
 * has TEST_DATABASE_URL, a new PostgreSQL database cloned from the migrated one.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = inject("postgresUrl");
  if (!url) {
    const snapshot = new Blob([readFileSync(inject("pgSnapshot"))]);
    return openMemory(snapshot);
  }
  const template = new URL(url).pathname.slice(1);
  const name = `rid_test_${randomBytes(6).toString("hex")}`;
  // CREATE DATABASE … TEMPLATE needs nobody connected to the template: talk to "postgres" instead.
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openPostgres(own.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: maintenance.toString() });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

/** Registers hooks that give the test file its own database, environment and auth instance. */
export function useTestDatabase(overrides: Record<string, string> = {}): () => Db {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    setDatabase(database);
    setEnv(testEnv(overrides));
    resetAuth();
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
  });
  return () => {
    if (!database) throw new Error("database not open");
    return database.db;
  };
}
