import { describe, expect, it } from "vitest";
import { samplePanelClinics } from "#db/seed-data/panel-clinics";
import { GP_SPECIALTY, lookupState, matchPanel, normaliseTerm, specialistPanel, type Matchable } from "./panel-match";

// An entry nothing in these tests searches for; each rule's entry carries "zeta" in one field only.
const plain: Matchable = {
  clinicId: "X-000",
  clinicName: "Plain Clinic",
  doctors: [{ name: "Dr Nobody" }],
  district: "Nowhere",
  specialty: "Colorectal Surgeon",
  screeningServices: ["FIT Test"],
};
const byRule = {
  clinicId: { ...plain, clinicId: "ZETA" },
  doctorName: { ...plain, clinicId: "X-002", doctors: [{ name: "Dr Nobody" }, { name: "Dr Zeta Tan" }] },
  clinicName: { ...plain, clinicId: "X-003", clinicName: "Zeta Medical" },
  district: { ...plain, clinicId: "X-004", district: "Zetaville" },
  specialty: { ...plain, clinicId: "X-005", specialty: "Zeta Surgeon" },
  screeningService: { ...plain, clinicId: "X-006", screeningServices: ["FIT Test", "Zeta Scan"] },
};
const order = Object.keys(byRule) as (keyof typeof byRule)[];

describe("trusted panel matching", () => {
  it("trims and lowercases the term", () => {
    expect(normaliseTerm("  Dr ZETA \t")).toBe("dr zeta");
  });

  for (const rule of order) {
    it(`finds an entry by ${rule}, whatever the case and surrounding spaces`, () => {
      const entry = byRule[rule];
      expect(matchPanel([plain, entry], "  zEtA  ")).toBe(entry);
      expect(matchPanel([plain], "zeta")).toBeNull();
    });
  }

  it("matches the clinic id only exactly (ignoring case), never as part of it", () => {
    const panel = [byRule.clinicId];
    expect(matchPanel(panel, "zeta")).toBe(byRule.clinicId);
    expect(matchPanel(panel, "zet")).toBeNull();
    expect(matchPanel(panel, "zeta-1")).toBeNull();
  });

  it("finds by part of a text for every other rule", () => {
    expect(matchPanel([byRule.doctorName], "zeta t")).toBe(byRule.doctorName);
    expect(matchPanel([byRule.clinicName], "a med")).toBe(byRule.clinicName);
    expect(matchPanel([byRule.district], "ville")).toBe(byRule.district);
    expect(matchPanel([byRule.specialty], "a surg")).toBe(byRule.specialty);
    expect(matchPanel([byRule.screeningService], "scan")).toBe(byRule.screeningService);
  });

  it("matches nothing for blank input", () => {
    const panel = Object.values(byRule);
    for (const input of ["", " ", "   ", "\t\n "]) expect(matchPanel(panel, input)).toBeNull();
    // Not even an entry whose fields contain spaces.
    expect(matchPanel([{ ...plain, clinicName: "  " }], " ")).toBeNull();
  });

  it("tries every entry against a rule before the next rule: a later entry wins by an earlier rule", () => {
    for (const [i, earlier] of order.entries()) {
      for (const later of order.slice(i + 1)) {
        // The entry matching the later rule comes first in the panel, and still loses.
        expect(matchPanel([byRule[later], byRule[earlier]], "zeta"), `${earlier} before ${later}`).toBe(
          byRule[earlier],
        );
      }
    }
  });

  it("takes the first entry in panel order when two entries match by the same rule", () => {
    const second = { ...byRule.clinicName, clinicId: "X-007", clinicName: "Zeta Family" };
    expect(matchPanel([byRule.clinicName, second], "zeta")).toBe(byRule.clinicName);
    expect(matchPanel([second, byRule.clinicName], "zeta")).toBe(second);
  });

  it("leaves the GPs out of the specialist panel", () => {
    const gp = { ...plain, clinicId: "GP-1", specialty: GP_SPECIALTY };
    expect(specialistPanel([gp, plain])).toEqual([plain]);
    expect(matchPanel(specialistPanel([gp]), "gp-1")).toBeNull();
  });
});

describe("lookup state", () => {
  it("asks while there is no term, or only spaces", () => {
    for (const input of [null, "", "   "]) expect(lookupState([plain], input)).toEqual({ state: "ask" });
  });

  it("shows the match, or no match, with the term as typed but trimmed", () => {
    expect(lookupState([plain, byRule.district], " ZetaVille ")).toEqual({
      state: "match",
      term: "ZetaVille",
      clinic: byRule.district,
    });
    expect(lookupState([plain], " Unknown Clinic ")).toEqual({ state: "nomatch", term: "Unknown Clinic" });
  });
});

describe("the seeded sample panel", () => {
  const find = (term: string) => matchPanel(samplePanelClinics, term)?.clinicId;

  it("finds each entry by its id, doctors, name, district and services", () => {
    for (const entry of samplePanelClinics) {
      const terms = [
        entry.clinicId.toLowerCase(),
        ...entry.doctors.map((d) => d.name.toUpperCase()),
        entry.clinicName,
        entry.district,
        ...entry.screeningServices,
      ];
      for (const term of terms) expect(find(` ${term} `), term).toBe(entry.clinicId);
    }
  });

  it("finds the first entry of a specialty by the specialty", () => {
    expect(find("colorectal surgeon")).toBe("RID-CS-001");
    expect(find("general practitioner")).toBe("RID-GP-001");
  });

  it("searches only the colorectal surgeons for the specialist finder", () => {
    const specialists = specialistPanel(samplePanelClinics);
    expect(specialists.map((e) => e.clinicId)).toEqual(["RID-CS-001", "RID-CS-002"]);
    expect(matchPanel(specialists, "Tampines")).toBeNull();
    expect(matchPanel(specialists, "bukit merah")?.clinicId).toBe("RID-CS-002");
  });
});
