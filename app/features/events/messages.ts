// Words the spec quotes for the events page (spec content §2.5, §8), used as written, and the
// registration messages (issue #15).
export const messages = {
  title: "Upcoming Events & Updates",
  empty: "No Upcoming Events",
  errorTitle: "Unable to Load Events",
  error: "Failed to load events. Please try again later.",
  tryAgain: "Try Again",
  alreadyRegistered: "You're already registered for this event.",
  registered: "You're registered. We've e-mailed you the details and a calendar file.",
  waitlisted: "This event is full, so you're on the waitlist. We'll e-mail you if a seat frees up.",
  checkEmail: "Check your e-mail: we've sent a link to confirm your registration. Nothing is booked until you confirm.",
  confirmed: "Your registration is confirmed.",
  cancelled: "Your registration is cancelled.",
  nameRequired: "Please enter your name.",
  emailInvalid: "Please enter a valid e-mail address.",
  tooMany: "Too many registration attempts. Please try again later.",
  refusedPast: "This event has already taken place, so registration is closed.",
  refusedCancelled: "This event has been cancelled, so registration is closed.",
  refusedNotOpen: (when: string) => `Registration opens on ${when}.`,
  refusedClosed: "Registration for this event has closed.",
  refusedExternal: "This event takes registrations on its organiser's site: use the registration link on this page.",
  refusedUnknown: "This event cannot be found. It may have been removed.",
  linkInvalid: "This registration link is not valid. Please use the latest e-mail we sent you.",
  nothingToCancel: "You have no registration to cancel for this event.",
} as const;

/** The account page of one's registrations (/account/events, issue 29): English only for now. */
export const myRegistrationMessages = {
  title: "My event registrations",
  intro: "The events you registered for. Until an event starts you can correct the name on your place or cancel it.",
  none: "You have not registered for any event.",
  editTitle: "My event registration",
  past: "This event has started or taken place, so the registration can no longer be changed.",
  cancelledAlready: "This registration is cancelled. Register again on the event's page if you can come after all.",
  eventCancelled: "This event was cancelled by the team, so the registration can no longer be changed.",
  corrected: "Your name on this registration is corrected.",
  tooMany: "You have made many changes in the last hour. Please try again later.",
};
