import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Accounts. better-auth owns the columns it names (its "user" model, with `name` stored as
 * full_name); the profile fields of spec accounts §3 live on the same row so a profile can never
 * be missing. Admin rights come from user_type alone (admin, super_admin): see ADR 0003.
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    userType: text("user_type", {
      enum: ["champion", "corporate_contact", "gpclinic", "specialist", "admin", "super_admin"],
    })
      .notNull()
      .default("champion"),
    /** active, or suspended by the team (a suspended account cannot sign in). */
    status: text("status", { enum: ["active", "suspended"] })
      .notNull()
      .default("active"),
    phoneNumber: text("phone_number"),
    address: text("address"),
    friendsInvited: integer("friends_invited").notNull().default(0),
    quizScore: integer("quiz_score"),
    corporateId: text("corporate_id"),
    actionsCompleted: integer("actions_completed").notNull().default(0),
    /** The company whose invite link this Champion joined through (employee participation). */
    joinedThroughCorporateId: text("joined_through_corporate_id"),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /**
     * The language the person reads the site in (issue 27): their e-mails go out in it, and signing
     * in puts the site's remembered language (the rid_lang cookie) back to it. Set at sign-up to the
     * page's language, changed by the language switcher while signed in.
     */
    language: text("language", { enum: ["en", "zh", "ms", "ta"] })
      .notNull()
      .default("en"),
    /** Set when a session is created (auth.server.ts): the console's "active" means within 30 days. */
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_user_type_idx").on(t.userType),
    index("users_created_idx").on(t.createdAt),
    index("users_joined_through_corporate_idx").on(t.joinedThroughCorporateId),
    // The console's search by part of a name or e-mail (ILIKE '%…%'): trigram indexes (pg_trgm).
    index("users_full_name_trgm_idx").using("gin", t.fullName.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /**
     * Ours, not better-auth's (it ignores the column): the TOTP time step (unix time / 30 s) of the
     * last code accepted for this account. A code of that step or an earlier one is refused, so a
     * code is never accepted twice (RFC 6238 §5.2). See app/features/accounts/sign-in/two-factor.server.ts.
     */
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
  },
  (t) => [index("two_factors_user_id_idx").on(t.userId), index("two_factors_secret_idx").on(t.secret)],
);

/** better-auth's database-backed rate-limit counters, shared by every app process. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
