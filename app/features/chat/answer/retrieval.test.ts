import { describe, expect, it } from "vitest";
import type { Passage } from "./passage";
import { buildIndex } from "./retrieval";

const passage = (id: string, title: string, text: string): Passage => ({
  id,
  kind: "article",
  title,
  href: `/education/article/${id}`,
  text,
});
const index = buildIndex([
  passage("age", "Who should be screened", "Screening starts at age 50 for those at average risk."),
  passage("family", "Family history", "A close relative with colorectal cancer raises your risk."),
  passage("risks", "Is colonoscopy perfect", "Serious complications are uncommon. The main risks are bleeding."),
  passage("diet", "Eat well", "Fibre, fruit and vegetables lower the risk of colorectal cancer."),
]);
const best = (question: string) => index.search(question)[0];

describe("how much of a question a passage covers", () => {
  it("everyday words do not count against it: only the point does", () => {
    const chatty = best("i'm really scared, am i supposed to start screening next month?");
    const plain = best("start screening");
    expect(chatty?.passage.id).toBe("age");
    expect(chatty?.coverage).toBeCloseTo(plain!.coverage, 5);
  });

  it("a word the site never uses counts fully against it", () => {
    expect(best("does turmeric lower the risk")!.coverage).toBeLessThan(0.6);
  });
});

describe("what people say and the site's words meet", () => {
  it("a person's number reads as an age", () => {
    expect(best("i am 46, is that too early?")?.passage.id).toBe("age");
  });

  it("but a percentage, a weight or a year does not", () => {
    const hits = (q: string) => index.search(q).map((h) => h.passage.id);
    expect(hits("80% of people")).not.toContain("age");
    expect(hits("lost 6 kg")).not.toContain("age");
  });

  it("relatives are family history", () => {
    expect(best("my grandmother had colon cancer")?.passage.id).toBe("family");
  });

  it("dangerous asks about risks and complications", () => {
    expect(best("is colonoscopy dangerous")?.passage.id).toBe("risks");
  });
});
