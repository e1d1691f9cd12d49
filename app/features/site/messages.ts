// Words the spec quotes for the site's public pages (spec content §2.2, §2.7, §8), used as written.
export const messages = {
  viewScreeningLocations: "View Screening Locations",
  talkToUs: "Talk to Us",
  findAGp: "Find a GP",
  findASpecialist: "Find a Specialist",
  notSure: "I'm Not Sure",
  exploreDoctors: "Explore Available Doctors",
  backToOptions: "Back to Options",
  visionTitle: "Our 10-Year National Vision — RID-CRC by 2035",
  joinTheMovement: "Join the Movement",
  getScreened: "Get Screened",
  championSignUp: "Champion Sign-Up",
  returnToHome: "Return to Home",
  pageNotFound: "Page Not Found",
} as const;

/** The Talk to Us dialog's variants differ only in the question they ask (spec content §2.2). */
export const talkVariants = {
  gp: "Do you already have a trusted family doctor (GP)?",
  specialist: "Do you already have a trusted specialist?",
  screening: "Do you already have a trusted doctor or specialist?",
} as const;

export type TalkVariant = keyof typeof talkVariants;

export function isTalkVariant(value: string | null): value is TalkVariant {
  return value !== null && Object.hasOwn(talkVariants, value);
}

/** Where No leads: GP and specialist variants to the clinic lookup, screening to the journey guide. */
export const talkNoTarget: Record<TalkVariant, string> = {
  gp: "/clinics",
  specialist: "/clinics",
  screening: "/choose-screening",
};
