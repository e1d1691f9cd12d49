import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openMemory, openPostgres } from "../../app/lib/db.server";

declare module "vitest" {
  export interface ProvidedContext {
    pgSnapshot: string;
    postgresUrl: string;
  }
}

/**
 * Migrating a fresh PGlite takes seconds; do it once per run and let every test file start from a
 * copy of the migrated data directory. With TEST_DATABASE_URL set, tests run on real PostgreSQL
 * instead: the schema is migrated once here and each file gets its own PostgreSQL schema-less
 * database copy (see tests/support/db.ts).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "rid-crc-test-"));
  const file = path.join(dir, "snapshot.tar.gz");
  const memory = await openMemory();
  const dump = await memory.client.dumpDataDir("gzip");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await memory.close();
  project.provide("pgSnapshot", file);

  const url = process.env.TEST_DATABASE_URL ?? "";
  if (url) {
    const pg = await openPostgres(url); // runs the migrations on the template database
    await pg.close();
  }
  project.provide("postgresUrl", url);
  return () => rmSync(dir, { recursive: true, force: true });
}
