/**
 * Every word about appointment requests: "Schedule Your Screening" (spec content §2.2, §5, §9), a
 * partner's dashboard and the team's console page. The spec words only the promise of contact within
 * 1 business day; the field messages follow the spec's "… is required".
 */
export const appointmentMessages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number, for example +65 6123 4567 or 9123 4567",
  clinicRequired: "Preferred clinic is required",
  dateRequired: "Preferred date is required",
  dateInvalid: "Please enter a valid date",
  datePast: "Please choose today or a later date.",
  // appointmentLimits.maxDaysAhead is 365.
  dateTooFar: "Please choose a date within the next 12 months.",
  timeRequired: "Preferred time is required",
  // Issue 23: a time the clinic cannot take, said at the field.
  timePassed: "That time has already passed today. Please choose a later time or another day.",
  closedOn: (day: string) => `This clinic is closed on ${day}s. Please choose another day.`,
  openOnly: (hours: string, day: string) =>
    `This clinic is open ${hours} on ${day}s. Please choose a time when it is open.`,
  clinicInvalid: "Please choose the clinic again from the directory, or type its name.",
  nameNoLinks: "Please enter your name without web links",
  clinicNoLinks: "Please enter the clinic's name without web links",
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer`,

  promise: "We will contact you within 1 business day to confirm your appointment.",
  blocked: "Your request could not be sent. Please try again, or call the clinic directly.",
  tooManyRequests:
    "You have sent too many appointment requests in the last hour. Please try again later, or call the clinic directly.",
  unexpected: "Something went wrong while sending your request. Please try again.",

  // A partner's dashboard (issue #5).
  statusUpdated: (name: string, status: string) => `The request from ${name} is now marked ${status}.`,
  statusInvalid: "Please choose a status: new, contacted or closed.",

  // The team's requests in the console (ADR 0010).
  notFound: "This appointment request does not exist, or a partner handles it.",
  changed: "Someone else has just updated this request. The page now shows its current state.",
  same: "The request is already in that state.",
  updated: (name: string, state: string) => `${name}'s request is now ${state.toLowerCase()}.`,
  updateFailed: "Something went wrong on our side: nothing was changed. Please try again.",
  chooseStatus: "Please choose a status.",

  // The requester's own requests (issue 29, "Correct my data"): the refusals and answers their
  // code writes; the pages' words are app/locales/<lang>/directory.json's `mine`.
  acted:
    "The clinic has already acted on this request, so it can no longer be changed here. Please contact the clinic directly.",
  edited: "Your request has been updated and the clinic has been told.",
  withdrawn: "Your request has been withdrawn and the clinic has been told.",
  tooManyEdits: "You have changed your requests too many times in the last hour. Please try again later.",
} as const;

/** The same messages in a page's language (localized.server.ts): strings widened from the English literals. */
export type AppointmentWords = {
  [K in keyof typeof appointmentMessages]: (typeof appointmentMessages)[K] extends string
    ? string
    : (typeof appointmentMessages)[K];
};
