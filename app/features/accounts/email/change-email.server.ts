import { createHmac, timingSafeEqual } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { and, eq, sql } from "drizzle-orm";
import { users, verifications } from "#db/schema";
import { audit } from "~/lib/audit.server";
import { db, type Tx } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { userLanguage } from "~/lib/email/words.server";
import { env } from "~/lib/env.server";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { requestLang } from "~/lib/i18n/paths";
import { canonical } from "~/lib/page/seo.server";
import { emailChangedEmail, emailChangeTakenEmail, emailChangeVerifyEmail } from "../emails";
import { requireUser, type SessionUser } from "../guards.server";
import { accountWords, replyIn, sayIn } from "../localized.server";
import { messages as m } from "../messages";
import { confirmIdentity } from "../password/confirm-identity.server";
import { changeEmailSchema, type ChangeEmailInput } from "./change-email.schema";

/** An address change as the features holding rows by address see it: `from` and `to` lower-cased. */
export type EmailChange = { userId: string; from: string; to: string };
type EmailChangeListener = (tx: Tx, change: EmailChange) => Promise<void>;
const emailChangeListeners = new Set<EmailChangeListener>();

/**
 * Runs inside the transaction that changes an account's address: the features that find a person's
 * rows by address (privacy, from its declaration) move them to the new one, so nothing the person
 * sent before disappears from their pages and their download (issue 29).
 */
export function onEmailChange(listener: EmailChangeListener): void {
  emailChangeListeners.add(listener);
}

/** Each request sends an e-mail to an address the person typed: 5 an hour per account. */
const emailChangeLimit: Limit = { name: "email-change", max: 5, windowSeconds: 3600 };

const LINK_HOURS = 24;

/**
 * The confirmation link: `<user id>.<new address, base64url>.<expiry, epoch seconds>.<HMAC>`. The
 * signature also covers the account's address at the time of the request, so the link works only
 * while that is still the address: once used (or after any other change) it is spent, with nothing
 * stored. An altered link fails the signature before any query.
 */
const signature = (userId: string, oldEmail: string, newEmail: string, expires: number) =>
  createHmac("sha256", env().SESSION_SECRET)
    .update(`email-change:${userId}:${oldEmail.toLowerCase()}:${newEmail}:${expires}`)
    .digest("base64url");

function emailChangeToken(userId: string, oldEmail: string, newEmail: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + LINK_HOURS * 3600;
  const address = Buffer.from(newEmail).toString("base64url");
  return `${userId}.${address}.${expires}.${signature(userId, oldEmail, newEmail, expires)}`;
}

const tokenShape = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{1,400})\.(\d{10})\.([A-Za-z0-9_-]{43})$/;

type Pending = { userId: string; name: string; oldEmail: string; newEmail: string };

/** The change a link asks for, when the link is ours, unexpired and unused; else null. */
async function pendingChange(token: string | undefined): Promise<Pending | null> {
  const match = token ? tokenShape.exec(token) : null;
  if (!match) return null;
  const [, userId, address, expiresText, given] = match as unknown as [string, string, string, string, string];
  const expires = Number(expiresText);
  if (expires * 1000 < Date.now()) return null;
  const newEmail = Buffer.from(address, "base64url").toString("utf8");
  const [user] = await db()
    .select({ email: users.email, name: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const expected = Buffer.from(signature(userId, user.email, newEmail, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { userId, name: user.name, oldEmail: user.email, newEmail };
}

/** What /account/email shows: the current address, and whether the app's code is asked too. */
export async function changeEmailPage(request: Request) {
  const user = await requireUser(request);
  const { t, ...words } = accountWords(requestLang(request), ["fields", "emailChange"]);
  return { ...words, title: t("emailChange.title"), email: user.email, twoFactor: user.twoFactorEnabled };
}

/**
 * The page's action: the form checked, then the request; refusals at their field, nothing written.
 * Its messages are the spec's English, put in the page's language (issue 27).
 */
export async function changeEmailAction(request: Request) {
  const user = await requireUser(request);
  const lang = requestLang(request);
  const submission = parseWithZod(await request.formData(), { schema: changeEmailSchema });
  if (submission.status !== "success")
    return data({ result: replyIn(lang, submission.reply()), sent: null }, { status: 400 });
  const answer = await requestEmailChange(request, user, submission.value);
  if (!answer.ok) {
    const errors = answer.field
      ? { fieldErrors: { [answer.field]: [answer.message] } }
      : { formErrors: [answer.message] };
    return data({ result: replyIn(lang, submission.reply(errors)), sent: null }, { status: answer.status });
  }
  return data({ result: submission.reply({ resetForm: true }), sent: sayIn(lang, answer.message) });
}

type EmailChangeAnswer =
  | { ok: true; message: string }
  | { ok: false; field?: "newEmail" | "password" | "code"; message: string; status: number };

/**
 * POST /account/email: proves it is the person (password, and the app's code when two-step is on),
 * then e-mails the new address a link. An address another account uses gets an e-mail saying so
 * instead, and the form answers exactly as for a free one (no account enumeration). The request,
 * its e-mail and its audit row are written together.
 */
async function requestEmailChange(
  request: Request,
  user: SessionUser,
  input: ChangeEmailInput,
): Promise<EmailChangeAnswer> {
  if (input.newEmail === user.email.toLowerCase())
    return { ok: false, field: "newEmail", message: m.newEmailSame, status: 400 };
  if (!(await hit(emailChangeLimit, user.id)).allowed) return { ok: false, message: m.emailChangeTooMany, status: 429 };
  const identity = await confirmIdentity(request, user, input.password, input.code);
  if (!identity.ok) return { ok: false, field: identity.field, message: identity.message, status: 400 };
  await db().transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id, name: users.fullName })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.newEmail));
    if (taken) {
      const lang = await userLanguage(taken.id, tx);
      await enqueueEmail(
        emailChangeTakenEmail({ to: input.newEmail, name: taken.name, url: canonical("/login"), lang }),
        tx,
      );
    } else {
      const lang = await userLanguage(user.id, tx);
      const url = canonical(`/account/email/confirm/${emailChangeToken(user.id, user.email, input.newEmail)}`);
      await enqueueEmail(emailChangeVerifyEmail({ to: input.newEmail, name: user.name, url, lang }), tx);
    }
    await audit(tx, { id: user.id, email: user.email }, request, {
      action: "account.email_change_request",
      target: { type: "user", id: user.id, label: user.email },
      after: { newEmail: input.newEmail },
    });
  });
  return { ok: true, message: m.emailChangeSent(input.newEmail) };
}

/** GET /account/email/confirm/:token: what the link would change, or that it cannot. */
export async function emailChangeLinkPage(request: Request, token: string | undefined) {
  const pending = await pendingChange(token);
  const lang = requestLang(request);
  const { t, ...words } = accountWords(lang, ["emailConfirm"]);
  const page = pending
    ? { valid: true as const, message: sayIn(lang, m.emailChangeConfirm(pending.newEmail)) }
    : { ...invalidLink, message: sayIn(lang, invalidLink.message) };
  return { ...words, title: t("emailConfirm.title"), ...page };
}

const invalidLink = { valid: false as const, message: m.emailChangeInvalid };

/**
 * POST /account/email/confirm/:token: the change itself, only from the link (a scanner opening the
 * link changes nothing). One conditional update, still from the address the link was made for, so a
 * link works once; with it, every password-reset link still out to the old address ends, the old
 * address hears of the change, and the audit row. Sessions stay as they are.
 */
async function changeByLink(request: Request, token: string | undefined) {
  const pending = await pendingChange(token);
  if (!pending) return { ok: false as const, ...invalidLink, status: 404 };
  const outcome = await db().transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, pending.newEmail));
    if (clash) return "in-use" as const;
    const [changed] = await tx
      .update(users)
      .set({ email: pending.newEmail, emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, pending.userId), eq(users.email, pending.oldEmail)))
      .returning({ id: users.id });
    if (!changed) return "spent" as const;
    await tx.delete(verifications).where(eq(verifications.value, pending.userId));
    const change = { userId: pending.userId, from: pending.oldEmail.toLowerCase(), to: pending.newEmail.toLowerCase() };
    for (const listener of emailChangeListeners) await listener(tx, change);
    const lang = await userLanguage(pending.userId, tx);
    await enqueueEmail(
      emailChangedEmail({
        to: pending.oldEmail,
        name: pending.name,
        newEmail: pending.newEmail,
        url: canonical("/contact"),
        lang,
      }),
      tx,
    );
    await audit(tx, { id: pending.userId, email: pending.oldEmail }, request, {
      action: "account.email_change",
      target: { type: "user", id: pending.userId, label: pending.newEmail },
      before: { email: pending.oldEmail },
      after: { email: pending.newEmail },
    });
    return "changed" as const;
  });
  if (outcome === "in-use")
    return { ok: false as const, valid: false as const, message: m.emailChangeInUse, status: 409 };
  if (outcome === "spent") return { ok: false as const, ...invalidLink, status: 404 };
  return { ok: true as const, message: m.emailChanged(pending.newEmail) };
}

/** The confirmation's answer with its message in the page's language (issue 27). */
export async function confirmEmailChange(request: Request, token: string | undefined) {
  const outcome = await changeByLink(request, token);
  return { ...outcome, message: sayIn(requestLang(request), outcome.message) };
}
