// Words the spec quotes for the events page (spec content §2.5, §8), used as written.
export const messages = {
  title: "Upcoming Events & Updates",
  empty: "No Upcoming Events",
  errorTitle: "Unable to Load Events",
  error: "Failed to load events. Please try again later.",
  tryAgain: "Try Again",
} as const;
