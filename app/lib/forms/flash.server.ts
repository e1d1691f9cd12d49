import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { env } from "../env.server";
import { FLASH_COOKIE, type Flash, type FlashInput, type FlashKind } from "./flash";

export type { Flash, FlashInput, FlashKind } from "./flash";

/** Long enough for one redirect and the page it leads to; a flash never outlives a minute. */
const MAX_AGE_SECONDS = 60;
const MAX_MESSAGE_LENGTH = 500;
const KINDS: readonly FlashKind[] = ["success", "info", "error"];

/**
 * A document POST that renders in place (a failed sign-in without JavaScript) runs the action and
 * then the root loader in the same request, with the same load context: the loader takes the flash
 * from here, since the browser has not got the cookie yet. Keyed by that context object.
 */
const pending = new WeakMap<object, Flash>();
/** Requests whose root loader took a flash: their document must end with the cookie cleared. */
const taken = new WeakSet<object>();

// A key of its own, derived from the session secret, so a flash signature is never a session one.
const key = () => createHmac("sha256", env().SESSION_SECRET).update("rid-crc flash cookie v1").digest();
const sign = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url");

/** The cookie's value: the message and its time as base64url JSON, a dot, its HMAC-SHA256. */
export function encodeFlash(flash: Flash, issuedAt = Date.now()): string {
  // `t`: when it was written. The cookie's Max-Age is the browser's to honour; a captured cookie
  // replayed later is refused here (issue 22).
  const t = Math.floor(issuedAt / 1000);
  const payload = Buffer.from(JSON.stringify({ k: flash.kind, m: flash.message, i: flash.id, t })).toString(
    "base64url",
  );
  return `${payload}.${sign(payload)}`;
}

/** The flash in a cookie value, or null when it is malformed, too long, too old, or not signed by us. */
export function decodeFlash(value: string): Flash | null {
  const dot = value.indexOf(".");
  if (dot < 1) return null;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64url");
  const expected = Buffer.from(sign(payload), "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    const { k: kind, m: message, i: id, t: issuedAt } = data;
    if (!KINDS.includes(kind as FlashKind) || typeof message !== "string" || typeof id !== "string") return null;
    const age = Date.now() / 1000 - Number(issuedAt);
    // A few seconds' grace for a clock stepped back; older than the cookie's own life: not shown.
    if (typeof issuedAt !== "number" || !(age >= -5 && age <= MAX_AGE_SECONDS)) return null;
    if (!message || message.length > MAX_MESSAGE_LENGTH) return null;
    return { kind: kind as FlashKind, message, id };
  } catch {
    return null;
  }
}

function cookie(value: string, maxAge: number): string {
  const secure = env().APP_URL.startsWith("https://") ? "; Secure" : "";
  // Not HttpOnly: the browser only checks that one is waiting (flashWaiting); it is signed, and holds
  // nothing but the message the page is about to show.
  return `${FLASH_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

const clearing = () => cookie("", 0);

/**
 * Headers that leave `flash` for the next page: those of a redirect, or of an action's answer.
 * Pass the action's load `context` when the answer renders in place, so a browser without
 * JavaScript sees the message on that very page.
 */
export function withFlash(flash: FlashInput, init: { headers?: HeadersInit; context?: object } = {}): Headers {
  const headers = new Headers(init.headers);
  const message = flash.message.slice(0, MAX_MESSAGE_LENGTH);
  const full: Flash = { kind: flash.kind, message, id: randomUUID() };
  headers.append("Set-Cookie", cookie(encodeFlash(full), MAX_AGE_SECONDS));
  if (init.context) pending.set(init.context, full);
  return headers;
}

function readCookie(request: Request): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === FLASH_COOKIE) return rest.join("=");
  }
  return undefined;
}

/**
 * For the root loader: the flash this page shows (once), and the headers that clear the cookie.
 * A cookie that is not ours (forged, altered, expired format) is cleared and shows nothing.
 */
export function takeFlash(request: Request, context?: object): { flash: Flash | null; headers?: Headers } {
  const inRequest = context ? pending.get(context) : undefined;
  const raw = readCookie(request);
  if (!inRequest && raw === undefined) return { flash: null };
  if (context) {
    pending.delete(context);
    taken.add(context);
  }
  return {
    flash: inRequest ?? (raw ? decodeFlash(raw) : null),
    headers: new Headers({ "Set-Cookie": clearing() }),
  };
}

/**
 * For the document response (entry.server): when this page has shown the flash, the browser must not
 * keep it, whatever order React Router merged the action's and the loader's cookies in.
 */
export function settleFlash(responseHeaders: Headers, context: object): void {
  if (!taken.has(context)) return;
  const cookies = responseHeaders.getSetCookie();
  responseHeaders.delete("Set-Cookie");
  for (const c of cookies) if (!c.startsWith(`${FLASH_COOKIE}=`)) responseHeaders.append("Set-Cookie", c);
  responseHeaders.append("Set-Cookie", clearing());
}
