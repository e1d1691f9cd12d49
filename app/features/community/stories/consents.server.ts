import { and, eq } from "drizzle-orm";
import { stories } from "#db/schema";
import type { Tx } from "~/lib/db.server";

export type StoryConsent = "public" | "contact";

/**
 * A story's author withdraws a consent (issue 29, "My consents"), in the caller's transaction:
 * "public" takes the story off the public list at once (it needs both flags, ADR 0011), "contact"
 * stops the team contacting them about it. Only the author's own story, and only a consent still
 * given: returns whether a row changed.
 */
export async function withdrawStoryConsent(tx: Tx, userId: string, storyId: string, consent: StoryConsent) {
  const flag = consent === "public" ? stories.isPublic : stories.canContact;
  const changed = await tx
    .update(stories)
    .set(consent === "public" ? { isPublic: false } : { canContact: false })
    .where(and(eq(stories.id, storyId), eq(stories.userId, userId), eq(flag, true)))
    .returning({ id: stories.id });
  return changed.length === 1;
}
