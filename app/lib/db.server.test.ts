import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DatabaseError, openEmbedded, openPostgres } from "./db.server";

describe("embedded database", () => {
  it("refuses a second opener of the same data directory, and frees it on close", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rid-db-"));
    const first = await openEmbedded(dir);
    await expect(openEmbedded(dir)).rejects.toThrow(/in use by another RID-CRC process/);
    await first.close();
    const again = await openEmbedded(dir);
    await again.close();
  }, 60_000);

  it("takes over a lock left behind by a process that died", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rid-db-"));
    writeFileSync(path.join(dir, "server.lock"), "999999999");
    const database = await openEmbedded(dir);
    await database.close();
  }, 60_000);
});

describe("PostgreSQL", () => {
  it("reports an unreachable server clearly, without the password", async () => {
    const error = await openPostgres("postgres://app:secret@127.0.0.1:1/app").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseError);
    expect((error as Error).message).toMatch(
      /Cannot reach the database at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/app/,
    );
    expect((error as Error).message).not.toContain("secret");
  });
});
