import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Security-relevant events: admin sign-in successes and failures, with client IP. */
export const activityLogs = pgTable(
  "activity_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: text("admin_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text("ip_address").notNull().default("unknown"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("activity_logs_created_idx").on(t.createdAt)],
);

/**
 * The console's audit trail: one row per write made from the console, written in the transaction
 * of the change (app/features/admin/audit.server.ts). Append-only: a trigger of migration 0008
 * refuses UPDATE, DELETE and TRUNCATE, so the actor is kept as id and e-mail with no foreign key
 * (a deleted account must not rewrite its history).
 */
export const adminActivityLog = pgTable(
  "admin_activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: text("admin_id"),
    actorEmail: text("actor_email"),
    /** A dotted verb, e.g. "user.suspend", "story.approve", "setting.update". */
    action: text("action").notNull(),
    /** What was acted on: its kind ("user", "story", "setting"…), id and a readable name. */
    targetType: text("target_type"),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_activity_log_created_idx").on(t.createdAt),
    index("admin_activity_log_actor_idx").on(t.adminId, t.createdAt),
    index("admin_activity_log_target_idx").on(t.targetType, t.targetId),
  ],
);

export const appSettings = pgTable("app_settings", {
  settingName: text("setting_name").primaryKey(),
  settingValue: jsonb("setting_value").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Our own rate-limit counters (fixed windows), for limits better-auth cannot express: per e-mail
 * address, failures only, per user per day. Shared by every app process.
 */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});
