/**
 * The words for an event's and a registration's state in the console (issue #15). Apart from
 * event-messages.ts because the pages' browser code needs these few words, not every message.
 */
export const eventStatusLabels = { draft: "Draft", published: "Published", cancelled: "Cancelled" } as const;
export type EventStatus = keyof typeof eventStatusLabels;

export const registrationStatusLabels = {
  pending: "Awaiting confirmation",
  registered: "Registered",
  waitlisted: "Waitlisted",
  cancelled: "Cancelled",
} as const;
