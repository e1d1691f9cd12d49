/** The states of an appointment request the team follows up (ADR 0010), and the words for them. */
export const appointmentStates = ["new", "contacted", "closed"] as const;
export type AppointmentState = (typeof appointmentStates)[number];
export const appointmentStateLabels: Record<AppointmentState, string> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};
export const APPOINTMENT_PAGE_SIZE = 50;

export const appointmentMessages = {
  notFound: "This appointment request does not exist, or a partner handles it.",
  changed: "Someone else has just updated this request. The page now shows its current state.",
  same: "The request is already in that state.",
  updated: (name: string, state: string) => `${name}'s request is now ${state.toLowerCase()}.`,
  unexpected: "Something went wrong on our side: nothing was changed. Please try again.",
} as const;
