import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 24: the app's code holds no one's e-mail address. People come from the database (demo
 * accounts from the seed in server/ and db/), the team's address from CONTACT_EMAIL. What may stay:
 * the default of CONTACT_EMAIL, a format example in a message, and an input's placeholder.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const allowed = new Set(["hello@rid-crc.sg", "name@example.com"]);
const address = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "app"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));

describe("e-mail addresses in app/", () => {
  it("names nobody's address: no fixed person's e-mail in the app's code", () => {
    const found: string[] = [];
    for (const file of files)
      readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (/placeholder[=:]/.test(line)) return;
          for (const [match] of line.matchAll(address))
            if (!allowed.has(match.toLowerCase())) found.push(`${file}:${i + 1}: ${match}`);
        });
    expect(found).toEqual([]);
  });
});
