/**
 * The region a registration's postal code suggests (spec accounts §2.9), one rule for React's
 * PostalRegionFields and the "postal-region" enhance script of the pages without React. The
 * sector table (~/lib/text/singapore-formats, 1.3 KB gzip) loads at the first keystroke, not with the page.
 */
export async function suggestedRegion(postalCode: string): Promise<string | null> {
  const { regionForPostalCode } = await import("~/lib/text/singapore-formats");
  return regionForPostalCode(postalCode.trim());
}

/**
 * What the live region under the region's field says: `said` ("Your postal code is in the
 * {{region}} region.", registration.json in the page's language) with the region's label.
 */
export const regionSaid = (said: string, region: string | null) => (region ? said.replace("{{region}}", region) : "");
