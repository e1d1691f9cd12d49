/**
 * Every role the guard matrices run through. Apart from sessions.ts so that the Playwright security
 * specs can import the list without loading the app's server code.
 */
export const roles = [
  "anonymous",
  "champion",
  "gpclinic",
  "specialist",
  "corporate_contact",
  "admin",
  "super_admin",
] as const;
export type Role = (typeof roles)[number];
