/**
 * Enhance script of the corporate dashboard without React (ADR 0024): below the pledge field, as
 * the amount is typed, the new total and tier once approved (pledge-preview.ts, the rule React's
 * form uses after a client navigation). Without JavaScript the server says it on approval.
 */
import { pledgePreview, type ApprovedTotal } from "../pledge-preview";

for (const input of document.querySelectorAll<HTMLInputElement>("input[data-approved-total]")) {
  const total = JSON.parse(input.dataset.approvedTotal ?? "{}") as ApprovedTotal;
  const preview = input.form?.querySelector<HTMLElement>("[data-pledge-preview]");
  if (!preview) continue;
  input.addEventListener("input", () => (preview.textContent = pledgePreview(input.value, total) ?? ""));
}
