import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { stories, users } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { db, throwIfDatabaseUnavailable } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { defaultLang } from "~/lib/i18n/languages";
import { logger } from "~/lib/logger.server";
import { storyRejectedEmail } from "./emails";
import {
  storyDecisions,
  storyMessages as m,
  storyStateLabels,
  storyStateOf,
  storyStates,
  type StoryState,
} from "./states";
import type { StoryDecisionInput } from "./decision.schema";

const STORY_PAGE_SIZE = 20;

/** The SQL of each state: one place, used by the queue's filter and by the decisions' guards. */
const inState: Record<StoryState, SQL> = {
  pending: and(eq(stories.approved, false), isNull(stories.reviewedAt))!,
  published: eq(stories.approved, true),
  rejected: and(eq(stories.approved, false), isNotNull(stories.rejectionReason))!,
  unpublished: and(eq(stories.approved, false), isNotNull(stories.reviewedAt), isNull(stories.rejectionReason))!,
};

type StoryQueueFilters = { state: StoryState; page: number };

export function storyQueueFilters(url: URL): StoryQueueFilters {
  const state = url.searchParams.get("state") ?? "";
  const page = Number(url.searchParams.get("page") ?? "1");
  return {
    state: (storyStates as readonly string[]).includes(state) ? (state as StoryState) : "pending",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The stories of one state, newest first, with their authors; and how many each state holds. */
export async function storyQueue(filters: StoryQueueFilters) {
  const [rows, counts] = await Promise.all([
    db()
      .select({
        id: stories.id,
        storyType: stories.storyType,
        experienceType: stories.experienceType,
        location: stories.location,
        content: stories.content,
        isPublic: stories.isPublic,
        anonymous: stories.anonymous,
        canContact: stories.canContact,
        approved: stories.approved,
        reviewedAt: stories.reviewedAt,
        rejectionReason: stories.rejectionReason,
        submittedAt: stories.submittedAt,
        author: users.fullName,
        email: users.email,
      })
      .from(stories)
      .leftJoin(users, eq(users.id, stories.userId))
      .where(inState[filters.state])
      .orderBy(desc(stories.submittedAt), stories.id)
      .limit(STORY_PAGE_SIZE + 1)
      .offset((filters.page - 1) * STORY_PAGE_SIZE),
    Promise.all(
      storyStates.map(async (state) => {
        const [row] = await db().select({ n: count() }).from(stories).where(inState[state]);
        return [state, row!.n] as const;
      }),
    ),
  ]);
  return {
    filters,
    counts: Object.fromEntries(counts) as Record<StoryState, number>,
    hasMore: rows.length > STORY_PAGE_SIZE,
    stories: rows.slice(0, STORY_PAGE_SIZE).map(({ approved, reviewedAt, ...row }) => ({
      ...row,
      state: storyStateOf({ approved, reviewedAt, rejectionReason: row.rejectionReason }),
    })),
  };
}

export type StoryOutcome = { ok: true; message: string } | { ok: false; status: number; message: string };

class Conflict extends Error {}

/**
 * The team's decision on a story, guarded by the state the moderator saw: two moderators at once
 * give one decision and one "someone else has just decided". The change, the author's e-mail and
 * the audit row are one transaction. Approving never makes public a story its author kept private
 * (the public list needs both approved and is_public, ADR 0011).
 */
export async function moderateStory(
  request: Request,
  admin: SessionUser,
  input: StoryDecisionInput,
): Promise<StoryOutcome> {
  const rule = storyDecisions[input.decision];
  try {
    return await db().transaction(async (tx): Promise<StoryOutcome> => {
      const [row] = await tx
        .select({
          id: stories.id,
          approved: stories.approved,
          reviewedAt: stories.reviewedAt,
          rejectionReason: stories.rejectionReason,
          isPublic: stories.isPublic,
          storyType: stories.storyType,
          email: users.email,
          name: users.fullName,
          language: users.language,
        })
        .from(stories)
        .leftJoin(users, eq(users.id, stories.userId))
        .where(eq(stories.id, input.id));
      if (!row) return { ok: false, status: 404, message: m.notFound };
      const state = storyStateOf(row);
      if (state !== input.expected) throw new Conflict();
      if (!(rule.from as readonly StoryState[]).includes(state))
        return { ok: false, status: 409, message: m.notAllowed(storyStateLabels[state]) };
      const now = new Date();
      const set =
        input.decision === "approve"
          ? { approved: true, reviewedAt: now, reviewedBy: admin.id, rejectionReason: null }
          : input.decision === "reject"
            ? { approved: false, reviewedAt: now, reviewedBy: admin.id, rejectionReason: input.reason }
            : { approved: false, reviewedAt: now, reviewedBy: admin.id, rejectionReason: null };
      const done = await tx
        .update(stories)
        .set(set)
        .where(and(eq(stories.id, row.id), inState[state]))
        .returning({ id: stories.id });
      if (!done.length) throw new Conflict();
      const label = `${row.storyType} story${row.name ? ` by ${row.name}` : ""}`;
      await audit(tx, admin, request, {
        action: `story.${input.decision}`,
        target: { type: "story", id: row.id, label },
        before: { state },
        after: { state: rule.to, ...(input.reason ? { reason: input.reason } : {}) },
      });
      if (input.decision === "reject" && row.email) {
        await enqueueEmail(
          storyRejectedEmail({
            to: row.email,
            name: row.name,
            reason: input.reason!,
            lang: row.language ?? defaultLang,
          }),
          tx,
        );
        return { ok: true, message: m.rejected };
      }
      if (input.decision === "reject") return { ok: true, message: m.rejectedNoEmail };
      if (input.decision === "approve") return { ok: true, message: row.isPublic ? m.approved : m.approvedPrivate };
      return { ok: true, message: m.unpublished };
    });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    if (error instanceof Conflict) return { ok: false, status: 409, message: m.changed };
    logger.error({ err: error, storyId: input.id }, "story decision failed");
    return { ok: false, status: 500, message: m.unexpected };
  }
}

/** Stories waiting for the team (the Overview's count). */
export async function pendingStoryCount(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(stories)
    .where(inState.pending);
  return row!.n;
}
