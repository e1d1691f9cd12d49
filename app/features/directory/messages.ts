/** Spec content §2.2, §5, §8, §9 and issue #5: texts the directories show word for word. */
export const messages = {
  noClinics: "No clinics found matching your criteria",
  noSpecialists: "No specialists match your current search criteria. Please try a different search term or filter.",
  invalidPostalCode: "Valid 6-digit postal code is required",
  notSpecified: "Not specified",
  clearFilters: "Clear Filters",
  sampleData: "Sample data",
  // The trusted-panel lookups (spec content §2.2, §4, §8).
  panelNoMatch: "We couldn't find a match in our trusted panel",
  specialistNoMatch: "We couldn't find a match in our trusted specialist panel",
  specialistMatch: "Wonderful, Champion!",
  searchAgain: "Search Again",
  tryAnotherSearch: "Try Another Search",
} as const;

/**
 * The words of "Schedule Your Screening" (spec content §2.2, §5, §9). The spec words only the
 * promise of contact within 1 business day; the field messages follow the spec's "… is required".
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

  statusUpdated: (name: string, status: string) => `The request from ${name} is now marked ${status}.`,
  statusInvalid: "Please choose a status: new, contacted or closed.",
} as const;
