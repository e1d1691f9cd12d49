import { and, desc, eq, type SQL } from "drizzle-orm";
import { stories } from "#db/schema";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
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
 * are public; a failed read is logged and the list stays empty (spec §7, §8).
 */
export async function approvedStories(filters: StoryFilters): Promise<StoryListItem[]> {
  const where: SQL[] = [eq(stories.approved, true)];
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
  return { filters, stories: await approvedStories(filters), canonical: `${env().APP_URL}/stories` };
}
