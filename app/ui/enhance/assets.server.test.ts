import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { enhanceScripts } from "~/lib/http/page-scripts";
import { documentAssets, styleHashSource } from "./assets.server";
import { enhanceSources } from "./entries";

describe("document assets of pages without React", () => {
  it("names the inline stylesheet in the policy by the SHA-256 of its exact text", () => {
    const css = "a>b{color:red}\n";
    const digest = createHash("sha256").update(css).digest("base64");
    expect(styleHashSource(css)).toBe(`'sha256-${digest}'`);
    expect(styleHashSource(`${css} `)).not.toBe(styleHashSource(css));
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
