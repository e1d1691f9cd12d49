/**
 * Enhance script of the corporate dashboard without React (ADR 0024): below the pledge field, as
 * the amount is typed, the new total and tier once approved (pledge-preview.ts, the rule React's
 * form uses after a client navigation). Without JavaScript the server says it on approval.
 */
import { pledgePreview, type ApprovedTotal, type PreviewWords } from "../pledge-preview";

for (const input of document.querySelectorAll<HTMLInputElement>("input[data-approved-total]")) {
  const total = JSON.parse(input.dataset.approvedTotal ?? "{}") as ApprovedTotal;
  // In the page's language when the page gives its words (/account/pledges/:id), else English.
  const words = input.dataset.previewWords ? (JSON.parse(input.dataset.previewWords) as PreviewWords) : undefined;
  const preview = input.form?.querySelector<HTMLElement>("[data-pledge-preview]");
  if (!preview) continue;
  input.addEventListener("input", () => (preview.textContent = pledgePreview(input.value, total, words) ?? ""));
}
