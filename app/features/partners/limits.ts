import type { Limit } from "~/lib/http/rate-limit.server";

/**
 * Registration and enquiry floods (issue #13), counted in the database so every app process
 * shares them: per e-mail address, and per client address generously enough for a clinic group
 * registering several practices from one office.
 */
export const limits = {
  registerPerAddress: { name: "partner-register", max: 3, windowSeconds: 3600 },
  registerPerClient: { name: "partner-register-ip", max: 10, windowSeconds: 3600 },
  enquiryPerAddress: { name: "enquiry", max: 3, windowSeconds: 3600 },
  enquiryPerClient: { name: "enquiry-ip", max: 10, windowSeconds: 3600 },
} satisfies Record<string, Limit>;
