import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import {
  corporateSponsorships,
  partnerKinds,
  partnerReviews,
  users,
  type ApprovalStatus,
  type PartnerKind,
} from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { db, type Tx } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import { applicantUpdateEmail, decisionEmail, newApplicationEmail } from "../emails";
import { partnerNameColumn, partnerTable } from "../partner-tables.server";
import {
  changeDecisions,
  decisionMessages as dm,
  decisions,
  kindLabels,
  statusLabels,
  type ChangeDecision,
  type StatusDecision,
} from "./review-states";

const reviewUrl = (kind: PartnerKind, id: string) => `${env().APP_URL}/admin/partners/${kind}/${id}`;
const dashboardUrl: Record<PartnerKind, string> = {
  gp: "/dashboard/gp-clinic",
  specialist: "/dashboard/specialist",
  corporate: "/dashboard/corporate",
};

/** The partner record of an account, whichever kind it is. */
async function partnerOf(
  tx: Tx,
  userId: string,
): Promise<{ kind: PartnerKind; id: string; name: string; status: ApprovalStatus } | null> {
  for (const kind of partnerKinds) {
    const t = partnerTable(kind);
    const [row] = await tx
      .select({ id: t.id, name: partnerNameColumn[kind], status: t.approvalStatus })
      .from(t)
      .where(eq(t.userId, userId));
    if (row) return { kind, ...row };
  }
  return null;
}

/**
 * E-mail confirmed (better-auth's afterEmailVerification): the application moves from
 * pending_verification to pending_review, and the team hears of it at CONTACT_EMAIL. Conditional,
 * so a second verification changes nothing.
 */
export async function markEmailVerified(userId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const partner = await partnerOf(tx, userId);
    if (!partner) return;
    const t = partnerTable(partner.kind);
    const moved = await tx
      .update(t)
      .set({ approvalStatus: "pending_review", updatedAt: new Date() })
      .where(and(eq(t.id, partner.id), eq(t.approvalStatus, "pending_verification")))
      .returning({ id: t.id });
    if (!moved.length) return;
    await tx.insert(partnerReviews).values({
      partnerKind: partner.kind,
      partnerId: partner.id,
      action: "verified",
      fromStatus: "pending_verification",
      toStatus: "pending_review",
    });
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    await enqueueEmail(
      newApplicationEmail(env().CONTACT_EMAIL, {
        kind: partner.kind,
        name: partner.name,
        email: user?.email ?? "",
        url: reviewUrl(partner.kind, partner.id),
      }),
      tx,
    );
  });
}

export type DecisionInput = {
  kind: PartnerKind;
  id: string;
  decision: StatusDecision | ChangeDecision;
  /** The state the reviewer saw when deciding: the decision holds only if it is still the state. */
  expected: ApprovalStatus;
  message: string | null;
};

type DecisionOutcome = { ok: true; message: string } | { ok: false; message: string; status: number };

class Conflict extends Error {}

/**
 * A reviewer's decision: the state change (conditional on the state the reviewer saw, so of two
 * reviewers deciding at once exactly one holds), the history entry, the audit row and the e-mail
 * to the applicant, in one transaction.
 */
export async function decide(request: Request, admin: SessionUser, input: DecisionInput): Promise<DecisionOutcome> {
  const t = partnerTable(input.kind);
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: t.id,
          userId: t.userId,
          status: t.approvalStatus,
          pending: t.pendingChanges,
          name: partnerNameColumn[input.kind],
        })
        .from(t)
        .where(eq(t.id, input.id));
      if (!row) return { ok: false, message: "This application does not exist.", status: 404 };
      const isChange = input.decision === "accept_changes" || input.decision === "decline_changes";
      let to: ApprovalStatus = row.status;
      if (isChange) {
        if (row.status !== input.expected) throw new Conflict();
        if (!row.pending) return { ok: false, message: dm.noChanges, status: 409 };
        const set =
          input.decision === "accept_changes"
            ? { ...row.pending, pendingChanges: null, updatedAt: new Date() }
            : { pendingChanges: null, updatedAt: new Date() };
        const done = await tx
          .update(t)
          .set(set as Partial<typeof t.$inferInsert>)
          .where(and(eq(t.id, row.id), isNotNull(t.pendingChanges)))
          .returning({ id: t.id });
        if (!done.length) throw new Conflict();
      } else {
        const rule = decisions[input.decision as StatusDecision];
        if (input.expected !== row.status) throw new Conflict();
        if (!(rule.from as readonly string[]).includes(row.status))
          return { ok: false, message: dm.notAllowed(statusLabels[row.status]), status: 409 };
        to = rule.to;
        const done = await tx
          .update(t)
          .set({ approvalStatus: to, updatedAt: new Date() })
          .where(and(eq(t.id, row.id), eq(t.approvalStatus, input.expected)))
          .returning({ id: t.id });
        if (!done.length) throw new Conflict();
        // The pledge made with the registration becomes an active sponsorship (and shows on the
        // showcase) when the company is approved. A pledge raised later from the dashboard
        // (requested_by set) waits for its own decision in the pledge queue, reinstatement or not.
        if (input.kind === "corporate" && to === "approved")
          await tx
            .update(corporateSponsorships)
            .set({ status: "active" })
            .where(
              and(
                eq(corporateSponsorships.corporateId, row.id),
                eq(corporateSponsorships.status, "pending"),
                isNull(corporateSponsorships.requestedBy),
              ),
            );
      }
      const action = historyAction[input.decision];
      await tx.insert(partnerReviews).values({
        partnerKind: input.kind,
        partnerId: row.id,
        action,
        fromStatus: row.status,
        toStatus: to,
        message: input.message,
        actorId: admin.id,
      });
      const label = isChange
        ? changeDecisions[input.decision as ChangeDecision].label
        : decisions[input.decision as StatusDecision].label;
      await audit(tx, admin, request, {
        action: `partner.${input.decision}`,
        target: { type: `partner:${input.kind}`, id: row.id, label: `${kindLabels[input.kind]} ${row.name}` },
        before: { status: row.status, ...(isChange ? { changes: null } : {}) },
        after: {
          status: to,
          ...(isChange ? { changes: row.pending } : {}),
          ...(input.message ? { message: input.message } : {}),
        },
      });
      if (row.userId) {
        const [user] = await tx
          .select({ email: users.email, name: users.fullName, language: users.language })
          .from(users)
          .where(eq(users.id, row.userId));
        // In the applicant's language (issue 27); the team's message inside it as written.
        if (user)
          await enqueueEmail(
            decisionEmail(input.decision, {
              to: user.email,
              name: user.name,
              kind: input.kind,
              message: input.message,
              url: `${env().APP_URL}${dashboardUrl[input.kind]}`,
              lang: user.language,
            }),
            tx,
          );
      }
      return { ok: true, message: dm.decided(label, row.name) };
    });
  } catch (error) {
    if (error instanceof Conflict) return { ok: false, message: await whoDecided(input), status: 409 };
    logger.error(
      { err: error, input: { kind: input.kind, id: input.id, decision: input.decision } },
      "partner decision failed",
    );
    return { ok: false, message: "The decision could not be saved. Please try again.", status: 500 };
  }
}

const historyAction = {
  approve: "approved",
  request_info: "info_requested",
  reject: "rejected",
  suspend: "suspended",
  reinstate: "reinstated",
  accept_changes: "changes_accepted",
  decline_changes: "changes_declined",
} as const;

/** The losing reviewer of a race is told who decided first, when, and the state now. */
async function whoDecided({ kind, id }: DecisionInput): Promise<string> {
  const t = partnerTable(kind);
  const [row] = await db().select({ status: t.approvalStatus }).from(t).where(eq(t.id, id));
  const [last] = await db()
    .select({ at: partnerReviews.createdAt, by: users.email })
    .from(partnerReviews)
    .leftJoin(users, eq(users.id, partnerReviews.actorId))
    .where(and(eq(partnerReviews.partnerKind, kind), eq(partnerReviews.partnerId, id)))
    .orderBy(desc(partnerReviews.createdAt))
    .limit(1);
  return dm.alreadyDecided(
    last?.by ?? "the system",
    last ? formatSgDateTime(last.at) : "an earlier date",
    statusLabels[row?.status ?? "pending_review"],
  );
}

/**
 * The applicant answers the team's question from their status page: needs_info → pending_review,
 * with the answer in the history and an e-mail to the team, in one transaction.
 */
export async function answerQuestion(user: SessionUser, answer: string): Promise<DecisionOutcome> {
  return db().transaction(async (tx) => {
    const partner = await partnerOf(tx, user.id);
    if (!partner) return { ok: false, message: dm.notWaiting, status: 404 };
    const t = partnerTable(partner.kind);
    const moved = await tx
      .update(t)
      .set({ approvalStatus: "pending_review", updatedAt: new Date() })
      .where(and(eq(t.id, partner.id), eq(t.approvalStatus, "needs_info")))
      .returning({ id: t.id });
    if (!moved.length) return { ok: false, message: dm.notWaiting, status: 409 };
    await tx.insert(partnerReviews).values({
      partnerKind: partner.kind,
      partnerId: partner.id,
      action: "answered",
      fromStatus: "needs_info",
      toStatus: "pending_review",
      message: answer,
      actorId: user.id,
    });
    await enqueueEmail(
      applicantUpdateEmail(env().CONTACT_EMAIL, {
        kind: partner.kind,
        name: partner.name,
        what: "answered your question",
        url: reviewUrl(partner.kind, partner.id),
      }),
      tx,
    );
    return { ok: true, message: dm.answered };
  });
}
