import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * ARCHITECTURE.md: features never import each other in a circle. import-x/no-cycle (eslint) sees
 * cycles between files; this sees them between features as a whole: community importing
 * directory's entry while directory imports community's is a cycle even when no file ever comes
 * back to itself. Every import, re-export and dynamic import() under app/features counts, type-only
 * ones too (they still tie the two features' code together).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const FEATURES = path.join(ROOT, "app/features");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Module specifiers of static imports/re-exports and dynamic import()s (comments removed first). */
export function specifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  const found: string[] = [];
  for (const match of code.matchAll(/\b(?:import|export)\b[^"'`;]*?\bfrom\s*["']([^"']+)["']/g)) found.push(match[1]!);
  for (const match of code.matchAll(/\bimport\s*["']([^"']+)["']/g)) found.push(match[1]!);
  for (const match of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push(match[1]!);
  return found;
}

/** The feature a specifier written in `file` points into, or null (ui/, lib/, db/, packages). */
function featureOf(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("~/")) target = path.join(ROOT, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
  else return null;
  const relative = path.relative(FEATURES, target);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

type Graph = Map<string, Map<string, string>>; // feature → imported feature → the first file that does

export function featureGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(FEATURES)) {
    const from = path.relative(FEATURES, file).split(path.sep)[0]!;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const specifier of specifiers(readFileSync(file, "utf8"))) {
      const to = featureOf(file, specifier);
      if (to && to !== from && !edges.has(to)) edges.set(to, path.relative(ROOT, file));
    }
  }
  return graph;
}

/** Every elementary cycle's shortest witness per strongly connected group: "a → b → a". */
export function cycles(graph: Graph): string[][] {
  const found: string[][] = [];
  const seen = new Set<string>();
  for (const start of [...graph.keys()].sort()) {
    // Breadth-first from start back to start: the shortest cycle through it, if any.
    const previous = new Map<string, string>();
    const queue = [...(graph.get(start)?.keys() ?? [])].sort();
    for (const next of queue) previous.set(next, start);
    let closed = false;
    while (queue.length && !closed) {
      const node = queue.shift()!;
      if (node === start) closed = true;
      else
        for (const next of [...(graph.get(node)?.keys() ?? [])].sort())
          if (!previous.has(next)) {
            previous.set(next, node);
            queue.push(next);
          }
    }
    if (!closed) continue;
    const cycle = [start];
    for (let node = previous.get(start)!; node !== start; node = previous.get(node)!) cycle.unshift(node);
    cycle.unshift(start);
    const key = [...cycle.slice(1)].sort().join(",");
    if (!seen.has(key)) {
      seen.add(key);
      found.push(cycle);
    }
  }
  return found;
}

describe("features form no cycle as a whole", () => {
  it("finds the imports it should (the parser itself)", () => {
    expect(
      specifiers(`import { a } from "~/features/x";
        import type { B } from "../y/index";
        export { c } from "./c";
        import "./side-effect.css";
        // import { gone } from "~/features/commented";
        const lazy = () => import("~/features/z/components/w");`),
    ).toEqual(["~/features/x", "../y/index", "./c", "./side-effect.css", "~/features/z/components/w"]);
    const graph: Graph = new Map([
      ["a", new Map([["b", "a.ts"]])],
      ["b", new Map([["c", "b.ts"]])],
      ["c", new Map([["a", "c.ts"]])],
      ["d", new Map([["a", "d.ts"]])],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c", "a"]]);
  });

  it("in app/features", () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(5);
    const described = cycles(graph).map((cycle) =>
      cycle
        .slice(0, -1)
        .map((from, i) => `${from} → ${cycle[i + 1]} (${graph.get(from)!.get(cycle[i + 1]!)})`)
        .join(", "),
    );
    expect(described, "features importing each other in a circle (ARCHITECTURE.md)").toEqual([]);
  });
});

describe("console code never reaches a public page (issue #14)", () => {
  it("no other feature imports the admin feature: only its own routes load its code", () => {
    const importers = [...featureGraph()]
      .filter(([from, edges]) => from !== "admin" && edges.has("admin"))
      .map(([from, edges]) => `${from} (${edges.get("admin")})`);
    expect(importers).toEqual([]);
  });
});
