import { describe, expect, it } from "vitest";
import postalSectors from "../../../content/postal-sectors.json";
import { isPostalCode as isValidPostalCode } from "~/lib/text/singapore-formats";
import { formatDistance, haversineKm, sectorCentre } from "./distance";

describe("postal codes", () => {
  it("accepts six digits of a known sector and refuses everything else", () => {
    for (const code of ["730888", "018989", "520201", "828761"]) expect(isValidPostalCode(code)).toBe(true);
    for (const code of ["", "73088", "7308888", "73O888", " 730888", "000000", "740123", "830000", "990000"])
      expect(isValidPostalCode(code), code).toBe(false);
  });

  it("has 81 sectors, 01 to 82 without 74, in 28 districts, all inside Singapore", () => {
    const sectors = postalSectors.sectors.map((s) => s.sector);
    expect(sectors).toHaveLength(81);
    expect(new Set(sectors).size).toBe(81);
    expect(sectors).not.toContain("74");
    expect(new Set(postalSectors.sectors.map((s) => s.district)).size).toBe(28);
    for (const s of postalSectors.sectors) {
      expect(s.lat, s.sector).toBeGreaterThan(1.2);
      expect(s.lat, s.sector).toBeLessThan(1.48);
      expect(s.lng, s.sector).toBeGreaterThan(103.6);
      expect(s.lng, s.sector).toBeLessThan(104.05);
    }
  });

  it("looks up the centre of the code's sector", () => {
    expect(sectorCentre("520201")).toEqual({ lat: 1.353, lng: 103.945 });
    expect(sectorCentre("640123")).toEqual({ lat: 1.34, lng: 103.705 });
    expect(sectorCentre("740123")).toBeNull();
  });

  it("measures great-circle distances in km", () => {
    const point = { lat: 1.3, lng: 103.8 };
    expect(haversineKm(point, point)).toBe(0);
    // One degree of latitude is about 111.2 km on a 6,371 km sphere.
    expect(haversineKm({ lat: 1, lng: 103.8 }, { lat: 2, lng: 103.8 })).toBeCloseTo(111.19, 1);
    // Tampines to Jurong West: about 26.7 km across the island.
    const east = sectorCentre("520000")!;
    const west = sectorCentre("640000")!;
    expect(haversineKm(east, west)).toBeGreaterThan(26);
    expect(haversineKm(east, west)).toBeLessThan(27.5);
    expect(haversineKm(east, west)).toBeCloseTo(haversineKm(west, east), 9);
  });

  it("words a distance without false precision", () => {
    expect(formatDistance(0)).toBe("under 1 km");
    expect(formatDistance(0.99)).toBe("under 1 km");
    expect(formatDistance(2.44)).toBe("about 2.4 km");
    expect(formatDistance(26.71)).toBe("about 26.7 km");
  });
});
