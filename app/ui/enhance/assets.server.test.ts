import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { enhanceScripts } from "~/lib/http/page-scripts";
import { documentAssets, hashSource } from "./assets.server";
import { enhanceSources } from "./entries";

describe("document assets of pages without React", () => {
  it("names the inline stylesheet in the policy by the SHA-256 of its exact text", () => {
    const css = "a>b{color:red}\n";
    const digest = createHash("sha256").update(css).digest("base64");
    expect(hashSource(css)).toBe(`'sha256-${digest}'`);
    expect(hashSource(`${css} `)).not.toBe(hashSource(css));
  });

  it("in development, every enhance script is its source file, served by Vite, and nothing is inlined", () => {
    const assets = documentAssets(["/assets/root.css"], true);
    expect(assets.css).toBeNull();
    for (const name of enhanceScripts) {
      expect(assets.scripts[name]).toBe(`/${enhanceSources[name]}`);
      expect(existsSync(enhanceSources[name]), name).toBe(true);
    }
  });
});
