import { z } from "zod";
import { plural } from "~/lib/text/plural";
import { userTypeLabel, userTypes } from "~/features/accounts";

/** What an admin may do from a user's page (/admin/users/:id), one button each. */
const userIntents = ["suspend", "reinstate", "resend_verification", "password_reset"] as const;
export type UserIntent = (typeof userIntents)[number];

/** The words of the user's page and of the account-type page (/admin/users/:id/role). */
export const userActionMessages = {
  intentRequired: "Choose what to do with this account.",
  userTypeRequired: "Choose one of the account types.",
  notFound: "This account does not exist.",
  conflict: "Someone else has just changed this account. Reload to see its current state.",
  suspendSelf: "You cannot suspend your own account.",
  suspendAdmin: "Only a super administrator can suspend an administrator or a super administrator.",
  reinstateAdmin: "Only a super administrator can reinstate an administrator or a super administrator.",
  emailAdmin: "Only a super administrator can send an administrator or a super administrator this e-mail.",
  lastSuperAdmin:
    "This is the last active super administrator: the platform would have nobody to manage it. Make another account a super administrator first.",
  suspended: (email: string) =>
    `${email} is suspended and has been signed out everywhere. They cannot sign in until reinstated.`,
  reinstated: (email: string) => `${email} is reinstated and can sign in again.`,
  alreadyVerified: "This account's e-mail address is already verified: there is nothing to resend.",
  verificationSent: (email: string) =>
    `A new verification e-mail is on its way to ${email}. Its link is valid for 24 hours.`,
  resetSent: (email: string) =>
    `A password reset e-mail is on its way to ${email}. Its link is valid for 24 hours and can be used once.`,
  tooManyEmails: (minutes: number) =>
    `This account has been sent this e-mail several times in the last hour. Try again in ${plural(minutes, "minute")}.`,
  sendFailed: "The e-mail could not be sent. Please try again.",
  failed: "The change could not be saved. Please try again.",
  ownType: "You cannot change your own account type: ask another super administrator.",
  sameType: (type: string) => `This account is already of type “${userTypeLabel(type)}”: nothing was changed.`,
  typeChanged: (email: string, type: string) =>
    `${email} is now of type “${userTypeLabel(type)}” and has been signed out; the new rights apply at their next sign-in.`,
  adminInvited: (email: string, type: string) =>
    `${email} is now of type “${userTypeLabel(type)}” and has been signed out. They have been e-mailed an invitation: the console opens to them once they turn on two-step verification.`,
} as const;

/** The form of each action button: which action (the account comes from the address). */
export const userActionSchema = z.object({
  intent: z.enum(userIntents, { error: userActionMessages.intentRequired }),
});

/** The account-type form of super admins (/admin/users/:id/role). */
export const userTypeSchema = z.object({
  userType: z.enum(userTypes, { error: userActionMessages.userTypeRequired }),
});
