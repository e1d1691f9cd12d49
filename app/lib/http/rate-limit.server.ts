import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { rateLimitBuckets } from "#db/schema";
import { db } from "../db.server";

export type Limit = { name: string; max: number; windowSeconds: number };

/** Keys hold hashes, so the table never stores e-mail or IP addresses in the clear. */
function bucketKey(limit: Limit, parts: string[]): string {
  const digest = createHash("sha256").update(parts.join("\u0000").toLowerCase()).digest("base64url");
  return `${limit.name}:${digest}`;
}

type LimitState = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one hit against the limit and says whether it is still allowed. One atomic upsert, so
 * concurrent requests on several processes cannot overshoot.
 */
export async function hit(limit: Limit, ...parts: string[]): Promise<LimitState> {
  const key = bucketKey(limit, parts);
  const expired = sql`${rateLimitBuckets.windowStart} < now() - make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await db()
    .insert(rateLimitBuckets)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimitBuckets.windowStart} end`,
      },
    })
    .returning({ count: rateLimitBuckets.count, windowStart: rateLimitBuckets.windowStart });
  return state(limit, row!.count, row!.windowStart, row!.count <= limit.max);
}

/** Whether another hit would be allowed, without counting one (e.g. before checking a password). */
export async function peek(limit: Limit, ...parts: string[]): Promise<LimitState> {
  const key = bucketKey(limit, parts);
  const [row] = await db()
    .select()
    .from(rateLimitBuckets)
    .where(
      and(
        eq(rateLimitBuckets.key, key),
        sql`${rateLimitBuckets.windowStart} >= now() - make_interval(secs => ${limit.windowSeconds})`,
      ),
    );
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  return state(limit, row.count, row.windowStart, row.count < limit.max);
}

/** Forgets the counter (e.g. failures after a successful sign-in). */
export async function reset(limit: Limit, ...parts: string[]): Promise<void> {
  await db()
    .delete(rateLimitBuckets)
    .where(eq(rateLimitBuckets.key, bucketKey(limit, parts)));
}

function state(limit: Limit, _count: number, windowStart: Date, allowed: boolean): LimitState {
  const retry = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowSeconds * 1000 - Date.now()) / 1000));
  return { allowed, retryAfterSeconds: allowed ? 0 : retry };
}
