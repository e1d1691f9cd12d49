/**
 * The pure rules of the form-feedback enhance script (form-feedback.ts), the same as
 * use-schema-form.ts's on pages with React: a field's message goes once the field is edited, and
 * after a rejected submission the first field in error takes the focus.
 */

/** The id of a field's message, as schema-form/view.ts's fieldMeta names it (`<form id>-<name>-error`). */
export const fieldErrorId = (formId: string, name: string) => `${formId}-${name}-error`;

/** An aria-describedby value without one id; null when nothing is left (the attribute goes). */
export function describedByWithout(value: string | null, id: string): string | null {
  const rest = (value ?? "").split(/\s+/).filter((token) => token && token !== id);
  return rest.length ? rest.join(" ") : null;
}

/** Which control takes the focus after a rejected submission: the first whose field has a message. */
export function firstInError<C extends { name: string }>(controls: Iterable<C>, hasMessage: (name: string) => boolean) {
  for (const control of controls) if (control.name && hasMessage(control.name)) return control;
  return undefined;
}
