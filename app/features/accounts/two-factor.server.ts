import QRCode from "qrcode";
import { auth } from "./auth.server";
import { callAuth } from "./auth-api.server";
import { messages } from "./messages";

/** Second step of sign-in: a code from the app, or one of the backup codes. */
export async function verifySignInCode(request: Request, code: string, trustDevice: boolean) {
  const isTotp = /^\d{6}$/.test(code);
  const result = await callAuth(request, isTotp ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code", {
    code,
    trustDevice,
  });
  if (result.ok) return { ok: true as const, headers: result.headers };
  if (result.status === 429)
    return { ok: false as const, message: "Too many attempts. Please wait a minute and try again." };
  return { ok: false as const, message: messages.twoFactorInvalid };
}

/** Step 1 of enrolment: checks the password and returns what the authenticator app needs. */
export async function startEnrolment(request: Request, password: string) {
  const result = await callAuth<{ totpURI?: string }>(request, "/two-factor/enable", { password, issuer: "RID-CRC" });
  if (!result.ok || !result.data.totpURI) {
    return {
      ok: false as const,
      message: result.status === 400 || result.status === 401 ? "That password is not correct." : messages.unexpected,
    };
  }
  return { ok: true as const, enrolment: await enrolmentView(result.data.totpURI) };
}

export async function enrolmentView(totpURI: string) {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const qr = await QRCode.toString(totpURI, { type: "svg", margin: 1, width: 200 });
  return {
    totpURI,
    secret: secret.replace(/(.{4})/g, "$1 ").trim(),
    qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(qr).toString("base64")}`,
  };
}

/** Step 2: the first code from the app turns two-factor on; the backup codes are shown once. */
export async function confirmEnrolment(request: Request, userId: string, code: string) {
  const result = await callAuth(request, "/two-factor/verify-totp", { code });
  if (!result.ok) return { ok: false as const, message: messages.twoFactorInvalid };
  const codes = await auth().api.viewBackupCodes({ body: { userId } });
  return { ok: true as const, backupCodes: codes.backupCodes, headers: result.headers };
}
