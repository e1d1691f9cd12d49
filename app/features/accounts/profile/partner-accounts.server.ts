import { randomUUID } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import { accounts, users } from "#db/schema";
import type { Tx } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { hashPassword } from "~/lib/password.server";
import type { UserType } from "../user-types";
import type { Lang } from "~/lib/i18n/languages";

/**
 * Accounts created inside another feature's transaction (partner registration, issue #13): the
 * account, its profile row and the verification e-mail are written together or not at all, which
 * better-auth's sign-up endpoint (its own writes, its own e-mail) cannot do. The rows are the ones
 * better-auth writes for an e-mail-and-password sign-up, so it signs the person in as any other.
 */

const DAY = 24 * 60 * 60;

/** Whether an account already uses this address (any case). */
export async function accountEmailTaken(tx: Tx, email: string): Promise<{ id: string; name: string } | null> {
  const [row] = await tx
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

/** A new, unverified account of the given type; the type comes from the page, never from the form. */
export async function createPasswordAccount(
  tx: Tx,
  account: {
    email: string;
    password: string;
    name: string;
    userType: UserType;
    phoneNumber?: string | null;
    /** The language of the page the partner registered on: their e-mails' (issue 27). */
    language?: Lang;
  },
): Promise<string> {
  const id = randomUUID();
  await tx.insert(users).values({
    id,
    email: account.email.toLowerCase(),
    fullName: account.name,
    userType: account.userType,
    phoneNumber: account.phoneNumber ?? null,
    ...(account.language ? { language: account.language } : {}),
    emailVerified: false,
  });
  await tx.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(account.password),
  });
  return id;
}

/**
 * The link of the verification e-mail, as better-auth makes it (a signed token valid 24 hours,
 * checked by its /verify-email endpoint), back to the partners' own sign-in page, which says so.
 */
export async function verificationLink(email: string, userId: string): Promise<string> {
  const token = await createEmailVerificationToken(env().SESSION_SECRET, email, undefined, DAY, { userId });
  const callback = encodeURIComponent("/partner-sign-in?verified=true");
  return `${env().APP_URL}/api/auth/verify-email?token=${token}&callbackURL=${callback}`;
}
