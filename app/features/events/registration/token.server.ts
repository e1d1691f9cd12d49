import { createHash, createHmac } from "node:crypto";
import { env } from "~/lib/env.server";
import { canonical } from "~/lib/page/seo.server";

/**
 * The manage link of a registration. The token is an HMAC of the row's random id under the
 * server's secret: nobody can guess it, the database stores only its SHA-256 (a leaked table
 * reveals no working link), and every later e-mail (promotion, reminder) can carry the same link
 * again without storing the token itself (docs/decisions/0019).
 */
export function manageToken(registrationId: string): string {
  return createHmac("sha256", env().SESSION_SECRET).update(`event-registration:${registrationId}`).digest("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function manageUrl(registrationId: string): string {
  return canonical(`/events/registration/${manageToken(registrationId)}`);
}

/** A token as we issue them (43 base64url characters); anything else is not looked up. */
export const tokenShape = /^[A-Za-z0-9_-]{43}$/;
