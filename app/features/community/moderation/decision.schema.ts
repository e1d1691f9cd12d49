import { z } from "zod";
import { storyDecisions, storyMessages as m, storyStates, type StoryDecision } from "./states";

/** The moderator's form (the page's code never loads zod: the schema lives apart from the labels). */
export const storyDecisionSchema = z
  .object({
    id: z.uuid({ error: m.notFound }),
    decision: z.enum(Object.keys(storyDecisions) as [StoryDecision, ...StoryDecision[]]),
    expected: z.enum(storyStates),
    reason: z
      .string()
      .trim()
      .max(1000, m.reasonTooLong)
      .optional()
      .transform((v) => v || null),
  })
  .refine((v) => v.decision !== "reject" || v.reason !== null, {
    path: ["reason"],
    message: m.reasonRequired,
  });
export type StoryDecisionInput = z.infer<typeof storyDecisionSchema>;
