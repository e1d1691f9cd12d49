import type { Lang } from "~/lib/i18n/languages";
import { sharedOnIn } from "./localized.server";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { data } from "react-router";
import { stories } from "#db/schema";
import { db, throwIfDatabaseUnavailable } from "~/lib/db.server";
import { canonical } from "~/lib/page/seo.server";
import { logger } from "~/lib/logger.server";
import { formatSgDate, todayInSingapore } from "~/lib/text/singapore-date";
import { hit } from "~/lib/http/rate-limit.server";
import { storyRateLimit } from "../limits";
import type { StoryInput } from "./story.schema";
import { storiesMessages as m } from "../messages";
import { storyExcerpt, storyLocations, storyTypes } from "./story-options";
import { storyStateOf, type StoryState } from "../moderation/states";

type StoryFilters = { role: string; location: string };
type StoryListItem = {
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
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error }, "stories read failed");
    return [];
  }
}

/** The stories list page: the filters from the address, the matching stories and the canonical address. */
export async function storiesPage(request: Request) {
  const filters = parseStoryFilters(new URL(request.url));
  return { filters, stories: await approvedStories(filters), canonical: canonical("/stories") };
}

/** Only an approved story its author made public has a page: anything else is the site's 404. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One story's own page (/stories/:id): the whole story, where the list shows its excerpt. */
export async function storyPage(id: string | undefined, lang: Lang = "en") {
  const [story] = UUID.test(id ?? "")
    ? await db()
        .select({
          id: stories.id,
          storyType: stories.storyType,
          experienceType: stories.experienceType,
          location: stories.location,
          content: stories.content,
          anonymous: stories.anonymous,
          submittedAt: stories.submittedAt,
        })
        .from(stories)
        .where(and(eq(stories.id, id!), eq(stories.approved, true), eq(stories.isPublic, true)))
    : [];
  if (!story) throw data({ path: `/stories/${id ?? ""}` }, { status: 404 });
  return {
    story,
    sharedOn: sharedOnIn(lang, todayInSingapore(story.submittedAt)),
    canonical: canonical(`/stories/${story.id}`),
  };
}

/** What a Champion's dashboard says of each story they shared: where it stands, and why if not published. */
export type MyStory = {
  id: string;
  storyType: string;
  excerpt: string;
  /** "5 Jun 2026", Singapore time. */
  sharedOn: string;
  /** The same day as YYYY-MM-DD, for a page in another language (lib/i18n/dates.ts). */
  sharedDay: string;
  state: StoryState;
  /** The team's reason, when it did not publish the story. */
  reason: string | null;
  /** Its page, while it is published and public. */
  href: string | null;
};

export async function myStories(userId: string): Promise<MyStory[]> {
  const rows = await db()
    .select({
      id: stories.id,
      storyType: stories.storyType,
      content: stories.content,
      submittedAt: stories.submittedAt,
      approved: stories.approved,
      isPublic: stories.isPublic,
      reviewedAt: stories.reviewedAt,
      rejectionReason: stories.rejectionReason,
    })
    .from(stories)
    .where(eq(stories.userId, userId))
    .orderBy(desc(stories.submittedAt), stories.id);
  return rows.map((row) => {
    const state = storyStateOf(row);
    return {
      id: row.id,
      storyType: row.storyType,
      excerpt: storyExcerpt(row.content, 120),
      sharedOn: formatSgDate(todayInSingapore(row.submittedAt)),
      sharedDay: todayInSingapore(row.submittedAt),
      state,
      reason: state === "rejected" ? row.rejectionReason : null,
      href: state === "published" && row.isPublic ? `/stories/${row.id}` : null,
    };
  });
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
    throwIfDatabaseUnavailable(error);
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
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error, userId }, "story submission failed");
    return { ok: false, message: m.submissionFailed, status: 500 };
  }
}
