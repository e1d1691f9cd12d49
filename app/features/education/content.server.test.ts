import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { categories, categoryPage, topicOf } from "./hubs/categories";
import { articleHtml, articles, findArticles, loadArticles, relatedArticles } from "./content.server";
import { formatReference, readTimeMinutes } from "./articles/references";

describe("the articles in content/", () => {
  const all = articles();
  it("all parse, with at least two references and a last-reviewed date", () => {
    expect(all.length).toBeGreaterThan(0);
    for (const a of all) {
      expect(a.references.length, a.slug).toBeGreaterThanOrEqual(2);
      expect(a.lastReviewed, a.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
  it("render without raw HTML or scripts", () => {
    for (const a of all) expect(articleHtml(a), a.slug).not.toMatch(/<script|onerror=|javascript:/i);
  });
});

describe("loadArticles", () => {
  const write = (
    name: string,
    front: string,
    body = "Hello **world**.\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))",
  ) => {
    const dir = mkdtempSync(path.join(tmpdir(), "articles-"));
    writeFileSync(path.join(dir, name), `---\n${front}\n---\n${body}`);
    return dir;
  };
  const valid = `slug: ok
title: A title
excerpt: An excerpt that is long enough.
category: patient-basics
audience: patients
difficulty: basic
publishedDate: 2026-01-01
lastUpdated: 2026-02-01
lastReviewed: 2026-02-01
reviewer: Dr Reviewer
author: { name: A, credentials: B, affiliation: C }
references:
  - { authors: [X], year: 2021, title: T, doi: 10.1001/jama.2021.6238, type: guideline }
  - { authors: [Y], year: 2020, title: U, url: "https://example.org/", type: website }`;

  it("sanitises the body: no raw HTML, no javascript: links", () => {
    const [a] = loadArticles(write("ok.md", valid));
    expect(articleHtml(a!)).toContain("<strong>world</strong>");
    expect(articleHtml(a!)).not.toContain("<script");
    expect(articleHtml(a!)).not.toContain("javascript:");
  });
  it("names the file and the field of a bad article", () => {
    expect(() =>
      loadArticles(
        write("bad.md", valid.replace("slug: ok", "slug: bad").replace(/references:[\s\S]*/, "references: []")),
      ),
    ).toThrow(/content\/articles\/bad\.md: references every article needs at least two references/);
    expect(() => loadArticles(write("other.md", valid))).toThrow(/slug must match the file name/);
  });
});

describe("category mapping (spec content §2.3)", () => {
  it.each([
    ["patient-basics", "/education/patients/basics"],
    ["patient-screening", "/education/patients/screening"],
    ["patient-symptoms", "/education/patients/symptoms"],
    ["patient-prevention", "/education/patients/prevention"],
    ["clinician-guidelines", "/education/clinicians/guidelines"],
    ["clinician-research", "/education/clinicians/research"],
    ["clinician-case-studies", "/education/clinicians/case-studies"],
    ["clinician-cme", "/education/clinicians/cme-resources"],
    ["newsroom", "/education/newsroom"],
    ["research-updates", "/education/newsroom/research-updates"],
    ["anything-else", "/education"],
    [null, "/education"],
  ])("%s → %s", (id, page) => {
    expect(categoryPage(id)).toBe(page);
  });
  it("topics drop the audience prefix", () => {
    expect(topicOf("patient-basics")).toBe("basics");
    expect(topicOf("clinician-case-studies")).toBe("case-studies");
    expect(categories).toHaveLength(10);
  });
});

describe("read time, references, dates", () => {
  it("reads at about 200 words a minute, never under one", () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(1000)).toBe(5);
    expect(readTimeMinutes(1299)).toBe(6);
  });
  it("prefers the DOI link, shortens long author lists", () => {
    const r = formatReference({
      authors: ["Wolf AMD", "Fontham ETH", "Church TR", "Flowers CR"],
      year: 2018,
      title: "Colorectal cancer screening.",
      journal: "CA Cancer J Clin",
      volume: "68(4)",
      pages: "250-281",
      doi: "10.3322/caac.21457",
      url: "https://x.org/",
      type: "guideline",
    });
    expect(r.text).toBe(
      "Wolf AMD, Fontham ETH, Church TR, et al. Colorectal cancer screening. CA Cancer J Clin. 2018;68(4):250-281.",
    );
    expect(r.href).toBe("https://doi.org/10.3322/caac.21457");
    const web = formatReference({
      authors: ["HealthHub"],
      year: 2024,
      title: "Screening",
      url: "https://www.healthhub.sg/a",
      type: "website",
    });
    expect(web).toMatchObject({ href: "https://www.healthhub.sg/a", linkLabel: "healthhub.sg" });
  });
});

describe("finding and relating articles", () => {
  const all = articles();
  it("related articles exclude the article itself and number at most 3", () => {
    for (const a of all) {
      const related = relatedArticles(a);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.map((r) => r.slug)).not.toContain(a.slug);
    }
  });
  it("filters by audience, tag and free text", () => {
    for (const card of findArticles({ audience: "clinicians" }))
      expect(["clinicians", "both"]).toContain(card.audience);
    expect(findArticles({ q: "zzzz-no-such-words" })).toEqual([]);
  });
});
