import postalSectors from "../../../content/postal-sectors.json";

// How far a clinic is from a postal code: the centre of each postal sector and the distance between two.

type Point = { lat: number; lng: number };

/** Sector (first two digits) → approximate centre; content/postal-sectors.json is its one home. */
export const sectorCentres: ReadonlyMap<string, Point> = new Map(
  postalSectors.sectors.map((s) => [s.sector, { lat: s.lat, lng: s.lng }]),
);

function postalSector(postalCode: string): string {
  return postalCode.slice(0, 2);
}

/** The centre of the code's sector, or null when the code is not six digits of a known sector. */
export function sectorCentre(postalCode: string): Point | null {
  if (!/^\d{6}$/.test(postalCode)) return null;
  return sectorCentres.get(postalSector(postalCode)) ?? null;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km. The SQL in directory-query.server.ts uses the same formula. */
export function haversineKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Both ends are sector centres, so anything under a kilometre is "the same neighbourhood": a
 * decimal there would promise a precision the data does not have.
 */
export function formatDistance(km: number): string {
  if (km < 1) return "under 1 km";
  return `about ${km.toFixed(1)} km`;
}
