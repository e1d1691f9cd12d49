import { and, eq } from "drizzle-orm";
import { users } from "#db/schema";
import type { UserType } from "~/features/accounts";
import { db, throwIfDatabaseUnavailable, type Tx } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { userActionMessages as m } from "./actions.schema";

// What every console change to one account shares: its outcome, the row it reads, the guard that
// keeps one active super admin, and the transaction that answers instead of throwing.

export type Outcome = { ok: true; message: string } | { ok: false; status: number; message: string };
export const refused = (status: number, message: string): Outcome => ({ ok: false, status, message });
export const conflict = refused(409, m.conflict);

type Target = { id: string; email: string; name: string; userType: UserType; status: string; emailVerified: boolean };

export async function targetOf(tx: Tx, id: string): Promise<Target | null> {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.fullName,
      userType: users.userType,
      status: users.status,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export const auditTarget = (t: Target) => ({ type: "user", id: t.id, label: t.email });

/**
 * Whether an active super admin other than `id` remains. The super admins' rows are locked until
 * the transaction ends, so two super admins removing each other at once cannot both succeed: the
 * second one waits, then sees the first one's change.
 */
export async function anotherActiveSuperAdmin(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, "super_admin"), eq(users.status, "active")))
    .for("update");
  return rows.some((row) => row.id !== id);
}

/** Runs a change in one transaction; an unexpected failure is logged and answered, never thrown. */
export async function inTransaction(label: string, id: string, work: (tx: Tx) => Promise<Outcome>): Promise<Outcome> {
  try {
    return await db().transaction(work);
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error, userId: id, action: label }, "console user action failed");
    return refused(500, m.failed);
  }
}
