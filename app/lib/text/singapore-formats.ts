import type { Region } from "#db/schema/regions";
import postalSectors from "../../../content/postal-sectors.json";

// The one home of the Singapore formats (issue #13, #24): postal codes, MCR and UEN numbers, phone
// numbers. Registration, the partners' profiles and the directories' searches all check with these.
// Pure functions: the server checks with them and the pages use them to help as the person types.

/** The names of the partners' registration numbers, wherever a page or the review shows them. */
export const registrationNumberLabels = {
  licence: "Clinic licence number",
  mcr: "MCR number",
  uen: "UEN",
} as const;

/** Six digits; the first two name a real postal sector (01-82, no 74). */
export function isPostalCode(value: string): boolean {
  return /^\d{6}$/.test(value) && sectorDistrict.has(value.slice(0, 2));
}

const sectorDistrict = new Map(postalSectors.sectors.map((s) => [s.sector, s.district]));

/**
 * The five regions of the directory by postal district (1-28), as the districts lie on the map:
 * the city and its ring in Central, Sentosa and HarbourFront South, the east coast East, the
 * north and north-east North, Jurong and Clementi West. Only a suggestion: the person chooses.
 */
const districtRegion: Record<number, Region> = {
  1: "Central",
  2: "Central",
  3: "Central",
  4: "South",
  5: "West",
  6: "Central",
  7: "Central",
  8: "Central",
  9: "Central",
  10: "Central",
  11: "Central",
  12: "Central",
  13: "Central",
  14: "East",
  15: "East",
  16: "East",
  17: "East",
  18: "East",
  19: "North",
  20: "North",
  21: "West",
  22: "West",
  23: "West",
  24: "West",
  25: "North",
  26: "North",
  27: "North",
  28: "North",
};

/** The region a postal code lies in, or null when the code is not a Singapore postal code. */
export function regionForPostalCode(value: string): Region | null {
  const district = isPostalCode(value) ? sectorDistrict.get(value.slice(0, 2)) : undefined;
  return district ? (districtRegion[district] ?? null) : null;
}

/** Singapore Medical Council registration: M, five digits, a check letter (e.g. M12345A). */
export function isMcrNumber(value: string): boolean {
  return /^M\d{5}[A-Z]$/.test(value);
}

/**
 * The three UEN formats of ACRA: businesses (8 digits and a letter, e.g. 53312345K), local
 * companies (year, 5 digits and a letter, e.g. 201534871K), and other entities (T or S or R for the
 * century, 2 digits of the year, a 2-character entity type, 4 digits and a letter, e.g. T09LL0001B).
 */
export function isUen(value: string): boolean {
  return (
    /^\d{8}[A-Z]$/.test(value) ||
    /^(19|20)\d{2}\d{5}[A-Z]$/.test(value) ||
    /^[RST]\d{2}[A-Z][A-Z0-9]\d{4}[A-Z]$/.test(value)
  );
}

/**
 * A Singapore number: 8 digits starting with 3, 6, 8 or 9 (fixed line, mobile), or a 1800 / 1900
 * line, with or without +65; spaces, dashes and brackets are ignored. Returned as "+65 6123 4567".
 */
export function singaporePhone(value: string): string | null {
  const digits = value.replace(/[\s()-]/g, "").replace(/^(\+65|0065)/, "");
  if (/^[3689]\d{7}$/.test(digits)) return `+65 ${digits.slice(0, 4)} ${digits.slice(4)}`;
  if (/^1[89]00\d{7}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return null;
}
