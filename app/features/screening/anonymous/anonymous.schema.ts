import { z } from "zod";
import { emailField } from "~/features/accounts/index.server";
import { isRealDate } from "~/lib/text/singapore-date";
import { anonymousMessages as m } from "../messages";
import { addYears, remindableRules } from "../rules";

/** The furthest a due date may be (the checker's "not yet" answers reach about ten years). */
const MAX_YEARS_AHEAD = 11;

/**
 * A visitor's due-date reminder, as the checker's answer posts it: their address, and the date and
 * row of the answer (hidden fields, so anything odd there is refused as a whole, not per field).
 */
export function anonymousReminderSchema(today: string) {
  return z.object({
    email: emailField(m.emailRequired),
    dueOn: z
      .string({ error: m.dueOnInvalid })
      .refine((d) => isRealDate(d) && d > today && d <= addYears(today, MAX_YEARS_AHEAD), m.dueOnInvalid),
    rule: z.string({ error: m.dueOnInvalid }).refine((r) => remindableRules.includes(r), m.dueOnInvalid),
  });
}

export type AnonymousReminderInput = z.output<ReturnType<typeof anonymousReminderSchema>>;
