import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import * as schema from "#db/schema";
import { db, isDatabaseUnavailable } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { hashPassword, verifyPassword } from "~/lib/password.server";
import { CLIENT_IP_HEADER } from "~/lib/http/client-ip";
import { auditSecurityEvent } from "~/lib/audit.server";
import { isAdmin } from "./user-types";
import { userLanguage } from "~/lib/email/words.server";
import { isLang } from "~/lib/i18n/languages";
import { existingAccountEmail, passwordChangedEmail, resetPasswordEmail, verifyEmailEmail } from "./emails";
import { PAGE_LANG_HEADER } from "./page-lang";

const DAY = 24 * 60 * 60;

/**
 * A new password ends every link and pending step still out for the account (issue 22): the other
 * reset links (better-auth consumes only the one used, the others kept working for 24 hours), a
 * second-factor step begun with the old password, and trusted devices. better-auth keys all of them
 * on the user's id in `value` (the identifier itself is stored hashed). Sessions end separately:
 * `revokeSessionsOnPasswordReset` on a reset, `revokeOtherSessions` on a change. E-mail
 * verification links are signed tokens that sign nobody in (`autoSignInAfterVerification: false`).
 */
export async function endOutstandingLinks(userId: string): Promise<void> {
  await db().delete(schema.verifications).where(eq(schema.verifications.value, userId));
}

function createAuth() {
  const config = env();
  // AUTH_IP_LIMIT_SCALE raises these for load tests and the journeys, where every request comes
  // from one address.
  const perClient = (window: number, max: number) => ({ window, max: Math.ceil(max * config.AUTH_IP_LIMIT_SCALE) });
  return betterAuth({
    appName: "RID-CRC",
    // better-auth's messages join our structured log ("Invalid password" is expected, so debug).
    logger: {
      level: "warn",
      log: (level, message) => {
        if (message === "Invalid password") logger.debug({ source: "better-auth" }, message);
        else logger[level]({ source: "better-auth" }, message);
      },
    },
    baseURL: config.APP_URL,
    secret: config.SESSION_SECRET,
    trustedOrigins: [config.APP_URL],
    database: drizzleAdapter(db(), {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        twoFactor: schema.twoFactors,
        rateLimit: schema.rateLimits,
      },
    }),
    user: {
      fields: { name: "fullName" },
      additionalFields: {
        // input: false: better-auth ignores these if a client sends them; our schemas also reject them.
        userType: { type: "string", required: false, defaultValue: "champion", input: false },
        status: { type: "string", required: false, defaultValue: "active", input: false },
        // The account's language (issue 27): set below from the sign-up page's language.
        language: { type: "string", required: false, defaultValue: "en", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: DAY,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      // Sign-up never tells a visitor that an address is taken (ADR 0007); its owner hears it instead.
      onExistingUserSignUp: async ({ user }) => {
        const lang = await userLanguage(user.id);
        await enqueueEmail(
          existingAccountEmail({ to: user.email, name: user.name, url: `${config.APP_URL}/login`, lang }),
        );
      },
      onPasswordReset: async ({ user }) => {
        await endOutstandingLinks(user.id);
        const lang = await userLanguage(user.id);
        await enqueueEmail(
          passwordChangedEmail({ to: user.email, name: user.name, url: `${config.APP_URL}/forgot-password`, lang }),
        );
      },
      sendResetPassword: async ({ user, url }) => {
        await enqueueEmail(
          resetPasswordEmail({ to: user.email, name: user.name, url, lang: await userLanguage(user.id) }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Resending is our own rate-limited action on the sign-in page, not a side effect of sign-in.
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }) => {
        await queueThroughOutage(async () =>
          enqueueEmail(verifyEmailEmail({ to: user.email, name: user.name, url, lang: await userLanguage(user.id) })),
        );
      },
      afterEmailVerification: async (user) => {
        for (const listener of verifiedListeners) await listener(user.id);
      },
    },
    verification: { storeIdentifier: "hashed" },
    session: {
      expiresIn: 30 * DAY,
      updateAge: DAY,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      // Per-client-address flood guards, generous enough for an office behind one address at a
      // sign-up drive; the per-account limits of issue #3 are ours (limits.ts), and better-auth
      // locks an account's second factor after repeated wrong codes.
      customRules: {
        "/sign-in/email": perClient(60, 30),
        "/sign-up/email": perClient(600, 100),
        "/request-password-reset": perClient(600, 50),
        "/send-verification-email": perClient(600, 50),
        "/two-factor/verify-totp": perClient(60, 30),
        "/two-factor/verify-backup-code": perClient(60, 30),
        // Otherwise the plugin's own 3 per 10 seconds for every /two-factor/ path applies: an
        // office behind one address enrolling its staff would see set-up fail (issue 23).
        "/two-factor/enable": perClient(60, 30),
      },
    },
    advanced: {
      useSecureCookies: config.APP_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // server/app.ts writes the client address into this header and drops any value a client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // A new account reads the site in the language of the page it signed up on (issue 27):
          // callAuth passes it in a header of its own (better-auth's HTTP API is closed to browsers).
          before: async (user, context) => {
            const lang = context?.headers?.get(PAGE_LANG_HEADER);
            return isLang(lang) ? { data: { ...user, language: lang } } : undefined;
          },
        },
      },
      session: {
        create: {
          // A suspended account keeps its data but cannot start a session.
          before: async (session) => {
            const [user] = await db()
              .select({ status: schema.users.status })
              .from(schema.users)
              .where(eq(schema.users.id, session.userId));
            if (user?.status === "suspended") {
              throw new APIError("FORBIDDEN", { message: "ACCOUNT_SUSPENDED", code: "ACCOUNT_SUSPENDED" });
            }
          },
          // The console's "active" figures and a user's page read this; an administrator's sign-in
          // goes into the console's audit log too (issue 23).
          after: async (session) => {
            const [user] = await db()
              .update(schema.users)
              .set({ lastSignInAt: new Date() })
              .where(eq(schema.users.id, session.userId))
              .returning({
                email: schema.users.email,
                userType: schema.users.userType,
                twoFactorEnabled: schema.users.twoFactorEnabled,
              });
            // Other features react to a sign-in (a pending account deletion is cancelled: issue 29).
            for (const listener of signInListeners) await listener(session.userId);
            if (user && isAdmin(user.userType)) {
              await auditSecurityEvent(
                { id: session.userId, email: user.email },
                session.ipAddress ?? null,
                "admin.sign_in",
                {
                  two_step: user.twoFactorEnabled,
                },
              ).catch((error: unknown) => logger.warn({ err: error }, "admin sign-in audit write failed"));
            }
          },
        },
      },
    },
    plugins: [twoFactor({ issuer: "RID-CRC" })],
  });
}

type VerifiedListener = (userId: string) => Promise<void>;
const verifiedListeners = new Set<VerifiedListener>();

/**
 * Runs after an account confirms its e-mail address. Other features react here without the
 * accounts feature knowing them (partner applications move on to review: issue #13).
 */
export function onEmailVerified(listener: VerifiedListener): void {
  verifiedListeners.add(listener);
}

type SignInListener = (userId: string) => Promise<void>;
const signInListeners = new Set<SignInListener>();

/** Runs after each new session of an account, in the sign-in's request (privacy cancels a pending deletion). */
export function onSignIn(listener: SignInListener): void {
  signInListeners.add(listener);
}

export type Auth = ReturnType<typeof createAuth>;
let instance: Auth | undefined;

export function auth(): Auth {
  instance ??= createAuth();
  return instance;
}

/** Tests open a fresh database per file and need a fresh auth bound to it. */
export function resetAuth(): void {
  instance = undefined;
}

/** How long a verification e-mail waits for the database to come back (a restart, a failover). */
const OUTAGE_WAIT_MS = 30_000;

/**
 * better-auth queues the verification e-mail after the account's own transaction, and does not
 * tell the sign-up when that fails: a database lost between the two left an account acknowledged
 * with no e-mail (seen by tests/outage). So the e-mail waits for the database, up to 30 s, and
 * the person's answer waits with it.
 */
async function queueThroughOutage(queue: () => Promise<unknown>) {
  const until = Date.now() + OUTAGE_WAIT_MS;
  for (;;) {
    try {
      return await queue();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > until) throw error;
      logger.warn({ err: (error as Error).message }, "verification e-mail waits for the database");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
