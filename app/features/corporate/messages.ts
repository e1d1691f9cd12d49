// Words the spec quotes for sponsors (spec content §2.5, §8), used as written.
export const messages = {
  partnershipJustStarting: "Our partnership program is just getting started.",
} as const;

/**
 * "Your pledges" (issue 29, "Correct my data"): the server's answers, in English; the pages show
 * them in their language by app/locales/<lang>/pledges.json's `says.*` (pledges/localized.server.ts).
 */
export const myPledgeMessages = {
  decided: "Our team has decided on this pledge: it can no longer be changed. To change it, please write to the team.",
  unchanged: "This is already the amount of your pledge.",
  corrected: (amount: string) => `Your pledge is now ${amount}. It is still waiting for our team's approval.`,
  withdrawn: "Your pledge has been withdrawn.",
  tooManyChanges: "You have changed your pledges too many times in the last hour. Please try again later.",
  unexpected: "We could not save your change. Please try again.",
} as const;
