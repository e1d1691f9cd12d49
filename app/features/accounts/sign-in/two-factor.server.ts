import { createHmac, timingSafeEqual } from "node:crypto";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import QRCode from "qrcode";
import { twoFactors } from "#db/schema";
import { auditSecurityEvent } from "~/lib/audit.server";
import { clientIp } from "~/lib/http/client-ip";
import { db } from "~/lib/db.server";
import { auth } from "../auth.server";
import { callAuth } from "../auth-api.server";
import type { SessionUser } from "../guards.server";
import { messages } from "../messages";
import { isShownPending, showOnNextView, takeShownOnce } from "./shown-once.server";
import { dashboardPath, isAdmin } from "../user-types";
import { signInLanguage } from "../profile/language.server";
import type { Lang } from "~/lib/i18n/languages";

const ISSUER = "RID-CRC";
/** better-auth's TOTP settings (auth.server.ts keeps its defaults): 6 digits, 30 s, one step either side. */
const DIGITS = 6;
const PERIOD_SECONDS = 30;
const WINDOW = 1;

type Refused = { ok: false; message: string };

/** Second step of sign-in: a code from the app, or one of the backup codes. */
export async function verifySignInCode(
  request: Request,
  code: string,
  trustDevice: boolean,
): Promise<{ ok: true; headers: Headers; lang: Lang | null } | Refused> {
  const isTotp = /^\d{6}$/.test(code);
  if (isTotp) {
    // Claimed before better-auth sees the code: a replay is refused without creating a session,
    // and the challenge survives it, so the next code from the app still completes this sign-in.
    const userId = await pendingSignInUser(request);
    if (!userId) return { ok: false, message: messages.twoFactorInvalid };
    if ((await claimCode(userId, code)) === "used") return { ok: false, message: messages.twoFactorCodeUsed };
  }
  const result = await callAuth<{ user?: { id: string } }>(
    request,
    isTotp ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code",
    { code, trustDevice },
  );
  if (result.ok)
    return { ok: true, headers: result.headers, lang: await signInLanguage(result.data.user?.id, result.headers) };
  if (result.status === 429) return { ok: false, message: messages.twoFactorTooManyAttempts };
  return { ok: false, message: messages.twoFactorInvalid };
}

/** What /account/two-factor shows: the backup codes once, right after enrolment, else the state. */
export async function twoFactorSettings(request: Request, user: SessionUser) {
  const showCodes = await takeShownOnce(request, "backup-codes");
  const backupCodes = showCodes ? (await auth().api.viewBackupCodes({ body: { userId: user.id } })).backupCodes : null;
  return {
    enabled: user.twoFactorEnabled,
    required: isAdmin(user.userType) && !user.twoFactorEnabled,
    dashboard: dashboardPath(user.userType),
    backupCodes,
    // A reload after the key was shown shows the same key: an app that scanned it keeps working.
    pending: user.twoFactorEnabled ? null : await pendingForThisSession(request, user),
  };
}

/**
 * The key of an enrolment this session started (it entered the password for it, within the mark's
 * ten minutes) and has not confirmed: shown again, never replaced, until it is confirmed or the
 * person asks for a new one. Another session of the account (one without the password) never sees it.
 */
async function pendingForThisSession(request: Request, user: Pick<SessionUser, "id" | "email">) {
  return (await isShownPending(request, "enrolment-started")) ? pendingEnrolment(user) : null;
}

/** Step 1 again, on purpose: the pending key is dropped for this session; the password makes a new one. */
export async function restartEnrolment(request: Request): Promise<void> {
  await takeShownOnce(request, "enrolment-started");
}

/** Step 1 of enrolment: checks the password and returns what the authenticator app needs. */
export async function startEnrolment(request: Request, user: Pick<SessionUser, "id" | "email">, password: string) {
  // The same form posted again (a reload, a double click) keeps the key already shown.
  const pending = await pendingForThisSession(request, user);
  if (pending) return { ok: true as const, enrolment: pending };
  const result = await callAuth<{ totpURI?: string }>(request, "/two-factor/enable", { password, issuer: ISSUER });
  if (!result.ok || !result.data.totpURI) {
    return {
      ok: false as const,
      message:
        result.status === 429
          ? messages.twoFactorTooManyAttempts
          : result.status === 400 || result.status === 401
            ? messages.enrolmentWrongPassword
            : messages.unexpected,
    };
  }
  await showOnNextView(request, new Headers(), "enrolment-started");
  return { ok: true as const, enrolment: await enrolmentView(result.data.totpURI) };
}

export type Enrolment = Awaited<ReturnType<typeof enrolmentView>>;

async function enrolmentView(totpURI: string) {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const qr = await QRCode.toString(totpURI, { type: "svg", margin: 1, width: 200 });
  return {
    secret: secret.replace(/(.{4})/g, "$1 ").trim(),
    qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(qr).toString("base64")}`,
  };
}

/**
 * The enrolment begun by step 1 and not yet confirmed, shown again after a wrong code. It is rebuilt
 * from the secret better-auth stored, never from the form, so a posted value cannot break the page
 * or put another key in front of the user.
 */
export async function pendingEnrolment(user: Pick<SessionUser, "id" | "email">): Promise<Enrolment | null> {
  const row = await totpRow(user.id);
  if (!row || row.verified) return null;
  const secret = await decryptSecret(row.secret);
  return enrolmentView(createOTP(secret, { digits: DIGITS, period: PERIOD_SECONDS }).url(ISSUER, user.email));
}

/**
 * Step 2: the first code from the app turns two-factor on. better-auth then replaces the session,
 * so the backup codes are shown by the page the caller redirects to, with the new session cookie.
 */
export async function confirmEnrolment(
  request: Request,
  user: Pick<SessionUser, "id" | "email" | "userType">,
  code: string,
): Promise<{ ok: true; headers: Headers } | Refused> {
  // Claimed here too: the code that turned two-step verification on must not also sign in.
  if ((await claimCode(user.id, code)) === "used") return { ok: false, message: messages.twoFactorCodeUsed };
  const result = await callAuth(request, "/two-factor/verify-totp", { code });
  if (!result.ok) return { ok: false, message: messages.twoFactorInvalid };
  if (isAdmin(user.userType)) await auditSecurityEvent(user, clientIp(request), "admin.two_factor_enrolled");
  await showOnNextView(request, result.headers, "backup-codes");
  return { ok: true, headers: result.headers };
}

/**
 * RFC 6238 §5.2: a code is accepted at most once. The time step of the last accepted code is kept
 * per account (two_factors.last_totp_step) and a code is claimed by moving it forward with one
 * conditional UPDATE, so of two requests with the same code at once exactly one wins, on any number
 * of processes. A code that matches no step here is left to better-auth, which refuses it and counts
 * the failure towards its lock-out. A claimed code that better-auth then refuses anyway (a locked
 * account, an expired challenge) stays spent: the cost is a wait for the app's next code.
 *
 * better-auth checks the code a moment later with the same window, which could only have moved
 * forward: a code it accepts that matched no step here would have to be one from two steps ahead,
 * which no authenticator app has shown yet, so nobody could have seen it to replay it.
 */
async function claimCode(userId: string, code: string): Promise<"claimed" | "used" | "no-match"> {
  const row = await totpRow(userId);
  if (!row) return "no-match";
  const step = await matchingStep(await decryptSecret(row.secret), code);
  if (step === undefined) return "no-match";
  const claimed = await db()
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactors.id, row.id), or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step))))
    .returning({ id: twoFactors.id });
  return claimed.length > 0 ? "claimed" : "used";
}

async function totpRow(userId: string) {
  const [row] = await db()
    .select({ id: twoFactors.id, secret: twoFactors.secret, verified: twoFactors.verified })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1);
  return row;
}

/** As better-auth's decryptTOTPSecret: its own key, and `base32:` marks a secret imported in that form. */
async function decryptSecret(stored: string): Promise<string | Uint8Array> {
  const { secretConfig } = await auth().$context;
  const secret = await symmetricDecrypt({ key: secretConfig, data: stored });
  return secret.startsWith("base32:") ? base32.decode(secret.slice("base32:".length).toUpperCase()) : secret;
}

/** The latest time step within better-auth's window whose code this is; every step is compared. */
async function matchingStep(secret: string | Uint8Array, code: string): Promise<number | undefined> {
  const otp = createOTP(secret, { digits: DIGITS, period: PERIOD_SECONDS });
  const current = Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
  let matched: number | undefined;
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    if (sameText(await otp.hotp(step), code)) matched = step;
  }
  return matched;
}

/**
 * The account waiting for its second step: better-auth's signed two_factor cookie names a
 * verification row whose value is the user id. Read the way better-auth reads it (first cookie of
 * that name, HMAC-SHA256 signature with its secret), so both agree on whose code this is.
 */
async function pendingSignInUser(request: Request): Promise<string | null> {
  const context = await auth().$context;
  const raw = readCookie(request.headers.get("cookie") ?? "", context.createAuthCookie("two_factor").name);
  if (!raw) return null;
  const dot = raw.lastIndexOf(".");
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const signature = createHmac("sha256", context.secret).update(value).digest("base64");
  if (!sameText(raw.slice(dot + 1), signature)) return null;
  const challenge = await context.internalAdapter.findVerificationValue(value);
  if (!challenge || new Date(challenge.expiresAt).getTime() <= Date.now()) return null;
  return challenge.value;
}

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A grave step taken while signed in (deleting the account, issue 29) asks for the app's code again:
 * the same claim as sign-in, so a code already used (here or to sign in) is refused as a replay.
 */
export async function claimSecondStepCode(userId: string, code: string): Promise<"claimed" | "used" | "no-match"> {
  if (!/^\d{6}$/.test(code)) return "no-match";
  return claimCode(userId, code);
}
