// The spec's English. Pages show these in their language from app/locales/<lang>/account.json
// (issue 27): the server puts the messages the accounts code returns in the page's language
// (localized.server.ts), and the pages' own words come with their loaders.
const resetRule =
  "Password must be at least 8 characters with at least one uppercase letter, one lowercase letter, and one number";
const strengthHint = "Consider using a stronger password with uppercase letters, numbers, and special characters";
const emailNotConfirmed =
  "Please check your email and click the confirmation link before signing in. If you don't see the email, check your spam folder.";
const passwordUpdated = "Your password has been updated successfully.";
const resetLinkExpiry = "The reset link will expire in 24 hours.";
const verifiedNotice = "Your email address has been verified. You can now sign in.";
const resetSuccess = "Your password has been successfully reset! You will be redirected to login in a few seconds.";
const resetExpired =
  "Your password reset link has expired or is invalid. Please request a new one from the login page.";
const sessionExpired = "Your session has expired. Please sign in again.";
// Shared by toasts and loginNotices as plain names: a property read would keep toasts in the bundle.
const signedOut = "You have been signed out successfully.";
const verifyEmail = "Please verify your email address before signing in.";

/** Every message of spec accounts §5 and §8 that this feature shows, word for word. */
export const messages = {
  resetRule,
  strengthHint,
  emailNotConfirmed,
  passwordUpdated,
  resetLinkExpiry,
  verifiedNotice,
  resetSuccess,
  resetExpired,
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailInvalidSentence: "Please enter a valid email address.",
  passwordRequired: "Password is required",
  // §5's auth notice: where a password is asked with no wording of the spec's own (the Admin Portal,
  // the password that confirms a two-step set-up or a password change). Sign-in and sign-up keep
  // "Password is required", which §5 gives them.
  enterPassword: "Please enter your password.",
  passwordTooShort: "Password must be at least 6 characters long",
  passwordTooLong: "Password must be less than 128 characters",
  confirmRequired: "Please confirm your password",
  passwordsDoNotMatch: "Passwords do not match",
  fullNameRequired: "Full name is required",
  termsRequired: "You must agree to the terms and conditions",
  forgotEmailRequired: "Please enter your email address",

  invalidCredentials: "Invalid email or password. Please check your credentials and try again.",
  alreadyRegistered: "An account with this email already exists. Try signing in instead.",
  signupDisabled: "New account registration is currently disabled.",
  tooManyEmails: "Too many emails sent. Please wait before requesting another.",
  tooManySignups: "Too many signup attempts. Please wait a few minutes and try again.",
  tooManyResets: "Too many reset attempts. Please try again later.",
  tooManySignIns: "Too many sign-in attempts. Please wait a minute and try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  signupUnexpected: "An unexpected error occurred during signup.",
  // §8's sign-up mapping: the account could not be stored ("Database error saving new user").
  signupDatabaseError:
    "There was a database error during registration. Our team has been notified. Please try again in a few minutes.",
  // §8's sign-up mapping otherwise: the authentication service's own reason.
  signupFailed: (message: string) => `Signup failed: ${message}`,
  signInFailed: "Sign in failed",
  resetLinkSent: (email: string) =>
    `Password reset instructions have been sent to ${email}. Please check your inbox (and spam folder) for the reset link.`,
  resetSendFailed: "An error occurred while sending the reset link",
  resetFailed: "An error occurred while resetting your password",
  signOutFailed: (error: string) => `Failed to sign out: ${error}`,
  signOutUnexpected: "An unexpected error occurred during sign out.",
  adminLoginFailed: "Login failed",
  adminPrivilegeRequired:
    "Admin privileges required. Please contact the administrator if you believe this is an error.",
  accountSuspended: "This account has been suspended. Please contact the RID-CRC team if you believe this is an error.",
  verificationResent: "If that account is waiting for verification, a new confirmation email is on its way.",
  twoFactorInvalid: "That code is not valid. Check your authenticator app and try again.",
  twoFactorCodeUsed: "This code has already been used. Wait for the next code in your authenticator app.",
  twoFactorTooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  enrolmentWrongPassword: "That password is not correct.",
  enrolmentNotStarted: "Your set-up has expired. Confirm your password to start again.",
  currentPasswordWrong: "Your current password is not correct.",
  passwordUpdateFailed: "Password update failed: please try again.",
  confirmWrongPassword: "That password is not correct.",
  confirmTooMany: "Too many attempts. Please wait 15 minutes and try again.",
  sessionExpired,
  // Changing the sign-in address (issue 29, "Correct my data").
  newEmailRequired: "Please enter your new email address",
  newEmailSame: "That is already your email address.",
  emailChangeTooMany:
    "You have asked to change your email address too many times in the last hour. Please try again later.",
  emailChangeSent: (email: string) =>
    `We have sent a link to ${email}. Open it within 24 hours to confirm the change. Until then, you sign in with your current address.`,
  emailChangeInvalid:
    "This link has expired, has already been used, or is not valid. Ask for a new one from your profile.",
  emailChangeConfirm: (email: string) => `Confirm that you want to sign in with ${email} from now on.`,
  emailChangeInUse: "This address is now used by another account, so your address was not changed.",
  emailChanged: (email: string) => `Your email address is now ${email}. Use it the next time you sign in.`,
} as const;

/**
 * Spec accounts §8 "Auth toasts", the profile pages' save-failure toast and the header's sign-out
 * failure: shown once on the next page (app/lib/forms/flash.server.ts), as a toast when JavaScript runs.
 */
export const toasts = {
  signedIn: { kind: "success", message: "Welcome back! You have been signed in successfully." },
  signedUp: {
    kind: "success",
    message: "Account created successfully! Please check your email to verify your account.",
  },
  signedOut: { kind: "success", message: signedOut },
  resetEmailSent: { kind: "success", message: "Password reset email sent! Check your inbox for instructions." },
  passwordUpdated: { kind: "success", message: passwordUpdated },
  sessionExpired: { kind: "info", message: sessionExpired },
  verifyEmail: { kind: "info", message: verifyEmail },
  signInFailed: (reason: string) => ({ kind: "error", message: `Sign in failed: ${reason}` }) as const,
  // A reason already in §8's "Signup failed: {message}" form is given once, not twice.
  signUpFailed: (reason: string) =>
    ({ kind: "error", message: `Sign up failed: ${reason.replace(/^Signup failed: /, "")}` }) as const,
  signOutFailed: (reason: string) => ({ kind: "error", message: `Sign out failed: ${reason}` }) as const,
  resetFailed: (reason: string) => ({ kind: "error", message: `Password reset failed: ${reason}` }) as const,
  // messages.passwordUpdateFailed is already in this form ("Password update failed: please try again.").
  passwordUpdateFailed: (reason: string) =>
    ({
      kind: "error",
      message: reason.startsWith("Password update failed:") ? reason : `Password update failed: ${reason}`,
    }) as const,
  profileUpdateFailed: (message: string | undefined) =>
    ({ kind: "error", message: `Update failed: ${message || "Unknown error"}` }) as const,
} as const;

/** ?message= on /login: only these keys are shown, so a link cannot put arbitrary text on our page. */
export const loginNotices: Record<string, string> = {
  "signed-out": signedOut,
  "session-expired": sessionExpired,
  "password-reset": passwordUpdated,
  "verify-email": verifyEmail,
};

/** ?error= on /login (better-auth's verification link reports these). */
export const loginErrors: Record<string, string> = {
  invalid_token: "This confirmation link has expired or is invalid. Sign in to get a new one.",
  token_expired: "This confirmation link has expired or is invalid. Sign in to get a new one.",
  user_not_found: "This confirmation link has expired or is invalid. Sign in to get a new one.",
};
