import { and, eq } from "drizzle-orm";
import { corporates } from "#db/schema";
import type { Tx } from "~/lib/db.server";

/**
 * A corporate contact withdraws the newsletter consent their company's registration gave (issue 29,
 * "My consents"), in the caller's transaction. Returns whether a row changed.
 */
export async function withdrawNewsletter(tx: Tx, userId: string): Promise<boolean> {
  const changed = await tx
    .update(corporates)
    .set({ agreedToNewsletter: false, updatedAt: new Date() })
    .where(and(eq(corporates.userId, userId), eq(corporates.agreedToNewsletter, true)))
    .returning({ id: corporates.id });
  return changed.length > 0;
}
