import { useState } from "react";
import { pledgePreview, type ApprovedTotal, type PreviewWords } from "../pledge-preview";
import type { CorporateDashboardData } from "../dashboard-types";

type PledgeForm = Extract<CorporateDashboardData, { state: "ready" }>["pledgeForm"];

/**
 * The pledge amount field: label, the rules' hint, the approved total it adds to, the preview as
 * it is typed (enhance/pledge-preview.ts on pages without React) and the server's message. One
 * field for the dashboard's new pledge and the correction of a pending one (/account/pledges/:id).
 * form-feedback (ADR 0024) finds the message by its id, `<form id>-pledge-error`.
 */
export function PledgeField({
  formId,
  form,
  typed,
  fieldError,
  label,
  previewWords,
}: {
  formId: string;
  form: PledgeForm;
  typed: string;
  fieldError?: string;
  /** The label in the page's language (pledges.json's `mine.field`). */
  label: string;
  /** The preview's words in the page's language (pledges/localized.server.ts). */
  previewWords: PreviewWords;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const { total } = form;
  const approved: ApprovedTotal = { pledge: total.pledge, tier: total.tier, unitCost: total.unitCost };
  const errorId = `${formId}-pledge-error`;
  return (
    <div>
      <label htmlFor="pledge" className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id="pledge"
        name="pledge"
        inputMode="numeric"
        required
        key={typed}
        defaultValue={typed}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${errorId} pledge-hint pledge-total` : "pledge-hint pledge-total"}
        data-approved-total={JSON.stringify(approved)}
        data-preview-words={JSON.stringify(previewWords)}
        onInput={(event) => setPreview(pledgePreview(event.currentTarget.value, approved, previewWords))}
        className="mt-1 block w-full max-w-xs rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm aria-[invalid=true]:border-red-700"
      />
      <p id="pledge-hint" className="mt-1 text-sm text-muted">
        {form.hint}
      </p>
      <p id="pledge-total" className="mt-1 text-sm text-ink" data-testid="pledge-total">
        {total.text}
      </p>
      <p
        aria-live="polite"
        className="mt-1 text-sm font-semibold text-brand-900"
        data-pledge-preview
        data-testid="pledge-preview"
      >
        {preview}
      </p>
      {fieldError ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {fieldError}
        </p>
      ) : null}
    </div>
  );
}
