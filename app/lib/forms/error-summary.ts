/** One line of the summary: the field's label and message, and the id of the control it links to. */
export type SummaryLine = { target: string; text: string };

/** A field's label, or its label and the suffix of the control to link to (a group's first box: "-0"). */
export type SummaryLabels = Record<string, string | [label: string, suffix: string]>;

/**
 * The error summary of a rejected form, in the order of `labels` (the form's order): "Label:
 * message" per field in error, linking to the control `${formId}-${name}` that use-schema-form
 * names. Fields without a label are left out (the form-level message has its own place).
 */
export function errorSummary(
  errors: Record<string, string[] | null | undefined> | undefined,
  formId: string,
  labels: SummaryLabels,
): SummaryLine[] {
  return Object.entries(labels).flatMap(([name, entry]) => {
    const message = errors?.[name]?.[0];
    if (!message) return [];
    const [label, suffix] = typeof entry === "string" ? [entry, ""] : entry;
    return [{ target: `${formId}-${name}${suffix}`, text: `${label}: ${message}` }];
  });
}
