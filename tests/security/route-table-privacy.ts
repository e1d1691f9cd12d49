import { roles } from "../support/roles";
import type { Access, Classification, SignedInRole } from "./classification";

/** A person's own data (issue 29), by the rules of route-table.ts: every signed-in role, no id read. */
const signedIn = roles.filter((role): role is SignedInRole => role !== "anonymous");
const anySignedIn: Access = { class: "guarded", roles: signedIn, others: "own-dashboard" };
/** Tomorrow in Singapore (YYYY-MM-DD), a date the appointment form accepts. */
const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Singapore" }).format(Date.now() + 24 * 3600 * 1000);
const page = (path: string): Classification => ({ path, access: anySignedIn, loader: "page", action: null });
/** A Champion's own (super admins pass every type check); other roles get the Champions-only 403. */
const championOnly: Access = { class: "guarded", roles: ["champion", "super_admin"], others: "forbidden" };

export const privacyRoutes: Record<string, Classification> = {
  // The person's own data (issue 29): no id in the address, so each role reads only its own. The
  // download is a file, written to the audit log with a rate-limit count.
  "features/privacy/routes/my-data": page("/account/data"),
  "features/privacy/routes/my-data-download": {
    path: "/account/data/download",
    access: { class: "public" },
    loader: "redirect /account/data",
    action: {
      access: anySignedIn,
      fields: ["download"],
      rightRole: "champion",
      emptyForm: "status 400",
      validForm: { download: "json" },
      writes: ["admin_activity_log", "rate_limit_buckets"],
    },
  },
  "features/privacy/routes/my-data-summary": page("/account/data/summary"),
  "features/privacy/routes/my-consents": {
    path: "/account/consents",
    access: anySignedIn,
    loader: "page",
    action: {
      fields: ["intent", "id"],
      rightRole: "champion",
      emptyForm: "status 400",
      validForm: { intent: "screening-reminders" },
    },
  },
  // "Correct my data" (issue 29). The new sign-in address: the password confirms it, an empty form
  // is refused at its fields before anything is counted or sent.
  "features/accounts/routes/change-email": {
    path: "/account/email",
    access: anySignedIn,
    loader: "page",
    action: {
      fields: ["newEmail", "password", "code"],
      rightRole: "champion",
      emptyForm: "status 400",
      validForm: { newEmail: "someone-new@example.sg", password: "Correct-Horse-9" },
    },
  },
  // The link to the new address: signed, so one we never issued is not found, for anyone.
  "features/accounts/routes/confirm-email-change": {
    path: "/account/email/confirm/:token",
    params: { token: "not-a-token-we-issued" },
    access: { class: "public" },
    loader: "status 404",
    action: { fields: [], rightRole: "anonymous", emptyForm: "status 404" },
  },
  // The person's appointment requests, found by the account's address: another person's (or an
  // unknown) id is not found before the form is read.
  "features/directory/routes/my-appointments": page("/account/appointments"),
  "features/directory/routes/my-appointment": {
    path: "/account/appointments/:id",
    params: { id: "00000000-0000-4000-8000-000000000000" },
    access: anySignedIn,
    loader: "status 404",
    action: {
      fields: ["name", "phone", "preferredDate", "preferredTime", "message", "intent"],
      rightRole: "champion",
      emptyForm: "status 404",
      // A correction the schema accepts, sent as a withdrawal: the unknown id is not found either way.
      validForm: {
        name: "Tan Security",
        phone: "9123 4567",
        preferredDate: tomorrow,
        preferredTime: "morning",
        message: "",
        intent: "withdraw",
      },
    },
  },
  // The person's event registrations, by account (or by the account's address): another person's
  // (or an unknown) id is not found before the form is read.
  "features/events/routes/my-registrations": page("/account/events"),
  "features/events/routes/my-registration": {
    path: "/account/events/:id",
    params: { id: "00000000-0000-4000-8000-000000000000" },
    access: anySignedIn,
    loader: "status 404",
    action: {
      fields: ["name", "intent"],
      rightRole: "champion",
      emptyForm: "status 404",
      // A name the schema accepts, sent as a cancellation: the unknown id is not found either way.
      validForm: { name: "Tan Security", intent: "cancel" },
    },
  },
  // The Champion's referrals, found by the account's id: another person's (or an unknown) id is not
  // found before the form is read.
  "features/community/routes/my-referrals": {
    path: "/account/referrals",
    access: championOnly,
    loader: "page",
    action: null,
  },
  "features/community/routes/my-referral": {
    path: "/account/referrals/:id",
    params: { id: "00000000-0000-4000-8000-000000000000" },
    access: championOnly,
    loader: "status 404",
    action: {
      fields: ["email", "intent"],
      rightRole: "champion",
      emptyForm: "status 404",
      // A correction the schema accepts, sent as a withdrawal: the unknown id is not found either way.
      validForm: { email: "friend-security@example.sg", intent: "withdraw" },
    },
  },
  // The Champion's stories, found by the account's id: another person's (or an unknown) id is not
  // found before the form is read.
  "features/community/routes/my-stories": {
    path: "/account/stories",
    access: championOnly,
    loader: "page",
    action: null,
  },
  "features/community/routes/my-story": {
    path: "/account/stories/:id",
    params: { id: "00000000-0000-4000-8000-000000000000" },
    access: championOnly,
    loader: "status 404",
    action: {
      fields: ["storyType", "experienceType", "location", "content", "isPublic", "anonymous", "canContact", "intent"],
      rightRole: "champion",
      emptyForm: "status 404",
      // A correction the schema accepts, sent as a removal: the unknown id is not found either way.
      validForm: {
        storyType: "Caregiver",
        experienceType: "Undergoing a colonoscopy",
        location: "Singapore",
        content: "Security check story.",
        intent: "remove",
      },
    },
  },
  // Deleting one's own account (issue 29): no id read, the password confirms it. An empty form is
  // refused at the password field before anything is counted or written.
  "features/privacy/routes/delete-account": {
    path: "/account/delete",
    access: anySignedIn,
    loader: "page",
    action: {
      fields: ["password", "code", "removeStories"],
      rightRole: "champion",
      emptyForm: "status 400",
      validForm: { password: "Correct-Horse-9" },
    },
  },
};
