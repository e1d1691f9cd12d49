import { and, count, desc, eq, lt, sql, type SQL } from "drizzle-orm";
import { appointmentRequests, gpClinics, specialists } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { mentionsSymptoms } from "~/features/safety";
import { db, throwIfDatabaseUnavailable } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { oneBusinessDayBefore } from "~/lib/text/business-day.server";
import { appointmentMessages as m } from "./messages";
import { appointmentLimits, appointmentStatusValues, statusLabel, type AppointmentStatus } from "./options";

const PAGE_SIZE = appointmentLimits.consolePageSize;

/**
 * Requests no partner account receives (ADR 0010: the team follows them up): the chosen clinic
 * has no account, or the person typed a clinic name.
 */
// NOT EXISTS, which the planner runs as one anti-join over the table, not a lookup per request.
const unmanaged = sql`not exists (select 1 from ${gpClinics} where ${gpClinics.id} = ${appointmentRequests.gpClinicId} and ${gpClinics.userId} is not null)
  and not exists (select 1 from ${specialists} where ${specialists.id} = ${appointmentRequests.specialistId} and ${specialists.userId} is not null)`;

/** New and older than the promised 1 business day. */
const late = (now: Date) =>
  and(eq(appointmentRequests.status, "new"), lt(appointmentRequests.createdAt, oneBusinessDayBefore(now)))!;

export async function lateRequestCount(now = new Date()): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(appointmentRequests)
    .where(and(unmanaged, late(now)));
  return row!.n;
}

type AppointmentFilters = { status: AppointmentStatus | null; late: boolean; page: number };

export function appointmentFilters(url: URL): AppointmentFilters {
  const status = url.searchParams.get("status") ?? "";
  const page = Number(url.searchParams.get("page") ?? "1");
  return {
    status: (appointmentStatusValues as readonly string[]).includes(status) ? (status as AppointmentStatus) : null,
    late: url.searchParams.get("late") === "1",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The team's requests, newest first, each marked when it is past the promise. */
export async function teamRequests(filters: AppointmentFilters, now = new Date()) {
  const where: SQL[] = [unmanaged];
  if (filters.status) where.push(eq(appointmentRequests.status, filters.status));
  if (filters.late) where.push(late(now));
  const cutoff = oneBusinessDayBefore(now);
  const rows = await db()
    .select({
      id: appointmentRequests.id,
      name: appointmentRequests.name,
      email: appointmentRequests.email,
      phone: appointmentRequests.phone,
      clinic: appointmentRequests.preferredClinic,
      preferredDate: appointmentRequests.preferredDate,
      preferredTime: appointmentRequests.preferredTime,
      message: appointmentRequests.message,
      status: appointmentRequests.status,
      createdAt: appointmentRequests.createdAt,
    })
    .from(appointmentRequests)
    .where(and(...where))
    .orderBy(desc(appointmentRequests.createdAt), appointmentRequests.id)
    .limit(PAGE_SIZE + 1)
    .offset((filters.page - 1) * PAGE_SIZE);
  return {
    hasMore: rows.length > PAGE_SIZE,
    requests: rows.slice(0, PAGE_SIZE).map((r) => ({
      ...r,
      late: r.status === "new" && r.createdAt < cutoff,
      mentionsSymptoms: mentionsSymptoms(r.message),
    })),
  };
}

type TeamUpdateOutcome = { ok: true; message: string } | { ok: false; status: number; message: string };

/** Moves a team request to new / contacted / closed, guarded by the state the admin saw, audited. */
export async function updateTeamRequest(
  request: Request,
  admin: SessionUser,
  input: { id: string; status: AppointmentStatus; expected: AppointmentStatus },
): Promise<TeamUpdateOutcome> {
  if (input.status === input.expected) return { ok: false, status: 409, message: m.same };
  try {
    return await db().transaction(async (tx): Promise<TeamUpdateOutcome> => {
      const [row] = await tx
        .update(appointmentRequests)
        .set({ status: input.status, updatedAt: new Date() })
        .where(and(eq(appointmentRequests.id, input.id), eq(appointmentRequests.status, input.expected), unmanaged))
        .returning({
          id: appointmentRequests.id,
          name: appointmentRequests.name,
          clinic: appointmentRequests.preferredClinic,
        });
      if (!row) {
        const [exists] = await tx
          .select({ id: appointmentRequests.id })
          .from(appointmentRequests)
          .where(and(eq(appointmentRequests.id, input.id), unmanaged));
        return exists
          ? { ok: false, status: 409, message: m.changed }
          : { ok: false, status: 404, message: m.notFound };
      }
      await audit(tx, admin, request, {
        action: "appointment.status",
        target: { type: "appointment", id: row.id, label: `${row.name} at ${row.clinic}` },
        before: { status: input.expected },
        after: { status: input.status },
      });
      return { ok: true, message: m.updated(row.name, statusLabel(input.status)) };
    });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error, appointmentId: input.id }, "updating a team appointment request failed");
    return { ok: false, status: 500, message: m.updateFailed };
  }
}
