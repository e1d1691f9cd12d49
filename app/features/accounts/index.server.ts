// Public server entry of the accounts feature: the guards every feature uses.
export {
  getSessionUser,
  requireAdmin,
  requireAnonymous,
  requireChampion,
  requireSuperAdmin,
  requireSuperAdminAction,
  requireUser,
  requireUserType,
} from "./guards.server";
export type { ChampionOnly, SessionUser } from "./guards.server";
export { auth, onEmailVerified, onSignIn } from "./auth.server";
// The features holding rows by address move them with an account's address (issue 29).
export { onEmailChange, type EmailChange } from "./email/change-email.server";
// Deleting an account (privacy, issue 29) asks for the password and the second step again.
export { confirmIdentity, type IdentityRefused } from "./password/confirm-identity.server";
// The account fields other features' forms share (partner registration).
export { email as emailField, passwordsMatch, strongPassword } from "./accounts.schema";
export { accountEmailTaken, createPasswordAccount, verificationLink } from "./profile/partner-accounts.server";
export { existingAccountEmail, verifyEmailEmail } from "./emails";
// The console sends a password reset to an account (issue #14) through the same rate-limited request.
export { requestPasswordReset } from "./password/password-reset.server";
// The corporate contact's profile page (partners, issue 29): the same guard, validation and save as the clinic's.
export { profileAction, profileLoader } from "./profile/profile-route.server";
// A list's choices in the page's language, the stored English values unchanged (registration's lists too).
export { choicesIn } from "./profile/practice-words.server";
export { loadCorporateProfile, saveCorporateProfile } from "./profile/profile.server";
export { rememberLanguage } from "./profile/language.server";
// An administrator's own name and phone, corrected in the console (/admin/profile, issue 29).
export { adminProfileAction, adminProfilePage } from "./profile/admin-profile.server";
// Identity confirmed again elsewhere (privacy's deletion) answers with the accounts code's messages, in the page's language.
export { sayIn as accountSayIn } from "./localized.server";
