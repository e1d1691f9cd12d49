import { and, desc, eq, type SQL } from "drizzle-orm";
import { stories } from "#db/schema";
import { db } from "~/lib/db.server";
import { canonical } from "~/lib/seo.server";
import { logger } from "~/lib/logger.server";
import { hit } from "~/lib/rate-limit.server";
import { storyRateLimit } from "../limits";
import type { StoryInput } from "./story.schema";
import { storiesMessages as m } from "../messages";
import { storyLocations, storyTypes } from "./story-options";

export type StoryFilters = { role: string; location: string };
export type StoryListItem = {
  id: string;
  storyType: string;
  location: string;
  content: string;
  anonymous: boolean;
  submittedAt: Date;
};

/** Reads the filters from the query string; values outside the option lists mean "all". */
export function parseStoryFilters(url: URL): StoryFilters {
  const role = url.searchParams.get("role") ?? "";
  const location = url.searchParams.get("location") ?? "";
  return {
    role: (storyTypes as readonly string[]).includes(role) ? role : "",
    location: (storyLocations as readonly string[]).includes(location) ? location : "",
  };
}

/**
 * Approved stories, newest first, narrowed by the filters (they combine). Only reviewed stories
 * that their authors chose to make public are listed; a failed read is logged and the list stays
 * empty (spec §7, §8).
 */
export async function approvedStories(filters: StoryFilters): Promise<StoryListItem[]> {
  const where: SQL[] = [eq(stories.approved, true), eq(stories.isPublic, true)];
  if (filters.role) where.push(eq(stories.storyType, filters.role));
  if (filters.location) where.push(eq(stories.location, filters.location));
  try {
    return await db()
      .select({
        id: stories.id,
        storyType: stories.storyType,
        location: stories.location,
        content: stories.content,
        anonymous: stories.anonymous,
        submittedAt: stories.submittedAt,
      })
      .from(stories)
      .where(and(...where))
      .orderBy(desc(stories.submittedAt), stories.id);
  } catch (error) {
    logger.error({ err: error }, "stories read failed");
    return [];
  }
}

/** The stories list page: the filters from the address, the matching stories and the canonical address. */
export async function storiesPage(request: Request) {
  const filters = parseStoryFilters(new URL(request.url));
  return { filters, stories: await approvedStories(filters), canonical: canonical("/stories") };
}

export type StoryOutcome = { ok: true } | { ok: false; message: string; status: number };

/**
 * Spec content §4, §7: one stories row for the user, pending review (approved false) until a
 * moderator approves it. At most five a day per user; a refused or failed submission writes nothing.
 */
export async function submitStory(userId: string, input: StoryInput): Promise<StoryOutcome> {
  try {
    if (!(await hit(storyRateLimit, userId)).allowed) return { ok: false, message: m.dailyLimit, status: 429 };
  } catch (error) {
    logger.error({ err: error, userId }, "story rate limit check failed");
    return { ok: false, message: m.unexpected, status: 500 };
  }
  try {
    await db()
      .insert(stories)
      .values({ userId, ...input, approved: false, submittedAt: new Date() });
    logger.info({ userId }, "story submitted for review");
    return { ok: true };
  } catch (error) {
    logger.error({ err: error, userId }, "story submission failed");
    return { ok: false, message: m.submissionFailed, status: 500 };
  }
}
