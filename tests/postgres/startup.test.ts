import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { gpClinics, users } from "../../db/schema";
import { seed } from "../../server/seed";
import { openPostgres } from "../../app/lib/db.server";

/**
 * Several processes starting together on an empty PostgreSQL database (a deployment, a restart of
 * all of them): each migrates and seeds one after the other, and all of them start. PGlite has one
 * process per data directory by construction (db.server.test.ts); tests/postgres/ is part of the
 * run whenever TEST_DATABASE_URL is set (vitest.config.ts), as in `.ci/run`.
 */
const postgresUrl = inject("postgresUrl");

describe("start-up on PostgreSQL", () => {
  it("three processes at once on an empty database: all start, the tables and the seed are made once", async () => {
    expect(postgresUrl, "tests/postgres/ needs TEST_DATABASE_URL").toMatch(/^postgres/);
    const maintenance = new URL(postgresUrl);
    maintenance.pathname = "/postgres";
    const name = `rid_start_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: maintenance.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const databases = await Promise.all([1, 2, 3].map(() => openPostgres(url.toString())));
    try {
      const spans: [number, number][] = [];
      const printed = await Promise.all(
        databases.map((database) =>
          database.oneAtATime(async () => {
            const started = performance.now();
            const lines = await seed(database.db, { demo: true });
            spans.push([started, performance.now()]);
            return lines;
          }),
        ),
      );
      // One process created the admin and printed its password; the others found it there.
      expect(printed.filter((lines) => lines.length > 0)).toHaveLength(1);
      // The seeds ran one after the other, never together.
      spans.sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]);
      const db = databases[0]!.db;
      const [admins] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.userType, "super_admin"));
      expect(admins!.n).toBe(1);
      const [clinics] = await db
        .select({ n: sql<number>`count(distinct clinic_name)::int`, all: sql<number>`count(*)::int` })
        .from(gpClinics);
      expect(clinics!.all).toBe(clinics!.n);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
