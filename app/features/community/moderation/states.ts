/** The states a story moves through (derived from approved, reviewed_at and rejection_reason). */
export const storyStates = ["pending", "published", "rejected", "unpublished"] as const;
export type StoryState = (typeof storyStates)[number];

/** A story's state from its row: the one rule the console and the author's dashboard both read. */
export const storyStateOf = (row: {
  approved: boolean;
  reviewedAt: Date | null;
  rejectionReason: string | null;
}): StoryState =>
  row.approved ? "published" : row.rejectionReason ? "rejected" : row.reviewedAt ? "unpublished" : "pending";

export const storyStateLabels: Record<StoryState, string> = {
  pending: "Waiting for review",
  published: "Approved",
  rejected: "Rejected",
  unpublished: "Unpublished",
};

/** Each decision, the states it may start from and where it leads. */
export const storyDecisions = {
  approve: { label: "Approve", from: ["pending", "unpublished"], to: "published" },
  reject: { label: "Reject", from: ["pending"], to: "rejected" },
  unpublish: { label: "Unpublish", from: ["published"], to: "unpublished" },
} as const satisfies Record<string, { label: string; from: readonly StoryState[]; to: StoryState }>;
export type StoryDecision = keyof typeof storyDecisions;

export const storyMessages = {
  reasonRequired: "Please write why the story is rejected: its author receives this by e-mail.",
  reasonTooLong: "Please keep the reason under 1,000 characters.",
  notFound: "This story does not exist.",
  changed: "Someone else has just decided on this story. The page now shows its current state.",
  notAllowed: (state: string) => `This story is ${state.toLowerCase()}: that decision does not apply to it.`,
  approved: "Story approved. It is on /stories now.",
  approvedPrivate: "Story approved. Its author did not make it public, so it stays off /stories.",
  rejected: "Story rejected. Its author has been told why by e-mail.",
  rejectedNoEmail: "Story rejected. It has no author account to e-mail.",
  unpublished: "Story unpublished. It is no longer on /stories.",
  unexpected: "Something went wrong on our side: nothing was changed. Please try again.",
} as const;
