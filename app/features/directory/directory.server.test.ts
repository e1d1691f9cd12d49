import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { gpClinics, specialists, type ApprovalStatus } from "#db/schema";
import { useTestDatabase } from "../../../tests/support/db";
import { parseGpQuery, parseSpecialistQuery } from "./directory.schema";
import { gpFilterOptions, listGpClinics } from "./gp-directory.server";
import { haversineKm, sectorCentre } from "./distance";
import { listSpecialists } from "./specialist-directory.server";

const db = useTestDatabase();

type Clinic = typeof gpClinics.$inferInsert;
const clinic = (c: Partial<Clinic> & Pick<Clinic, "clinicName" | "postalCode" | "region">): Clinic => ({
  doctorFullName: "Dr Someone",
  licenseNumber: "GP-0000",
  address: "1 Some Road",
  approvalStatus: "approved",
  ...c,
});

const gps = (query: string) => listGpClinics(parseGpQuery(new URLSearchParams(query)).query);
const names = (page: { items: { clinicName: string }[] }) => page.items.map((c) => c.clinicName);

beforeAll(async () => {
  await db()
    .insert(gpClinics)
    .values([
      clinic({
        clinicName: "Alpha Clinic",
        doctorFullName: "Dr Ahmad Yusof",
        address: "Blk 201 Tampines Street 21",
        postalCode: "520201",
        region: "East",
        languagesSpoken: "English, Malay",
        description: "FIT kits at 50% off this month",
        isSample: true,
      }),
      clinic({
        clinicName: "Bravo Medical",
        doctorFullName: "Dr Tan Bee Lian",
        address: "Blk 501 Jurong West Street 51",
        postalCode: "640501",
        region: "West",
        languagesSpoken: "English,Mandarin",
      }),
      clinic({
        clinicName: "Charlie Care",
        doctorFullName: "Dr Lim",
        address: "Blk 888 Woodlands Drive 50",
        postalCode: "730888",
        region: "North",
        languagesSpoken: " Mandarin , Hokkien ",
        description: "Colonoscopy referral the same week",
      }),
      clinic({
        clinicName: "Foxtrot_Clinic",
        address: "1 Raffles Place",
        postalCode: "048616",
        region: "Central",
        languagesSpoken: "Mandarin Chinese, Tamil",
      }),
      clinic({ clinicName: "Golf Unknown Sector", postalCode: "740001", region: "North", languagesSpoken: "English" }),
      ...(["pending_verification", "pending_review", "rejected", "suspended"] as ApprovalStatus[]).map((status) =>
        clinic({
          clinicName: `Hidden ${status} Clinic`,
          postalCode: "520202",
          region: "East",
          languagesSpoken: "Teochew, Mandarin",
          approvalStatus: status,
        }),
      ),
      ...Array.from({ length: 25 }, (_, i) =>
        clinic({
          clinicName: `Page Clinic ${String(i + 1).padStart(2, "0")}`,
          postalCode: "098000",
          region: "South",
          languagesSpoken: "English",
        }),
      ),
    ]);
});

describe("GP directory", () => {
  it("lists approved clinics only, by clinic name", async () => {
    const page = await gps("");
    expect(page.total).toBe(30);
    expect(names(page).slice(0, 5)).toEqual([
      "Alpha Clinic",
      "Bravo Medical",
      "Charlie Care",
      "Foxtrot_Clinic",
      "Golf Unknown Sector",
    ]);
    const all = [...page.items, ...(await gps("page=2")).items, ...(await gps("page=3")).items];
    expect(all.map((c) => c.clinicName).filter((n) => n.startsWith("Hidden"))).toEqual([]);
    expect(page.items[0]).toMatchObject({ isSample: true, distance: null, postalCode: "520201" });
  });

  it("searches doctor name, clinic name, address and description, ignoring case", async () => {
    expect(names(await gps("search=dr%20AHMAD"))).toEqual(["Alpha Clinic"]);
    expect(names(await gps("search=bravo"))).toEqual(["Bravo Medical"]);
    expect(names(await gps("search=jurong%20west"))).toEqual(["Bravo Medical"]);
    expect(names(await gps("search=COLONOSCOPY%20referral"))).toEqual(["Charlie Care"]);
    expect(names(await gps("search=nowhere-at-all"))).toEqual([]);
  });

  it("does not match a term across two fields, even one holding a control character", async () => {
    // "Dr Ahmad Yusof" then "Alpha Clinic": each field is searched on its own.
    expect(names(await gps("search=yusof%20alpha"))).toEqual([]);
    expect(names(await gps("search=yusof%1Falpha"))).toEqual([]);
  });

  it("finds a clinic by what it says now, after an edit", async () => {
    const golf = eq(gpClinics.clinicName, "Golf Unknown Sector");
    await db().update(gpClinics).set({ description: "Walk-in FIT kits on Saturdays" }).where(golf);
    try {
      expect(names(await gps("search=walk-in%20fit"))).toEqual(["Golf Unknown Sector"]);
    } finally {
      await db().update(gpClinics).set({ description: null }).where(golf);
    }
    expect(names(await gps("search=walk-in%20fit"))).toEqual([]);
  });

  it("matches % and _ literally", async () => {
    expect(names(await gps("search=_"))).toEqual(["Foxtrot_Clinic"]);
    expect(names(await gps("search=50%25"))).toEqual(["Alpha Clinic"]);
  });

  it("filters by region, exactly", async () => {
    expect(names(await gps("region=East"))).toEqual(["Alpha Clinic"]);
    expect(names(await gps("region=North"))).toEqual(["Charlie Care", "Golf Unknown Sector"]);
  });

  it("matches a language against the trimmed comma-split values, not a substring", async () => {
    expect(names(await gps("language=Mandarin"))).toEqual(["Bravo Medical", "Charlie Care"]);
    expect(names(await gps("language=Hokkien"))).toEqual(["Charlie Care"]);
    expect(names(await gps("language=Mandarin%20Chinese"))).toEqual(["Foxtrot_Clinic"]);
    expect(names(await gps("language=Mandar"))).toEqual([]);
  });

  it("combines search, region and language", async () => {
    expect(names(await gps("search=clinic&region=Central&language=Tamil"))).toEqual(["Foxtrot_Clinic"]);
    expect(names(await gps("search=clinic&region=East&language=Tamil"))).toEqual([]);
  });

  it("offers the distinct sorted regions and trimmed languages of approved clinics", async () => {
    const options = await gpFilterOptions();
    expect(options.regions).toEqual(["Central", "East", "North", "South", "West"]);
    // Teochew is spoken only at clinics not approved: it is not offered.
    expect(options.languages).toEqual(["English", "Hokkien", "Malay", "Mandarin", "Mandarin Chinese", "Tamil"]);
  });

  it("pages 12 at a time with the total, and a page past the end shows the last page", async () => {
    const first = await gps("region=South");
    expect(first).toMatchObject({ total: 25, page: 1, pageCount: 3 });
    expect(names(first)).toHaveLength(12);
    expect(names(first)[0]).toBe("Page Clinic 01");
    const second = await gps("region=South&page=2");
    expect(names(second)[0]).toBe("Page Clinic 13");
    const third = await gps("region=South&page=3");
    expect(names(third)).toEqual(["Page Clinic 25"]);
    expect(await gps("region=South&page=99")).toMatchObject({
      page: 3,
      total: 25,
      items: [{ clinicName: "Page Clinic 25" }],
    });
    expect(await gps("region=East&page=5")).toMatchObject({ page: 1, total: 1 });
    expect(await gps("search=nothing&page=2")).toMatchObject({ page: 1, total: 0, items: [] });
  });

  it("sorts nearest first from a postal code, with approximate distances", async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => gps(`postalCode=520123&region=&language=&page=${n}`)));
    const everything = pages.flatMap((p) => p.items);
    const origin = sectorCentre("520123")!;
    const km = (code: string) => haversineKm(origin, sectorCentre(code)!);
    const named = everything.filter((c) => !c.clinicName.startsWith("Page"));
    expect(named.map((c) => c.clinicName)).toEqual([
      "Alpha Clinic", // same sector
      "Foxtrot_Clinic", // Raffles Place
      "Charlie Care", // Woodlands
      "Bravo Medical", // Jurong West
      "Golf Unknown Sector", // its code names no sector: last
    ]);
    expect(everything[0]!.distance).toBe("under 1 km");
    expect(named.find((c) => c.clinicName === "Bravo Medical")!.distance).toBe(`about ${km("640501").toFixed(1)} km`);
    expect(everything.at(-1)).toMatchObject({ clinicName: "Golf Unknown Sector", distance: null });
    const distances = everything.slice(0, -1).map((c) => km(c.postalCode));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("keeps the name order when the postal code is invalid", async () => {
    const parsed = parseGpQuery(new URLSearchParams("postalCode=12345"));
    expect(parsed.errors.postalCode).toBe("Valid 6-digit postal code is required");
    const page = await listGpClinics(parsed.query);
    expect(names(page)).toEqual(names(await gps("")));
    expect(page.items.every((c) => c.distance === null)).toBe(true);
  });
});

describe("specialist directory", () => {
  type Specialist = typeof specialists.$inferInsert;
  const specialist = (
    s: Partial<Specialist> & Pick<Specialist, "fullName" | "clinicAffiliation" | "postalCode">,
  ): Specialist => ({
    medicalRegistrationNo: "M00000A",
    qualifications: "MBBS",
    fieldOfSpecialization: "Gastroenterology",
    address: "1 Some Road",
    region: "Central",
    approvalStatus: "approved",
    ...s,
  });
  const list = (query: string) => listSpecialists(parseSpecialistQuery(new URLSearchParams(query)).query);
  const who = (page: { items: { fullName: string }[] }) => page.items.map((s) => s.fullName);

  beforeAll(async () => {
    await db()
      .insert(specialists)
      .values([
        specialist({
          fullName: "Dr Aisha Rahman",
          clinicAffiliation: "Novena Gut Centre",
          address: "10 Sinaran Drive",
          postalCode: "307470",
          specialties: ["Polypectomy", "Colonoscopy (Screening)"],
        }),
        specialist({
          fullName: "Dr Brandon Koh",
          clinicAffiliation: "East Coast Colorectal",
          address: "Parkway East, 321 Joo Chiat Place",
          postalCode: "427990",
          specialties: ["Haemorrhoids (Surgical)", "IBD (Crohn's / Ulcerative Colitis)"],
        }),
        specialist({
          fullName: "Dr Chen Pending",
          clinicAffiliation: "Novena Gut Centre",
          postalCode: "307470",
          specialties: ["Polypectomy"],
          approvalStatus: "pending_review",
        }),
      ]);
  });

  it("lists approved specialists only", async () => {
    expect(who(await list(""))).toEqual(["Dr Aisha Rahman", "Dr Brandon Koh"]);
  });

  it("searches name, clinic affiliation and address, ignoring case", async () => {
    expect(who(await list("search=aisha"))).toEqual(["Dr Aisha Rahman"]);
    expect(who(await list("search=NOVENA%20gut"))).toEqual(["Dr Aisha Rahman"]);
    expect(who(await list("search=joo%20chiat"))).toEqual(["Dr Brandon Koh"]);
    expect(who(await list("search=gastro"))).toEqual([]);
  });

  it("filters by one of the specialties", async () => {
    expect(who(await list("specialty=Polypectomy"))).toEqual(["Dr Aisha Rahman"]);
    expect(who(await list(`specialty=${encodeURIComponent("IBD (Crohn's / Ulcerative Colitis)")}`))).toEqual([
      "Dr Brandon Koh",
    ]);
    expect(who(await list("specialty=Rectal%20Prolapse"))).toEqual([]);
  });

  it("sorts nearest first from a postal code", async () => {
    const page = await list("postalCode=438888");
    expect(who(page)).toEqual(["Dr Brandon Koh", "Dr Aisha Rahman"]);
    expect(page.items[0]!.distance).toMatch(/^(under 1 km|about \d+\.\d km)$/);
  });
});
