import { z } from "zod";
import { email } from "../accounts.schema";
import { messages as m } from "../messages";

/**
 * /account/email (issue 29, "Correct my data"): the new address, confirmed with the current
 * password and, when two-step verification is on, the app's code (checked by confirmIdentity).
 */
export const changeEmailSchema = z.object({
  newEmail: email(m.newEmailRequired),
  password: z.string({ error: m.enterPassword }).min(1, m.enterPassword).max(128, m.passwordTooLong),
  code: z.string().trim().max(40).optional().default(""),
});

export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
