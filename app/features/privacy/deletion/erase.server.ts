import { and, eq, not, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  activityLogs,
  adminActivityLog,
  corporateSponsorships,
  corporates,
  deletionRequests,
  gpClinics,
  newsletterIssues,
  partnerReviews,
  specialists,
  stories,
} from "#db/schema";
import type { Tx } from "~/lib/db.server";
import { personalData, type PersonalTable } from "../declaration";
import { condition, keysOf, tableOf, type Keys } from "../export/collect.server";

type TableCounts = { removed: number; anonymised: number };
export type DeletionCounts = Record<string, TableCounts>;
type Options = { removeStories: boolean };

const none: TableCounts = { removed: 0, anonymised: 0 };
const removed = async (rows: Promise<unknown[]>): Promise<TableCounts> => ({
  removed: (await rows).length,
  anonymised: 0,
});
const anonymised = async (rows: Promise<unknown[]>): Promise<TableCounts> => ({
  removed: 0,
  anonymised: (await rows).length,
});

/**
 * What deleting the person does to each table the declaration says is not simply erased. Written
 * per table because "keep without the person" means different columns in each; a declared table
 * that is kept or anonymised without an entry here fails erase.server.test.ts, and the job throws
 * rather than leave the person behind.
 */
export const keepers: Record<string, (tx: Tx, keys: Keys, options: Options) => Promise<TableCounts>> = {
  // The security record stays, without whose sign-in it was or from where.
  activity_logs: (tx, { userId }) =>
    anonymised(
      tx
        .update(activityLogs)
        .set({ adminId: null, details: {}, ipAddress: "unknown" })
        .where(eq(activityLogs.adminId, userId))
        .returning({ id: activityLogs.id }),
    ),
  // Append-only (migration 0008), except clearing these columns (migration account-deletion): the
  // action, its time and the account's id stay; the address, names and what was written go.
  admin_activity_log: async (tx, { userId }) => {
    const acted = await tx
      .update(adminActivityLog)
      .set({ actorEmail: null, ipAddress: null })
      .where(eq(adminActivityLog.adminId, userId))
      .returning({ id: adminActivityLog.id });
    const about = await tx
      .update(adminActivityLog)
      .set({ targetLabel: null, before: null, after: null })
      .where(and(eq(adminActivityLog.targetId, userId), eq(adminActivityLog.targetType, "user")))
      .returning({ id: adminActivityLog.id });
    return { removed: 0, anonymised: new Set([...acted, ...about].map((r) => r.id)).size };
  },
  // The clinic stays on record for the team, unpublished and no longer managed by anyone.
  gp_clinics: (tx, { userId }) =>
    anonymised(
      tx
        .update(gpClinics)
        .set({ userId: null, approvalStatus: "suspended", pendingChanges: null })
        .where(eq(gpClinics.userId, userId))
        .returning({ id: gpClinics.id }),
    ),
  specialists: (tx, { userId }) =>
    anonymised(
      tx
        .update(specialists)
        .set({ userId: null, approvalStatus: "suspended", pendingChanges: null })
        .where(eq(specialists.userId, userId))
        .returning({ id: specialists.id }),
    ),
  // The company and its pledges stay; its contact person is the one who left.
  corporates: (tx, { userId }) =>
    anonymised(
      tx
        .update(corporates)
        .set({
          userId: null,
          contactPersonName: "(account deleted)",
          designation: "",
          phone: "",
          additionalComments: null,
          agreedToNewsletter: false,
          pendingChanges: null,
        })
        .where(eq(corporates.userId, userId))
        .returning({ id: corporates.id }),
    ),
  corporate_sponsorships: async (tx, { userId }) => {
    const asked = await tx
      .update(corporateSponsorships)
      .set({ requestedBy: null })
      .where(eq(corporateSponsorships.requestedBy, userId))
      .returning({ id: corporateSponsorships.id });
    const decided = await tx
      .update(corporateSponsorships)
      .set({ decidedBy: null })
      .where(eq(corporateSponsorships.decidedBy, userId))
      .returning({ id: corporateSponsorships.id });
    return { removed: 0, anonymised: new Set([...asked, ...decided].map((r) => r.id)).size };
  },
  // A newsletter issue stays as sent; who on the team wrote it goes.
  newsletter_issues: (tx, { userId }) =>
    anonymised(
      tx
        .update(newsletterIssues)
        .set({ createdBy: null })
        .where(eq(newsletterIssues.createdBy, userId))
        .returning({ id: newsletterIssues.id }),
    ),
  partner_reviews: (tx, { userId }) =>
    anonymised(
      tx
        .update(partnerReviews)
        .set({ actorId: null })
        .where(eq(partnerReviews.actorId, userId))
        .returning({ id: partnerReviews.id }),
    ),
  // A published story stays, anonymous, unless the person chose to remove it; the rest go.
  stories: async (tx, { userId }, { removeStories }) => {
    const published = and(eq(stories.approved, true), eq(stories.isPublic, true));
    const gone = await tx
      .delete(stories)
      .where(and(eq(stories.userId, userId), removeStories ? undefined : not(published!)))
      .returning({ id: stories.id });
    const kept = removeStories
      ? []
      : await tx
          .update(stories)
          .set({ userId: null, anonymous: true, canContact: false, rejectionReason: null })
          .where(and(eq(stories.userId, userId), published))
          .returning({ id: stories.id });
    return { removed: gone.length, anonymised: kept.length };
  },
  // The request is the proof of the deletion: the account's id stays, the reason goes; a super
  // admin who leaves is no longer named on the requests they filed for others.
  deletion_requests: async (tx, { userId }) => {
    const own = await tx
      .update(deletionRequests)
      .set({ reason: null })
      .where(eq(deletionRequests.userId, userId))
      .returning({ id: deletionRequests.id });
    const filed = await tx
      .update(deletionRequests)
      .set({ filedBy: null })
      .where(eq(deletionRequests.filedBy, userId))
      .returning({ id: deletionRequests.id });
    return { removed: 0, anonymised: new Set([...own, ...filed].map((r) => r.id)).size };
  },
};

function linked(declared: PersonalTable, keys: Keys): SQL | undefined {
  const { columns } = tableOf(declared.table);
  const conditions = declared.links
    .map((link) => condition(columns.get(link.column)!, link.by, keys))
    .filter((c): c is SQL => c !== undefined);
  return conditions.length ? or(...conditions) : undefined;
}

async function erase(tx: Tx, declared: PersonalTable, keys: Keys): Promise<TableCounts> {
  const where = linked(declared, keys);
  if (!where) return none;
  const { table, columns } = tableOf(declared.table);
  const first = [...columns.values()][0] as PgColumn;
  return removed(
    tx
      .delete(table as PgTable)
      .where(where)
      .returning({ key: first }),
  );
}

/**
 * Applies the declaration to one person, in the caller's transaction: each table with a link to the
 * person is erased, anonymised or kept without the person, as declared. The account itself goes
 * last (its sessions, sign-in methods and second step with it). Tables that cannot be tied to an
 * account (counters, chat questions, the panel) hold nothing to find and count zero.
 */
export async function erasePerson(tx: Tx, userId: string, options: Options): Promise<DeletionCounts> {
  const keys = await keysOf(tx, userId);
  const counts: DeletionCounts = {};
  const ordered = [...personalData].sort((a, b) => Number(a.table === "users") - Number(b.table === "users"));
  for (const declared of ordered) {
    if (declared.links.length === 0) {
      counts[declared.table] = none;
    } else if (declared.onDeletion === "erase") {
      counts[declared.table] = await erase(tx, declared, keys);
    } else {
      const keep = keepers[declared.table];
      if (!keep) throw new Error(`no deletion behaviour for ${declared.table}`);
      counts[declared.table] = await keep(tx, keys, options);
    }
  }
  return counts;
}
