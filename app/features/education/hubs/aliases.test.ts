import { describe, expect, it } from "vitest";
import { aliases, aliasTarget } from "./aliases";
import { articleBySlug } from "../content.server";
import { topicCategory } from "./topics";

describe("the alias table (spec content §2.1, other routes linked from content)", () => {
  it.each([
    ["/education/patients/colorectal-cancer", "/education/article/understanding-colorectal-cancer"],
    ["/education/patients/crc-singapore-story", "/education/article/crc-singapore-story"],
    ["/education/patients/early-symptoms-of-crc", "/education/article/early-warning-signs"],
    ["/education/patients/how-crc-develops-from-polyps", "/education/article/how-crc-develops-from-polyps"],
    ["/education/patients/colonoscopy-gold-standard", "/education/article/colonoscopy-gold-standard"],
    [
      "/education/patients/basics/understanding-colorectal-cancer",
      "/education/article/understanding-colorectal-cancer",
    ],
    ["/education/patients/basics/how-crc-develops-from-polyps", "/education/article/how-crc-develops-from-polyps"],
    ["/education/patients/screening/screening-options-overview", "/education/article/screening-options-overview"],
    ["/education/clinicians/research/kaiser-crc-study", "/education/article/kaiser-crc-study"],
    ["/education/clinicians/clinical-guidelines", "/education/clinicians/guidelines"],
    ["/clinician-education", "/education/clinicians"],
    ["/education/article", "/education"],
  ])("%s → %s", (from, to) => {
    expect(aliasTarget(from)).toBe(to);
    expect(aliasTarget(`${from}/`)).toBe(to);
  });

  it("answers nothing for real topics, unknown paths and inherited object keys", () => {
    for (const path of ["/education/patients/basics", "/education/patients/nope", "/constructor", "/toString", "/"])
      expect(aliasTarget(path)).toBeUndefined();
  });

  it("every article target exists, and no alias hides a real topic page", () => {
    for (const [from, to] of Object.entries(aliases)) {
      const slug = /^\/education\/article\/(.+)$/.exec(to)?.[1];
      if (slug) expect(articleBySlug(slug), to).toBeDefined();
      // A one-segment alias shares the topic route: it must not shadow a real topic.
      const [, , audience, topic, nested] = from.split("/");
      if (!nested && (audience === "patients" || audience === "clinicians"))
        expect(topicCategory(audience, topic!), from).toBeUndefined();
    }
  });
});
