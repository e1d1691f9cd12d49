import { and, asc, count, eq } from "drizzle-orm";
import { corporateSponsorships, corporates, users } from "#db/schema";
import { audit, type AuditActor } from "~/lib/audit.server";
import { db, throwIfDatabaseUnavailable } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { hit } from "~/lib/http/rate-limit.server";
import { canonical } from "~/lib/page/seo.server";
import { defaultLang, isLang } from "~/lib/i18n/languages";
import { pledgeApprovedEmail, pledgeDeclinedEmail, pledgeRaisedEmail } from "../emails";
import { pledgeMessages } from "../impact";
import { unitCost } from "../sponsors.server";
import { approvedRowsOf, approvedTotal } from "../totals.server";
import { higherTier, sponsorshipTotal, testsFunded, tierForPledge } from "../tiers";

const belowGold = "Partner (below Gold)";

/** Pledges a contact may raise per hour: each one e-mails the team. */
const pledgeLimit = { name: "corporate-pledge", max: 5, windowSeconds: 3600 };

export type PledgeOutcome = { ok: true; message: string } | { ok: false; status: number; message: string };

/**
 * A corporate contact pledges from the dashboard: a pending sponsorship (it counts once the team
 * approves it), its audit row and the team's e-mail, in one transaction. The company row is locked
 * first, so two pledges sent at once still leave one pending pledge.
 */
export async function raisePledge(contact: AuditActor, request: Request, pledge: number): Promise<PledgeOutcome> {
  if (!(await hit(pledgeLimit, contact.id)).allowed) return { ok: false, status: 429, message: pledgeMessages.tooMany };
  const cost = await unitCost();
  const tier = tierForPledge(pledge, cost)?.name ?? null;
  try {
    return await insertPledge(contact, request, { pledge, tier, tests: testsFunded(pledge, cost) });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error, userId: contact.id }, "pledge failed");
    return { ok: false, status: 500, message: pledgeMessages.unexpected };
  }
}

function insertPledge(
  contact: AuditActor,
  request: Request,
  { pledge, tier, tests }: { pledge: number; tier: string | null; tests: number },
): Promise<PledgeOutcome> {
  return db().transaction(async (tx): Promise<PledgeOutcome> => {
    const [company] = await tx
      .select({ id: corporates.id, name: corporates.companyName })
      .from(corporates)
      .where(and(eq(corporates.userId, contact.id), eq(corporates.approvalStatus, "approved")))
      .for("update");
    if (!company) return { ok: false, status: 404, message: pledgeMessages.notLinked };
    const [waiting] = await tx
      .select({ id: corporateSponsorships.id })
      .from(corporateSponsorships)
      .where(and(eq(corporateSponsorships.corporateId, company.id), eq(corporateSponsorships.status, "pending")));
    if (waiting) return { ok: false, status: 409, message: pledgeMessages.pendingExists };
    const [row] = await tx
      .insert(corporateSponsorships)
      .values({
        corporateId: company.id,
        status: "pending",
        pledgeAmount: pledge,
        sponsorshipTier: tier,
        requestedBy: contact.id,
      })
      .returning({ id: corporateSponsorships.id });
    await audit(tx, contact, request, {
      action: "corporate.pledge",
      target: { type: "sponsorship", id: row!.id, label: company.name },
      after: { status: "pending", pledge, tier },
    });
    const facts = { companyName: company.name, pledge, tests, tierName: tier };
    await enqueueEmail(
      pledgeRaisedEmail(
        env().CONTACT_EMAIL,
        { ...facts, contactEmail: contact.email },
        canonical("/admin/partners/pledges"),
      ),
      tx,
    );
    return { ok: true, message: pledgeMessages.raised };
  });
}

// A company still under review has its pledge decided with its application (issue #13).
const waitingForDecision = () =>
  and(eq(corporateSponsorships.status, "pending"), eq(corporates.approvalStatus, "approved"));

/** How many pledges wait for the team (the console's Overview). */
export async function pendingPledgeCount(): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(corporateSponsorships)
    .innerJoin(corporates, eq(corporates.id, corporateSponsorships.corporateId))
    .where(waitingForDecision());
  return row!.n;
}

/**
 * The pledges waiting for the team, oldest first, with what each funds alone and, as approving adds
 * it to the company's approved pledges (issue 23), the total and tier approving would bring.
 */
export async function pendingPledges() {
  const cost = await unitCost();
  const rows = await db()
    .select({
      id: corporateSponsorships.id,
      corporateId: corporateSponsorships.corporateId,
      pledge: corporateSponsorships.pledgeAmount,
      createdAt: corporateSponsorships.createdAt,
      companyName: corporates.companyName,
      isSample: corporates.isSample,
      contactEmail: users.email,
    })
    .from(corporateSponsorships)
    .innerJoin(corporates, eq(corporates.id, corporateSponsorships.corporateId))
    .leftJoin(users, eq(users.id, corporates.userId))
    .where(waitingForDecision())
    .orderBy(asc(corporateSponsorships.createdAt), asc(corporateSponsorships.id))
    .limit(200);
  const approved = await approvedRowsOf([...new Set(rows.map((r) => r.corporateId))]);
  return rows.map(({ corporateId, ...r }) => {
    const before = approved.get(corporateId) ?? [];
    const after = sponsorshipTotal([...before, { pledge: r.pledge, tier: null }], cost);
    return {
      ...r,
      tests: testsFunded(r.pledge, cost),
      approvedBefore: before.reduce((sum, row) => sum + row.pledge, 0),
      totalAfter: after.pledge,
      testsAfter: testsFunded(after.pledge, cost),
      tierName: after.tier ?? belowGold,
    };
  });
}

export const decisionMessages = {
  approved: (company: string) => `Approved ${company}'s pledge; the contact has been e-mailed.`,
  declined: (company: string) => `Declined ${company}'s pledge; the contact has been e-mailed with your reason.`,
  changed: "Someone else has just decided this pledge. The list now shows where things stand.",
  unexpected: "We could not record the decision. Please try again.",
} as const;

/** The team's decision: declining carries the reason e-mailed to the company (checked by the console's form). */
export type PledgeDecision = { id: string; decision: "approve" | "decline"; reason: string | null };

class Decided extends Error {}

/**
 * The team approves or declines a pending pledge. Approving adds it to the company's approved
 * pledges (issue 23: a top-up adds, it never replaces): the row records the tier the new total
 * reaches, never lower than before. The company row is locked first, so two admins approving two
 * pledges of one company at once each add to the other's total. Guarded by status = pending in the
 * update itself, so two admins deciding one pledge give one decision. The change, the contact's
 * e-mail and the audit row are one transaction.
 */
export async function decidePledge(admin: AuditActor, request: Request, input: PledgeDecision): Promise<PledgeOutcome> {
  const cost = await unitCost();
  try {
    return await db().transaction(async (tx): Promise<PledgeOutcome> => {
      const now = new Date();
      const approve = input.decision === "approve";
      const [target] = await tx
        .select({ corporateId: corporateSponsorships.corporateId })
        .from(corporateSponsorships)
        .where(eq(corporateSponsorships.id, input.id));
      if (!target) throw new Decided();
      // Serialises decisions on one company: the total below includes every approval before this one.
      // The contact's correction or withdrawal (/account/pledges/:id) takes the same lock, so the
      // amount is read after it: the one the contact left, or the pledge is gone.
      await tx
        .select({ id: corporates.id })
        .from(corporates)
        .where(eq(corporates.id, target.corporateId))
        .for("update");
      const [pledge] = await tx
        .select({
          id: corporateSponsorships.id,
          pledge: corporateSponsorships.pledgeAmount,
          corporateId: corporateSponsorships.corporateId,
        })
        .from(corporateSponsorships)
        .where(eq(corporateSponsorships.id, input.id));
      if (!pledge) throw new Decided();
      const before = await approvedTotal(pledge.corporateId, { tx, cost });
      const total = (before?.pledge ?? 0) + pledge.pledge;
      const tier = higherTier(before?.tier ?? null, tierForPledge(total, cost)?.name ?? null);
      const done = await tx
        .update(corporateSponsorships)
        .set({
          status: approve ? "active" : "declined",
          decidedBy: admin.id,
          decidedAt: now,
          decisionNote: approve ? null : input.reason,
          ...(approve ? { sponsorshipTier: tier } : {}),
        })
        .where(and(eq(corporateSponsorships.id, input.id), eq(corporateSponsorships.status, "pending")))
        .returning({ id: corporateSponsorships.id });
      if (!done.length) throw new Decided();
      const [company] = await tx
        .select({
          name: corporates.companyName,
          email: users.email,
          contactName: users.fullName,
          language: users.language,
        })
        .from(corporates)
        .leftJoin(users, eq(users.id, corporates.userId))
        .where(eq(corporates.id, pledge.corporateId));
      const companyName = company?.name ?? "A company";
      await audit(tx, admin, request, {
        action: `pledge.${input.decision}`,
        target: { type: "sponsorship", id: pledge.id, label: companyName },
        before: { status: "pending" },
        after: approve
          ? { status: "active", tier, pledge: pledge.pledge, total }
          : { status: "declined", reason: input.reason },
      });
      const facts = { companyName, pledge: pledge.pledge, tests: testsFunded(pledge.pledge, cost) };
      const dashboard = canonical("/dashboard/corporate");
      // The contact hears of the decision in their account's language (issue 27).
      const lang = isLang(company?.language) ? company.language : defaultLang;
      if (company?.email)
        await enqueueEmail(
          approve
            ? pledgeApprovedEmail(
                company.email,
                company.contactName,
                { ...facts, total, tests: testsFunded(total, cost), tierName: tier },
                dashboard,
                lang,
              )
            : pledgeDeclinedEmail(
                company.email,
                company.contactName,
                { ...facts, tierName: tierForPledge(pledge.pledge, cost)?.name ?? null },
                input.reason ?? "",
                dashboard,
                lang,
              ),
          tx,
        );
      return {
        ok: true,
        message: approve ? decisionMessages.approved(companyName) : decisionMessages.declined(companyName),
      };
    });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    if (error instanceof Decided) return { ok: false, status: 409, message: decisionMessages.changed };
    logger.error({ err: error, pledgeId: input.id }, "pledge decision failed");
    return { ok: false, status: 500, message: decisionMessages.unexpected };
  }
}
