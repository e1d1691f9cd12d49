import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 24: the layers import one way. app/lib/db.server.ts reads db/schema, so nothing under db/
 * may reach into app/ (the seed, which hashes passwords with app/lib, lives in server/ with the other
 * start-up code); that would make lib and db a loop.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

/** Module specifiers of static and dynamic imports and re-exports. */
const specifiers = (source: string) =>
  [...source.matchAll(/\b(?:from\s*|import\s*\(?\s*)["']([^"']+)["']/g)].map((m) => m[1]!);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : files(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe("db/ imports nothing of app/", () => {
  it("no module under db/ imports app/ (~/… or a path into app/)", () => {
    const offenders = files(path.join(ROOT, "db")).flatMap((file) =>
      specifiers(readFileSync(file, "utf8"))
        .filter(
          (s) =>
            s.startsWith("~/") ||
            (s.startsWith(".") && path.resolve(path.dirname(file), s).startsWith(path.join(ROOT, "app"))),
        )
        .map((s) => `${path.relative(ROOT, file)} → ${s}`),
    );
    expect(offenders).toEqual([]);
  });
});
