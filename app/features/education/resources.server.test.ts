import { describe, expect, it } from "vitest";
import { resourceGroups, resourcePdf } from "./resources.server";
import { showComingSoon } from "./hubs/topics";

describe("resources (spec content §2.3)", () => {
  it("has three groups whose every item has a text to render", () => {
    const groups = resourceGroups();
    expect(groups.map((g) => g.group)).toEqual([
      "Patient materials",
      "Clinician training decks",
      "Community outreach assets",
    ]);
  });

  it("renders a resource into a real PDF with the shared renderer", async () => {
    const found = await resourcePdf("fit-kit-how-to-guide.pdf");
    expect(found?.slug).toBe("fit-kit-how-to-guide");
    expect(found!.pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it.each([undefined, "fit-kit-how-to-guide", "nope.pdf", "../faqs.json.pdf", ".pdf"])(
    "%s is not found",
    async (file) => {
      expect(await resourcePdf(file)).toBeNull();
    },
  );
});

describe("coming-soon panel (spec content §2.3)", () => {
  it("shows only on case studies and CME, only while empty and nobody searches", () => {
    expect(showComingSoon("/education/clinicians/case-studies", 0, undefined)).toBe(true);
    expect(showComingSoon("/education/clinicians/cme-resources", 0, undefined)).toBe(true);
    expect(showComingSoon("/education/clinicians/cme-resources", 0, "adr")).toBe(false);
    expect(showComingSoon("/education/clinicians/case-studies", 1, undefined)).toBe(false);
    expect(showComingSoon("/education/patients/prevention", 0, undefined)).toBe(false);
  });
});
