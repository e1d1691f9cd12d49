import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 24: no dead exports. A name exported from app/ that no other file of the repository names
 * is either dead or private to its file: drop it, or drop its `export`. Route modules (React Router
 * reads their exports), the root and the entries are left out. A word-level check: a name that
 * another file merely mentions passes, which keeps it cheap and free of false alarms.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const framework = new Set(["app/root.tsx", "app/routes.ts", "app/entry.server.tsx", "app/entry.client.tsx"]);

const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f));

describe("exports", () => {
  it("every name exported from app/ is named by another file", () => {
    const sources = new Map(files.map((f) => [f, readFileSync(path.join(ROOT, f), "utf8")]));
    const namedIn = new Map<string, Set<string>>();
    for (const [file, source] of sources)
      for (const word of new Set(source.match(/[A-Za-z_$][\w$]*/g) ?? [])) {
        const where = namedIn.get(word) ?? new Set<string>();
        where.add(file);
        namedIn.set(word, where);
      }
    const unused: string[] = [];
    for (const [file, source] of sources) {
      if (!file.startsWith("app/") || /\.test\.tsx?$/.test(file) || file.includes("/routes/") || framework.has(file))
        continue;
      for (const match of source.matchAll(
        /^export (?:async )?(?:function|const|let|type|interface|class|enum) ([A-Za-z_$][\w$]*)/gm,
      )) {
        const others = [...(namedIn.get(match[1]!) ?? [])].filter((f) => f !== file);
        if (others.length === 0) unused.push(`${file}: ${match[1]}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
