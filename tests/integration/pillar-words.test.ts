import { describe, expect, it } from "vitest";
import { languages } from "../../app/lib/i18n/languages";
import { messagesFor } from "../../app/lib/i18n/messages.server";
import { screeningRatePercent, screeningStartAge, targets } from "../../content/facts.json";
import { useTestDatabase } from "../support/db";
import { fill, renderPillar } from "../support/pillar-render";

/**
 * Issue 27: the awareness, clinician, government and education pillars in the page's language: their
 * sections (pillars.json's `pub`, `sgp`, `gov`, `edu`) with the figures from facts.json, the translation note, the
 * canonical in the language with its alternates; the English as it was written.
 */
// The awareness pillar asks whether the visitor may share a story.
useTestDatabase();

const figures = {
  age: String(screeningStartAge.singapore),
  percent: String(screeningRatePercent),
};
const target = { percent: String(targets.uptakePercent), year: String(targets.uptakeYear) };

const english =
  /Why it matters|often found late|From our clinicians|Medical Advisory Board|Your voice|Refer a Friend|Read Real Stories|Find your trusted doctor|Talk to Us|Start with the basics|Care pathway|Straight to a specialist|family doctor|to be announced|Illustrative profile|Register Your Clinic|Policy alignment|Work with us|Government Partner|screening uptake|Patient education|Clear answers|Education hub|Take the next step|Frequently asked/;

describe("the awareness, clinician, government and education pillars in each language", () => {
  it.each(languages)("%s: their sections from pillars.json, no raw key or placeholder", async (lang) => {
    const t = messagesFor(lang, "pillars");
    const prefix = lang === "en" ? "" : `/${lang}`;

    const sgp = await renderPillar("rid-crc-sgp", lang);
    for (const key of [
      "sgp.aTitle",
      "sgp.a.specialist.text",
      "sgp.bTitle",
      "sgp.b.risk.title",
      "sgp.b.colonoscopy.text",
      "sgp.championsTitle",
      "sgp.roles.surgeon",
      "sgp.illustrative",
      "sgp.clinic",
      "sgp.specialist",
    ])
      expect(sgp.text, key).toContain(t[key]);
    expect(sgp.text).toContain(fill(t["sgp.aIntro"]!, figures));
    expect(sgp.text).toContain(fill(t["frame.step"]!, { n: "4" }));
    expect(sgp.html).toContain(`href="${prefix}/register/clinic"`);

    const gov = await renderPillar("rid-crc-gov", lang);
    for (const key of ["gov.title", "gov.aims.barriers", "gov.aims.colonoscopy", "gov.partnerTitle", "gov.register"])
      expect(gov.text, key).toContain(t[key]);
    expect(gov.text).toContain(fill(t["gov.intro"]!, figures));
    expect(gov.text).toContain(fill(t["gov.aims.target"]!, target));
    expect(gov.html).toContain(`href="${prefix}/register/government"`);

    const edu = await renderPillar("rid-crc-edu", lang);
    for (const key of ["edu.title", "edu.intro", "edu.links.hub", "edu.links.faqs", "edu.nextTitle", "edu.path"])
      expect(edu.text, key).toContain(t[key]);
    expect(edu.html).toContain(`href="${prefix}/education/faqs"`);

    const pub = await renderPillar("rid-crc-pub", lang);
    const home = messagesFor(lang, "home");
    for (const key of [
      "pub.factsTitle",
      "pub.figures.lateStage",
      "pub.quote",
      "pub.shareIntro",
      "pub.refer",
      "pub.doctorTitle",
      "pub.talkGp",
      "pub.links.polyps",
    ])
      expect(pub.text, key).toContain(t[key]);
    // facts.json's "1 in 13" and "over 60%", their numbers never retyped.
    expect(pub.text).toContain(fill(home["figures.ratio"]!, { part: "1", whole: "13" }));
    expect(pub.text).toContain(fill(home["figures.over"]!, { value: "60%" }));
    expect(pub.html).toContain(`href="${prefix}/refer-friend"`);

    for (const page of [sgp, gov, edu, pub]) {
      expect(page.text).not.toMatch(/\{\{|\b(frame|banner|sgp|gov|edu)\.[a-z]/);
      if (lang !== "en") expect(page.text).not.toMatch(english);
      // The canonical in the page's language, with the four languages' alternates.
      const links = page.loaderData.meta.filter((tag) => "tagName" in tag && tag.tagName === "link");
      const path = `/pillars/${page.loaderData.slug}`;
      expect(links).toContainEqual(
        expect.objectContaining({ rel: "canonical", href: expect.stringMatching(new RegExp(`${prefix}${path}$`)) }),
      );
      expect(links.filter((link) => "rel" in link && link.rel === "alternate")).toHaveLength(5);
      // Translations are drafts: the note shows in the other languages.
      if (lang !== "en") expect(page.loaderData.review).not.toBeNull();
    }
  });

  it("English reads as it did", async () => {
    const sgp = (await renderPillar("rid-crc-sgp", "en")).text;
    expect(sgp).toContain("For people aged 50 and above, or anyone with symptoms, who would like a colonoscopy.");
    expect(sgp).toContain("Step 2: Specialist");
    expect(sgp).toContain("Family Physician (to be announced)");
    const gov = (await renderPillar("rid-crc-gov", "en")).text;
    expect(gov).toContain(
      "Singapore's national programme recommends screening from age 50. Yet only about 38% of people screen.",
    );
    expect(gov).toContain("Track progress towards 80% screening uptake by 2030.");
    const edu = (await renderPillar("rid-crc-edu", "en")).text;
    expect(edu).toContain("Fear and confusion keep people from screening.");
    expect(edu).toContain("Find Your Screening Path");
    const pub = (await renderPillar("rid-crc-pub", "en")).text;
    expect(pub).toContain("Singaporeans will develop colorectal cancer1 in 13");
    expect(pub).toContain("of cases are diagnosed at a late stageover 60%");
    expect(pub).toContain("Talk to Us about a specialist");
  });
});
