import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/lib/env.server";

/**
 * The links of the screening e-mails: `<id>.<signature>`, the signature an HMAC of the purpose and
 * the id under the server's secret. The link itself says whom it is for and proves we wrote it, so
 * nothing of it is stored: an altered link fails the signature before any query, and a link used
 * twice finds the work already done ("already opted out"), never an error. The purpose keeps one
 * kind of link from being used as another.
 */
// The newsletter (issue 29) signs its links here too, each kind with its own purpose.
type Purpose = "screening-opt-out" | "anonymous-reminder" | "newsletter-confirm" | "newsletter-stop";

const sign = (purpose: Purpose, id: string) =>
  createHmac("sha256", env().SESSION_SECRET).update(`${purpose}:${id}`).digest("base64url");

export function signedToken(purpose: Purpose, id: string): string {
  return `${id}.${sign(purpose, id)}`;
}

/** Ids as we issue them (a user id or a UUID) and a 43-character signature; anything else is refused. */
const shape = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/;

/** The id a token names when its signature is ours, else null. */
export function verifiedId(purpose: Purpose, token: string | undefined): string | null {
  const match = token ? shape.exec(token) : null;
  if (!match) return null;
  const [, id, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(purpose, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
