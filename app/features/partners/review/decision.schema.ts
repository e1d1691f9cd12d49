import { z } from "zod";
import { decisionReason, reasonRequiredFor } from "~/lib/forms/schema-fields";
import { approvalStatuses } from "#db/schema";
import { changeDecisions, decisionMessages as dm, decisions } from "./review-states";

const needsMessage = new Set(
  [...Object.entries(decisions), ...Object.entries(changeDecisions)].filter(([, d]) => d.needsMessage).map(([k]) => k),
);

/**
 * A reviewer's decision form (the application comes from the address, not the form). `expected` is the state the reviewer saw; the message is required
 * for a question, a rejection, a suspension and a declined change (the applicant is told why).
 */
export const decisionSchema = reasonRequiredFor(
  z.object({
    decision: z.enum([...Object.keys(decisions), ...Object.keys(changeDecisions)] as [string, ...string[]]),
    expected: z.enum(approvalStatuses),
    message: decisionReason(2000, dm.messageTooLong),
  }),
  "message",
  needsMessage,
  dm.messageRequired,
);
