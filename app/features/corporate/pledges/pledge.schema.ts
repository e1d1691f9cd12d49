import { z } from "zod";
import { checkPledge } from "../impact";

/** The dashboard's pledge form: one field, checked by the rules of impact.ts / tiers.ts. */
export const pledgeSchema = z.object({
  pledge: z
    .string({ error: "Enter a pledge amount in whole dollars, for example 50000." })
    .max(40, "Enter a pledge amount in whole dollars, for example 50000.")
    .transform((raw, ctx) => {
      const checked = checkPledge(raw);
      if (!checked.ok) {
        ctx.addIssue({ code: "custom", message: checked.message });
        return z.NEVER;
      }
      return checked.pledge;
    }),
});
