import { adminActivityLog } from "#db/schema";
import { clientIp } from "./http/client-ip";
import { db, type Tx } from "./db.server";

export type AuditActor = { id: string; email: string };

type AuditEntry = {
  /** A dotted verb from app/lib/audit-actions.ts, e.g. "user.suspend". */
  action: string;
  target?: { type: string; id: string; label: string };
  /** What the change replaced and what it wrote (only the fields it touched). */
  before?: unknown;
  after?: unknown;
};

/**
 * The one way the console records a write: inside the transaction of the change, so the change and
 * its audit row land together or not at all. The table refuses updates and deletes (migration 0008).
 */
export async function audit(tx: Tx, actor: AuditActor, request: Request, entry: AuditEntry): Promise<string> {
  const [row] = await tx
    .insert(adminActivityLog)
    .values({
      adminId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      targetLabel: entry.target?.label ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ipAddress: clientIp(request),
    })
    .returning({ id: adminActivityLog.id });
  return row!.id;
}

/**
 * An administrator's own security event (a sign-in, turning on two-step verification): written on
 * its own, as there is no change of the console's to roll back with it. The log's reader sees it
 * among the team's writes, by whom, when and from where.
 */
export async function auditSecurityEvent(
  actor: AuditActor,
  ipAddress: string | null,
  action: string,
  after?: Record<string, unknown>,
): Promise<void> {
  await db()
    .insert(adminActivityLog)
    .values({
      adminId: actor.id,
      actorEmail: actor.email,
      action,
      targetType: "user",
      targetId: actor.id,
      targetLabel: actor.email,
      after: after ?? null,
      ipAddress,
    });
}
