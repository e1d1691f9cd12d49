import { describe, expect, it } from "vitest";
import { specialties } from "./directory-options";
import { parseGpQuery, parseSpecialistQuery } from "./directory.schema";
import { singaporeAddress, splitLanguages } from "./format";

const params = (query: string) => new URLSearchParams(query);

describe("directory query parameters", () => {
  it("reads a full GP query, trimming the text", () => {
    const parsed = parseGpQuery(params("search=%20Tan%20&region=East&language=%20Mandarin&postalCode=520201&page=3"));
    expect(parsed.query).toEqual({
      search: "Tan",
      region: "East",
      language: "Mandarin",
      postalCode: "520201",
      page: 3,
    });
    expect(parsed.errors).toEqual({});
    expect(parsed.values).toEqual({
      search: "Tan",
      region: "East",
      language: "Mandarin",
      service: "",
      postalCode: "520201",
    });
  });

  it("filters by one of the profile's services, word for word (FIT Test lists the FIT-kit clinics)", () => {
    const parsed = parseGpQuery(params("service=FIT+Test"));
    expect(parsed.query.service).toBe("FIT Test");
    expect(parsed.values.service).toBe("FIT Test");
    for (const bad of ["fit test", "Astrology", ""])
      expect(parseGpQuery(params(`service=${bad}`)).query.service).toBeUndefined();
  });

  it("treats missing parameters as no filter, page 1", () => {
    const parsed = parseGpQuery(params(""));
    expect(parsed.query).toEqual({ search: "", page: 1 });
    expect(parsed.errors).toEqual({});
  });

  it("ignores bad values instead of failing", () => {
    const parsed = parseGpQuery(params(`search=${"x".repeat(101)}&region=Moon&language=${"y".repeat(51)}&page=-2`));
    expect(parsed.query).toEqual({ search: "", page: 1 });
    for (const page of ["0", "1.5", "abc", "10001", ""])
      expect(parseGpQuery(params(`page=${page}`)).query.page).toBe(1);
    expect(parseGpQuery(params(`search=${"x".repeat(100)}`)).query.search).toHaveLength(100);
    expect(parseSpecialistQuery(params("specialty=Astrology")).query.specialty).toBeUndefined();
  });

  it("gives the spec's message for an invalid postal code and sorts as if none was given", () => {
    for (const code of ["12345", "abcdef", "740000", "1234567"]) {
      const parsed = parseGpQuery(params(`postalCode=${code}&region=East`));
      expect(parsed.errors).toEqual({ postalCode: "Valid 6-digit postal code is required" });
      expect(parsed.query.postalCode).toBeUndefined();
      expect(parsed.query.region).toBe("East");
      expect(parsed.values.postalCode).toBe(code);
    }
    expect(parseSpecialistQuery(params("postalCode=1")).errors.postalCode).toBe(
      "Valid 6-digit postal code is required",
    );
  });

  it("accepts each of the 16 specialties, word for word", () => {
    expect(specialties).toHaveLength(16);
    for (const specialty of specialties) {
      expect(parseSpecialistQuery(params(`specialty=${encodeURIComponent(specialty)}`)).query.specialty).toBe(
        specialty,
      );
    }
  });

  it("formats addresses and splits languages as the filter does", () => {
    expect(singaporeAddress("730888")).toBe("Singapore 730888");
    expect(splitLanguages(" English,Mandarin ,, Bahasa Indonesia ")).toEqual([
      "English",
      "Mandarin",
      "Bahasa Indonesia",
    ]);
    expect(splitLanguages(null)).toEqual([]);
  });
});
