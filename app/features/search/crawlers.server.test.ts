import { describe, expect, it } from "vitest";
import { articles } from "~/features/education/index.server";
import { publicPages } from "./public-pages";
import { organizationJsonLd, robotsTxt, sitemapXml } from "./crawlers.server";

const base = "https://rid-crc.example";

describe("sitemap.xml", () => {
  const xml = sitemapXml(base, publicPages, articles());

  it("lists every article with an absolute address and its last update", () => {
    expect(articles().length).toBeGreaterThan(0);
    for (const a of articles()) {
      expect(xml).toContain(
        `<url><loc>${base}/education/article/${a.slug}</loc><lastmod>${a.lastUpdated}</lastmod></url>`,
      );
    }
  });

  it("lists the public pages once each and no private area", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of ["/", "/get-screened", "/find-a-gp", "/education/faqs", "/vision2035", "/terms-of-use"]) {
      expect(locs).toContain(base + path);
    }
    expect(locs.filter((l) => /\/(admin|dashboard|profile|account|dev|api)\b/.test(l!))).toEqual([]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
  });

  it("escapes addresses for XML", () => {
    expect(sitemapXml(base, [], [], [{ path: "/upcoming-events/e1", lastmod: "2026-11-24" }])).toContain(
      "<url><loc>https://rid-crc.example/upcoming-events/e1</loc><lastmod>2026-11-24</lastmod></url>",
    );
    expect(sitemapXml(base, [{ path: "/a?b=1&c=<2>" }], [])).toContain(
      "<loc>https://rid-crc.example/a?b=1&amp;c=&lt;2&gt;</loc>",
    );
  });
});

describe("robots.txt and publisher data", () => {
  it("allows all but the private areas and names the sitemap", () => {
    expect(robotsTxt(base)).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /dashboard",
        "Disallow: /profile",
        "Disallow: /account",
        "Disallow: /dev",
        "Disallow: /api",
        "Disallow: /events/registration",
        "",
        `Sitemap: ${base}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });

  it("describes the organisation without ratings or reviews", () => {
    const ld = organizationJsonLd(base);
    expect(ld).toMatchObject({ "@type": "Organization", name: "RID-CRC", url: `${base}/` });
    expect(JSON.stringify(ld)).not.toMatch(/rating|review/i);
  });
});
