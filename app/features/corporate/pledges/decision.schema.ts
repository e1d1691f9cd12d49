import { z } from "zod";

export const pledgeDecisionMessages = {
  notFound: "This pledge could not be found.",
  reasonRequired: "Please give a reason: it is e-mailed to the company.",
  reasonTooLong: "Keep the reason under 1,000 characters.",
  chooseDecision: "Please choose Approve or Decline.",
} as const;

const m = pledgeDecisionMessages;

/** The team's decision on a pledge (the page's code never loads zod). Declining needs a reason. */
export const pledgeDecisionSchema = z
  .object({
    id: z.uuid({ error: m.notFound }),
    decision: z.enum(["approve", "decline"], { error: m.chooseDecision }),
    reason: z
      .string()
      .trim()
      .max(1000, m.reasonTooLong)
      .optional()
      .transform((v) => v || null),
  })
  .refine((v) => v.decision !== "decline" || v.reason !== null, { path: ["reason"], message: m.reasonRequired });
