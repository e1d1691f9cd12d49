// Public entry of the accounts feature for components and pure rules.
export * from "./user-types";
export const loadAdminAccessRequired = () => import("./components/admin-access-required");
export { PasswordStrengthMeter } from "./components/password-strength-meter";
export { OperatingHoursFields } from "./components/operating-hours-fields";
export { partnerFieldMessages } from "./profile/profile-options";
