import { z } from "zod";
import { decisionReason, reasonRequiredFor } from "~/lib/forms/schema-fields";

export const pledgeDecisionMessages = {
  notFound: "This pledge could not be found.",
  reasonRequired: "Please give a reason: it is e-mailed to the company.",
  reasonTooLong: "Keep the reason under 1,000 characters.",
  chooseDecision: "Please choose Approve or Decline.",
} as const;

const m = pledgeDecisionMessages;

/** The team's decision on a pledge (the page's code never loads zod). Declining needs a reason. */
export const pledgeDecisionSchema = reasonRequiredFor(
  z.object({
    id: z.uuid({ error: m.notFound }),
    decision: z.enum(["approve", "decline"], { error: m.chooseDecision }),
    reason: decisionReason(1000, m.reasonTooLong),
  }),
  "reason",
  ["decline"],
  m.reasonRequired,
);
