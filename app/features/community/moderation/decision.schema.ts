import { z } from "zod";
import { decisionReason, reasonRequiredFor } from "~/lib/forms/schema-fields";
import { storyDecisions, storyMessages as m, storyStates, type StoryDecision } from "./states";

/** The moderator's form (the page's code never loads zod: the schema lives apart from the labels). */
export const storyDecisionSchema = reasonRequiredFor(
  z.object({
    id: z.uuid({ error: m.notFound }),
    decision: z.enum(Object.keys(storyDecisions) as [StoryDecision, ...StoryDecision[]]),
    expected: z.enum(storyStates),
    reason: decisionReason(1000, m.reasonTooLong),
  }),
  "reason",
  ["reject"],
  m.reasonRequired,
);
export type StoryDecisionInput = z.infer<typeof storyDecisionSchema>;
