import { describe, expect, it } from "vitest";
import { languages, languageTags, type Lang } from "../../../app/lib/i18n/languages";
import { moneyIn } from "../../../app/lib/text/money";
import { messagesFor } from "../../../app/lib/i18n/messages.server";
import { corporateSponsorships } from "../../../db/schema";
import { useTestDatabase } from "../../support/db";
import { application } from "../../support/partners";
import { fill, renderPillar } from "../../support/pillar-render";

/**
 * Issue 27: /pillars/rid-crc-csr in the page's language: the frame, the sections (pillars.json), the
 * tier cards (registration.json, as on /register/corporate) and the impact calculator's label,
 * answer and message (pledges.json), its figures by Intl; the English as it was written.
 */
const db = useTestDatabase();

const render = (lang: Lang, query = "") => renderPillar("rid-crc-csr", lang, query);

const english =
  /Sponsorship tiers|Impact calculator|Calculate Impact|What your company gains|Movement pillar|The other pillars|Ready to take|potentially saved|Download the Pitch Deck|Gold Champion|Logo on the RID-CRC website|tests · from|Enter a pledge/;

describe("the CSR pillar in each language", () => {
  it.each(languages)("%s: its words from the language's files, no raw key or placeholder", async (lang) => {
    const pillars = messagesFor(lang, "pillars");
    const registration = messagesFor(lang, "registration");
    const pledges = messagesFor(lang, "pledges");
    const home = messagesFor(lang, "home");
    const { text, html } = await render(lang);
    expect(text).toContain(home["pillars.items.rid-crc-csr.title"]);
    expect(text).toContain(fill(pillars["frame.eyebrow"]!, { tagline: pillars["frame.tagline.rid-crc-csr"]! }));
    for (const key of [
      "frame.crumb",
      "frame.others",
      "banner.title",
      "banner.path",
      "csr.tiersTitle",
      "csr.calculatorTitle",
      "csr.benefits.reports",
      "csr.journeyTitle",
      "csr.steps.pledge.text",
      "csr.partnersTitle",
      "csr.become",
      "csr.pitchDeck",
    ])
      expect(text, key).toContain(pillars[key]);
    // The business days from facts.json's "within 2-3 business days", never retyped.
    expect(text).toContain(fill(pillars["csr.steps.followUp.text"]!, { from: "2", to: "3" }));
    expect(text).toContain(fill(pillars["csr.tiersIntro"]!, { cost: "S$355" }));
    // The tiers as /register/corporate names them, counts as the spec writes them, amounts by Intl
    // (Tamil groups as India does: S$3,55,000).
    for (const tier of ["gold", "platinum", "diamond"]) expect(text).toContain(registration[`tier.${tier}`]);
    expect(text).toContain(registration["perk.Invitation to the advisory board"]);
    expect(text).toContain(
      fill(registration["corporate.tierFrom"]!, {
        tests: fill(registration["corporate.testsFrom"]!, { min: "1000" }),
        amount: moneyIn(languageTags[lang], 355_000),
      }),
    );
    expect(text).toContain(fill(pledges["calculator.label"]!, { step: "500" }));
    expect(text).toContain(pledges["calculator.submit"]);
    expect(text).not.toMatch(/\{\{|\b(frame|banner|csr|calculator|tier|perk|corporate)\.[a-z]/);
    // The pitch deck stays at its English-only address; the other links keep the language.
    expect(html).toContain('href="/pillars/rid-crc-csr/pitch-deck.pdf"');
    expect(html).toContain(`action="${lang === "en" ? "" : `/${lang}`}/pillars/rid-crc-csr#impact-calculator"`);
    if (lang !== "en") expect(text).not.toMatch(english);
  });

  it.each(languages)("%s: the calculator's answer and its message in the language", async (lang) => {
    const pledges = messagesFor(lang, "pledges");
    const registration = messagesFor(lang, "registration");
    const { text } = await render(lang, "?pledge=50000");
    // S$355 a test: S$50,000 funds 140 tests, Gold from 100.
    const funds = fill(pledges["calculator.funds_other"]!, {
      amount: "S$50,000",
      tests: "140",
      cost: "S$355",
      lives: "140",
    });
    expect(text).toContain(`${funds} ${fill(pledges["calculator.tier"]!, { tier: registration["tier.gold"]! })}`);
    const below = await render(lang, "?pledge=500");
    expect(below.text).toContain(
      fill(pledges["calculator.below_other"]!, { tests: "100", tier: registration["tier.gold"]! }),
    );
    const wrong = await render(lang, "?pledge=abc");
    expect(wrong.text).toContain(fill(pledges["says.wholeDollars"]!, { example: "50000" }));
    expect(wrong.html).toContain('aria-invalid="true"');
    const steps = await render(lang, "?pledge=1234");
    expect(steps.text).toContain(fill(pledges["says.steps"]!, { step: "500" }));
  });

  it("English reads as it did", async () => {
    const { text } = await render("en", "?pledge=50000");
    expect(text).toContain(
      "S$50,000 funds 140 tests at S$355 each: 140 lives potentially saved. That makes you a Gold Champion.",
    );
    expect(text).toContain("100–499 tests · from S$35,500");
    expect(text).toContain("1000+ tests · from S$355,000");
    expect(text).toContain("Movement pillar · Companies funding screening");
    expect(text).toContain("Our team contacts you within 2-3 business days.");
    expect(text).toContain("Our partnership program is just getting started.");
    const big = await render("en", "?pledge=355000");
    expect(big.text).toContain("S$355,000 funds 1000 tests at S$355 each: 1000 lives potentially saved.");
    expect((await render("en", "?pledge=500")).text).toContain("Fund 100 tests to become a Gold Champion.");
  });

  it("with companies funding screening: how many, and the way to meet them, in each language", async () => {
    for (const pledgeAmount of [50_000, 200_000]) {
      const app = await application("corporate", "approved");
      await db().insert(corporateSponsorships).values({ corporateId: app.id, status: "active", pledgeAmount });
    }
    for (const lang of languages) {
      const pillars = messagesFor(lang, "pillars");
      const { text, html } = await render(lang);
      const [before, after] = pillars["csr.funding_other"]!.replace("{{count}}", "2").split("{{link}}");
      expect(text).toContain(`${before}${pillars["csr.meet"]}${after}`);
      expect(html).toContain(`href="${lang === "en" ? "" : `/${lang}`}/csr-showcase"`);
    }
    expect((await render("en")).text).toContain(
      "2 companies are already funding screening. Meet our Corporate Champions.",
    );
  });
});
