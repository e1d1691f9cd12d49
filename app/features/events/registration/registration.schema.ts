import { z } from "zod";
import { messages } from "../messages";

const NAME_MAX = 120;

type Words = { nameRequired: string; nameTooLong: string; emailInvalid: string };

/**
 * A visitor's registration: only name and e-mail. Seat, status and event come from the server. Its
 * messages in the page's language (issue 27: the events namespace's `outcome.*`), English by default.
 */
export function registrationSchema(words: Words) {
  return z.object({
    name: z.string({ error: words.nameRequired }).trim().min(1, words.nameRequired).max(NAME_MAX, words.nameTooLong),
    email: z
      .string({ error: words.emailInvalid })
      .trim()
      .max(254, words.emailInvalid)
      .pipe(z.email(words.emailInvalid)),
  });
}

/** The longest name, for the message that states it. */
export const nameMax = NAME_MAX;

export const visitorRegistrationSchema = registrationSchema({
  nameRequired: messages.nameRequired,
  nameTooLong: `Please keep your name under ${NAME_MAX} characters.`,
  emailInvalid: messages.emailInvalid,
});
export type VisitorRegistration = z.output<typeof visitorRegistrationSchema>;

/** The name on a registration, corrected at /account/events: the registration form's own field and messages. */
export const registrationNameSchema = visitorRegistrationSchema.pick({ name: true });
