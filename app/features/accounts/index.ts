// Public entry of the accounts feature for components and pure rules.
export * from "./user-types";
export const loadAdminAccessRequired = () => import("./components/admin-access-required");
export { PasswordStrengthMeter } from "./components/password-strength-meter";
export { OperatingHoursFields, hoursWords } from "./components/operating-hours-fields";
// The clinic's website, asked the same way at registration (partners) and in profile settings.
export { WebsiteField } from "./components/website-field";
export { partnerFieldMessages } from "./profile/profile-options";
// The profile-settings frame, for the corporate contact's page (partners, issue 29).
export { ProfileFormPage, ReadOnlyEmail, profileMeta } from "./components/profile-form-parts";
// Name, sign-in address and phone, as every profile asks them, for an administrator's own page (console, issue 29).
export { ContactDetails } from "./components/profile-form-parts";
// The links to the person's own data, on the corporate dashboard as on the profile pages (issue 29).
export { AccountDataLinks, AccountLink } from "./components/account-data-links";
