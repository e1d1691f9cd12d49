import { and, asc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { partnerKinds, users, type ApprovalStatus, type PartnerKind } from "#db/schema";
import { likePattern } from "~/lib/text/like-pattern";
import { db } from "~/lib/db.server";
import { partnerIdentifierColumn, partnerNameColumn, partnerTable } from "../partner-tables.server";

// The review queue (/admin/partners): the three partner tables as one list for the team.

/** "waiting" is what needs the team: new applications, answers, and identity changes. */
const queueStates = [
  "waiting",
  "changes",
  ...(["pending_verification", "pending_review", "needs_info", "approved", "rejected", "suspended"] as const),
] as const;
type QueueState = (typeof queueStates)[number];

type QueueFilters = { kind: PartnerKind | null; state: QueueState; q: string; page: number };
export const QUEUE_PAGE_SIZE = 25;

type QueueItem = {
  kind: PartnerKind;
  id: string;
  name: string;
  email: string | null;
  identifier: string;
  status: ApprovalStatus;
  hasChanges: boolean;
  isSample: boolean;
  submittedAt: Date;
};

/** What waits for the team: new applications, answers to its questions, identity changes. */
const waitingForTeam = (t: ReturnType<typeof partnerTable>) =>
  or(inArray(t.approvalStatus, ["pending_review", "needs_info"]), isNotNull(t.pendingChanges))!;

/** How many applications wait for the team (the console's Overview). */
export async function waitingApplicationCount(): Promise<number> {
  const counts = await Promise.all(
    partnerKinds.map(async (kind) => {
      const t = partnerTable(kind);
      const [row] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(t)
        .where(waitingForTeam(t));
      return row!.n;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** One table's part of the queue. */
function queueBranch(kind: PartnerKind, filters: QueueFilters) {
  const t = partnerTable(kind);
  const name = partnerNameColumn[kind];
  const identifier = partnerIdentifierColumn[kind];
  const conditions: SQL[] = [];
  if (filters.state === "waiting") conditions.push(waitingForTeam(t));
  else if (filters.state === "changes") conditions.push(isNotNull(t.pendingChanges));
  else conditions.push(eq(t.approvalStatus, filters.state));
  if (filters.q) {
    const like = likePattern(filters.q);
    conditions.push(or(ilike(name, like), ilike(users.email, like), ilike(identifier, like))!);
  }
  return db()
    .select({
      kind: sql<PartnerKind>`${kind}::text`.as("kind"),
      id: t.id,
      name: sql<string>`${name}`.as("name"),
      email: users.email,
      identifier: sql<string>`${identifier}`.as("identifier"),
      status: t.approvalStatus,
      hasChanges: sql<boolean>`(${t.pendingChanges} is not null)`.as("has_changes"),
      isSample: t.isSample,
      submittedAt: t.createdAt,
    })
    .from(t)
    .leftJoin(users, eq(users.id, t.userId))
    .where(and(...conditions));
}

/**
 * The review queue: the three partner tables as one list, filtered by kind, state and a search of
 * name, e-mail and licence / MCR / UEN, oldest first (who has waited longest comes first).
 */
export async function reviewQueue(filters: QueueFilters): Promise<{ items: QueueItem[]; hasMore: boolean }> {
  const [first, ...rest] = (filters.kind ? [filters.kind] : partnerKinds).map((kind) => queueBranch(kind, filters));
  type Query = ReturnType<NonNullable<typeof first>["$dynamic"]>;
  let query = first!.$dynamic() as Query;
  for (const branch of rest) query = query.unionAll(branch) as unknown as Query;
  const rows = await query
    .orderBy(asc(sql`created_at`), asc(sql`id`))
    .limit(QUEUE_PAGE_SIZE + 1)
    .offset((filters.page - 1) * QUEUE_PAGE_SIZE);
  return { items: rows.slice(0, QUEUE_PAGE_SIZE), hasMore: rows.length > QUEUE_PAGE_SIZE };
}

/** The queue's filters from the address (?kind=&state=&q=&page=); anything unknown is the default. */
export function queueFilters(url: URL): QueueFilters {
  const kind = url.searchParams.get("kind");
  const state = url.searchParams.get("state");
  const page = Number(url.searchParams.get("page"));
  return {
    kind: (partnerKinds as readonly string[]).includes(kind ?? "") ? (kind as PartnerKind) : null,
    state: (queueStates as readonly string[]).includes(state ?? "") ? (state as QueueState) : "waiting",
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}
