/**
 * Enhance script of /find-a-specialist and /clinics without React (ADR 0024): the trusted lookup's Search button
 * takes no click while the input is blank, and after a search (or Search Again) the answer's heading
 * (or the input) takes the focus, as React's TrustedLookup does (lookup-focus.ts says when). Without
 * JavaScript the form is sent as it is and the server answers a blank search with the question.
 */
import { lookupFocus } from "../panel/lookup-focus";

for (const lookup of document.querySelectorAll<HTMLElement>("[data-trusted-lookup]")) {
  const param = lookup.dataset.trustedLookup!;
  const state = lookup.dataset.lookupState as "ask" | "match" | "nomatch";
  const input = lookup.querySelector<HTMLInputElement>(`input[name="${param}"]`);
  const button = input?.form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (input && button) {
    const blank = () => (button.disabled = !input.value.trim());
    blank();
    input.addEventListener("input", blank);
  }
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const target = lookupFocus({
    state,
    here: location.href,
    referrer: document.referrer,
    navigation: entry?.type ?? "navigate",
    param,
  });
  if (target === "heading") lookup.querySelector<HTMLElement>("[data-lookup-heading]")?.focus();
  if (target === "input") input?.focus();
}
