import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerId: text("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referredEmail: text("referred_email").notNull(),
    message: text("message"),
    status: text("status", { enum: ["pending", "joined"] })
      .notNull()
      .default("pending"),
    /** The account the invited person created through the link, once they join. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("referrals_referrer_idx").on(t.referrerId, t.createdAt),
    index("referrals_email_idx").on(sql`lower(${t.referredEmail})`, t.createdAt),
  ],
);

export const stories = pgTable(
  "stories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    storyType: text("story_type").notNull(),
    experienceType: text("experience_type").notNull(),
    location: text("location").notNull(),
    content: text("content").notNull(),
    isPublic: boolean("is_public").notNull().default(true),
    anonymous: boolean("anonymous").notNull().default(false),
    canContact: boolean("can_contact").notNull().default(false),
    approved: boolean("approved").notNull().default(false),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    /** The team's last decision (app/features/community/moderation/moderation.server.ts): null while pending. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by"),
    /** Set when the team rejects the story; the reason is e-mailed to its author. */
    rejectionReason: text("rejection_reason"),
  },
  (t) => [
    index("stories_listing_idx").on(t.approved, t.submittedAt),
    index("stories_queue_idx").on(t.reviewedAt, t.submittedAt),
  ],
);
