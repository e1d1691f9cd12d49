import { describe, expect, it } from "vitest";
import { faqCategories, faqs, filterFaqs, groupFaqs } from "./faqs.server";
import { createT } from "~/lib/i18n/translate";
import { messagesFor } from "~/lib/i18n/messages.server";

describe("FAQ filtering (spec content §2.3, ?q=)", () => {
  const all = faqs();

  it("loads every FAQ in the three categories, answers rendered safely", () => {
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(groupFaqs(all).map((g) => g.category)).toEqual([...faqCategories]);
    for (const f of all) expect(f.html).not.toMatch(/<script|javascript:/i);
    expect(all.some((f) => f.html.includes('<a href="/find-a-gp">'))).toBe(true);
  });

  it("matches questions and answers, case-insensitively, trimmed", () => {
    const byQuestion = filterFaqs(all, "  WARNING SIGNS ");
    expect(byQuestion.map((f) => f.question)).toContain("What are the warning signs of colorectal cancer?");
    const byAnswer = filterFaqs(all, "lynch syndrome");
    expect(byAnswer).toHaveLength(1);
    expect(byAnswer[0]!.question).toBe("Who is at higher risk of colorectal cancer?");
  });

  it("does not match a link's address, only its words", () => {
    expect(filterFaqs(all, "find-a-gp")).toEqual([]);
  });

  it("returns everything without a query, nothing for a miss, and groups only what matched", () => {
    expect(filterFaqs(all, undefined)).toEqual(all);
    expect(filterFaqs(all, "")).toEqual(all);
    expect(filterFaqs(all, "zzz-no-such-thing")).toEqual([]);
    expect(groupFaqs(filterFaqs(all, "aspirin")).map((g) => g.category)).toEqual(["Prevention"]);
  });

  it("says how many matched, or that none did", () => {
    const t = createT("en", messagesFor("en", "faqs"));
    expect(t("results.none", { q: "xyz" })).toBe("No FAQs match “xyz”.");
    expect(t("results.count", { count: 1, q: "fit" })).toBe("1 FAQ matches “fit”.");
    expect(t("results.count", { count: 3, q: "fit" })).toBe("3 FAQs match “fit”.");
  });
});
