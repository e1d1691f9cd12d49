/**
 * Enhance script of /register/corporate without React (ADR 0024 §8): under the pledge field, as
 * the amount is typed, what it funds and the tier it reaches, in the page's language. The server
 * renders the sentence's element and its data (`data-pledge-reach`); this fills the same element
 * with the same rule (pledge-reach.ts) as the server and React's PledgeField.
 */
import { pledgeReach, type ReachData } from "../pledge-reach";

for (const group of document.querySelectorAll<HTMLElement>("[data-pledge-reach]")) {
  const input = group.querySelector<HTMLInputElement>("input");
  const said = group.querySelector<HTMLElement>("[data-pledge-reach-said]");
  if (!input || !said) continue;
  const data = JSON.parse(group.dataset.pledgeReach ?? "{}") as ReachData;
  input.addEventListener("input", () => (said.textContent = pledgeReach(input.value, data) ?? ""));
}
