import { z } from "zod";
import { messages } from "../messages";

/** A visitor's registration: only name and e-mail. Seat, status and event come from the server. */
export const visitorRegistrationSchema = z.object({
  name: z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, messages.nameRequired)
    .max(120, "Please keep your name under 120 characters."),
  email: z
    .string({ error: messages.emailInvalid })
    .trim()
    .max(254, messages.emailInvalid)
    .pipe(z.email(messages.emailInvalid)),
});
export type VisitorRegistration = z.output<typeof visitorRegistrationSchema>;
