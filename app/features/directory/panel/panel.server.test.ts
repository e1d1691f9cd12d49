import { beforeAll, describe, expect, it } from "vitest";
import { panelClinics } from "#db/schema";
import { samplePanelClinics } from "#db/seed-data/panel-clinics";
import { useTestDatabase } from "../../../../tests/support/db";
import { clinicLookupPage, specialistDirectoryPage } from "../directory-page.server";
import { listPanelClinics } from "./panel.server";

const db = useTestDatabase();

beforeAll(async () => {
  // Stored out of order, plus one entry taken off the panel that shares a doctor's name with a listed one.
  const [first, ...rest] = samplePanelClinics;
  await db()
    .insert(panelClinics)
    .values([
      ...rest,
      first!,
      {
        ...samplePanelClinics[3]!,
        clinicId: "RID-CS-000",
        clinicName: "Delisted Endoscopy",
        panelListed: false,
        isSample: false,
      },
    ]);
});

const url = (query: string, path = "/clinics") => new URL(`http://localhost:3000${path}?${query}`);

describe("the trusted panel", () => {
  it("lists the listed entries in clinic-code order, without the panel flag", async () => {
    const panel = await listPanelClinics();
    expect(panel.map((c) => c.clinicId)).toEqual([
      "RID-CS-001",
      "RID-CS-002",
      "RID-GP-001",
      "RID-GP-002",
      "RID-GP-003",
    ]);
    expect(panel[0]).not.toHaveProperty("panelListed");
    expect(panel[2]).toMatchObject({ isSample: true, district: "Tampines", openingHours: { sunday: "Closed" } });
  });

  it("answers /clinics?q= from the whole panel, never with a delisted entry", async () => {
    expect((await clinicLookupPage(url(""))).lookup).toEqual({ state: "ask" });
    expect((await clinicLookupPage(url("q=%20%20"))).lookup).toEqual({ state: "ask" });
    const match = (await clinicLookupPage(url("q=%20JURONG%20west%20"))).lookup;
    expect(match).toMatchObject({ state: "match", term: "JURONG west", clinic: { clinicId: "RID-GP-002" } });
    expect((await clinicLookupPage(url("q=rid-cs-000"))).lookup).toEqual({ state: "nomatch", term: "rid-cs-000" });
    expect((await clinicLookupPage(url("q=delisted"))).lookup.state).toBe("nomatch");
    expect((await clinicLookupPage(url(""))).meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://localhost:3000/clinics",
    });
  });

  it("answers /find-a-specialist?trusted= from the specialists only, keeping the directory query", async () => {
    const page = async (query: string) => (await specialistDirectoryPage(url(query, "/find-a-specialist"))).data;
    expect((await page("")).trusted).toEqual({ state: "ask" });
    expect((await page("trusted=Novena&search=lau&specialty=Polypectomy")).trusted).toMatchObject({
      state: "match",
      clinic: { clinicId: "RID-CS-001" },
    });
    expect((await page("trusted=Novena&search=lau")).values.search).toBe("lau");
    expect((await page("trusted=Dr%20Lim%20Siew%20Ling")).trusted).toEqual({
      state: "nomatch",
      term: "Dr Lim Siew Ling",
    });
    // The directory's own search does not answer the lookup.
    expect((await page("search=novena")).trusted).toEqual({ state: "ask" });
    // The search's own time goes out as Server-Timing (read by bench/directory.js).
    const response = await specialistDirectoryPage(url("search=lau", "/find-a-specialist"));
    expect(new Headers(response.init?.headers).get("Server-Timing")).toMatch(/^search;dur=\d+\.\d$/);
  });
});
