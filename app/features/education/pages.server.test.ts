import { describe, expect, it } from "vitest";
import { audienceHubPage, hubPage, newsroomPage, pressReleasesPage, topicPage } from "./pages.server";

const get = (path: string) => new Request(`http://localhost${path}`);

async function thrown(fn: () => unknown): Promise<{ status: number; location: string | null }> {
  try {
    fn();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    // data() throws a DataWithResponseInit: status lives in its init.
    const init = (error as { init?: { status?: number } }).init;
    return { status: init?.status ?? 0, location: null };
  }
  throw new Error("expected the loader to throw");
}

describe("education page loaders (spec content §2.3, §9)", () => {
  it("the hub shows 3 featured articles unless searching", () => {
    expect(hubPage(get("/education")).featured).toHaveLength(3);
    expect(hubPage(get("/education?search=colonoscopy")).featured).toEqual([]);
    expect(hubPage(get("/education?audience=nobody")).query.audience).toBeUndefined();
  });

  it("each audience hub: 4 topics, 3 featured, the 6 most recent of its own categories", () => {
    for (const audience of ["patients", "clinicians"] as const) {
      const page = audienceHubPage(audience);
      expect(page.topics).toHaveLength(4);
      expect(page.featured).toHaveLength(3);
      expect(page.recent.length).toBeLessThanOrEqual(6);
      const prefix = audience === "patients" ? "patient-" : "clinician-";
      for (const a of page.recent) expect(a.category.startsWith(prefix), a.slug).toBe(true);
      const dates = page.recent.map((a) => a.publishedDate);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(audienceHubPage("patients").recent).toHaveLength(6);
  });

  it("topic pages: a category, an alias (301) or a 404", async () => {
    const basics = topicPage(get("/education/patients/basics?search=polyps"), "patients", "basics");
    expect(basics.category.id).toBe("patient-basics");
    expect(basics.results.map((a) => a.slug)).toContain("how-crc-develops-from-polyps");
    expect(topicPage(get("/education/clinicians/cme-resources"), "clinicians", "cme-resources").category.id).toBe(
      "clinician-cme",
    );
    expect(
      await thrown(() => topicPage(get("/education/patients/colorectal-cancer"), "patients", "colorectal-cancer")),
    ).toEqual({ status: 301, location: "/education/article/understanding-colorectal-cancer" });
    expect((await thrown(() => topicPage(get("/education/clinicians/basics"), "clinicians", "basics"))).status).toBe(
      404,
    );
  });

  it("the hub's links, chips and counts come worked out", () => {
    const all = hubPage(get("/education"));
    expect(all.clear).toBeUndefined();
    expect(all.results.heading).toBe("All articles");
    expect(all.audiences.map((a) => [a.label, a.href, a.current])).toEqual([
      ["All", "/education", true],
      ["Patients", "/education?audience=patients", false],
      ["Clinicians", "/education?audience=clinicians", false],
    ]);
    expect(all.news.map((n) => n.icon.className)).toEqual([
      "lucide-newspaper",
      "lucide-megaphone",
      "lucide-flask-conical",
      "lucide-calendar-days",
    ]);
    const some = hubPage(get("/education?audience=clinicians&search=colonoscopy"));
    expect(some.clear).toEqual({ label: "Clear", href: "/education" });
    expect(some.results.heading).toBe("Results");
    expect(some.results.count).toBe(
      some.results.articles.length === 1 ? "1 article" : `${some.results.articles.length} articles`,
    );
    expect(some.audiences.find((a) => a.current)?.href).toBe("/education?search=colonoscopy&audience=clinicians");
  });

  it("each topic page gets only its own sections", () => {
    const sections = (audience: "patients" | "clinicians", topic: string) => {
      const { urgentNote, prevention, guidelines, featuredStudy } = topicPage(
        get(`/education/${audience}/${topic}`),
        audience,
        topic,
      );
      return Object.entries({ urgentNote, prevention, guidelines, featuredStudy })
        .filter(([, section]) => section)
        .map(([name]) => name);
    };
    expect(sections("patients", "basics")).toEqual([]);
    expect(sections("patients", "symptoms")).toEqual(["urgentNote"]);
    expect(sections("patients", "prevention")).toEqual(["prevention"]);
    expect(sections("clinicians", "guidelines")).toEqual(["guidelines"]);
    expect(sections("clinicians", "research")).toEqual(["featuredStudy"]);
    const prevention = topicPage(get("/education/patients/prevention"), "patients", "prevention");
    expect(prevention.prevention?.strategies).toHaveLength(6);
    expect(prevention.prevention?.strategies[0]?.icon.className).toBe("lucide-stethoscope");
    expect(prevention.nextSteps.length).toBeGreaterThan(0);
    expect(prevention.meta).toContainEqual({ title: "Prevention · RID-CRC" });
  });

  it("the newsroom lists only news, the 6 most recent; press releases only press releases", () => {
    const news = newsroomPage(get("/education/newsroom")).news;
    expect(news).toHaveLength(6);
    for (const a of news) expect(["newsroom", "research-updates"]).toContain(a.category);
    const releases = pressReleasesPage(get("/education/newsroom/press-releases")).results;
    expect(releases.length).toBeGreaterThan(0);
    for (const a of releases) expect(a.category).toBe("newsroom");
  });
});
