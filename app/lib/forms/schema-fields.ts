import { z } from "zod";

// Zod builders for the fields every form shares (profiles, partner registration). Server only: the
// schemas run in actions (ADR 0013). Messages come from the caller; the spec words them per form.

export const tooLong = (max: number) => `Please keep this to ${max} characters or fewer`;

/** Required text, trimmed, with the form's own message when blank. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

/** Optional text: blank (or only spaces) is stored as null (spec accounts §5). */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((v) => v || null);

/** A web address; "www.example.sg" is read as https://www.example.sg. Blank is null. */
export const websiteField = (message: string) =>
  optionalText(300)
    .transform((v) => (v && !/^[a-z][a-z\d+.-]*:/i.test(v) ? `https://${v}` : v))
    .refine((v) => v === null || isWebAddress(v), message);

function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** Ticked boxes of one group: at least one, only values of the list, each once, in the list's order. */
export const choicesField = (list: readonly string[], message: string) =>
  z
    .array(z.string(), { error: message })
    .min(1, message)
    .refine((values) => values.every((v) => list.includes(v)), message)
    .transform((values) => list.filter((v) => values.includes(v)));

/** A box that must be ticked (terms): only "on" passes. */
export const mustTick = (message: string) => z.literal("on", { error: message });

/** A box that may be ticked: true when it is. */
export const mayTick = () =>
  z
    .literal("on")
    .optional()
    .transform((v) => v === "on");

/**
 * "Decide with a reason" (pledges, stories, partner applications): the reason a decision is sent
 * with, trimmed, blank as null, at most `max` characters.
 */
export const decisionReason = (max: number, tooLongMessage: string) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage)
    .optional()
    .transform((v) => v || null);

/** The decision form refuses these decisions without a reason, at the reason's field. */
export function reasonRequiredFor<S extends z.ZodObject>(
  schema: S,
  field: keyof z.output<S> & string,
  decisions: Iterable<string>,
  message: string,
): S {
  const needs = new Set(decisions);
  return schema.refine(
    (v) => {
      const value = v as Record<string, unknown>;
      return !needs.has(String(value.decision)) || value[field] !== null;
    },
    { path: [field], message },
  );
}
