import { activityLogs } from "#db/schema";
import { clientIp } from "~/lib/http/client-ip";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";

/** Security events (admin sign-ins). A failure to log never blocks the person (spec accounts §8). */
export async function logActivity(
  request: Request,
  entry: { adminId?: string | null; action: string; details: Record<string, unknown> },
) {
  try {
    await db()
      .insert(activityLogs)
      .values({
        adminId: entry.adminId ?? null,
        action: entry.action,
        details: entry.details,
        ipAddress: clientIp(request),
      });
  } catch (error) {
    logger.warn({ err: error, action: entry.action }, "activity log write failed");
  }
}
