/**
 * Enhance script of the partner registrations without React (ADR 0024): as the postal code is
 * typed, the region it lies in is said under the region's field and chosen when none is yet, as
 * React's PostalRegionFields does (region-suggestion.ts, the one rule). Without JavaScript the person
 * chooses the region.
 */
import { regionSaid, suggestedRegion } from "../region-suggestion";

for (const group of document.querySelectorAll<HTMLElement>("[data-postal-region]")) {
  const input = group.querySelector<HTMLInputElement>("input");
  const select = group.querySelector<HTMLSelectElement>("select");
  const said = group.querySelector<HTMLElement>("[data-region-said]");
  if (!input || !select || !said) continue;
  input.addEventListener("input", async () => {
    const found = await suggestedRegion(input.value);
    // The sentence and the region's label in the page's language: data-region-said and the option's words.
    const label = [...select.options].find((option) => option.value === found)?.text ?? null;
    said.textContent = regionSaid(said.dataset.regionSaid ?? "", label);
    if (found && !select.value) select.value = found;
  });
}
