import { parseWithZod } from "@conform-to/zod/v4";
import { and, desc, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { corporateSponsorships, corporates } from "#db/schema";
import { requireUserType, type SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { db, throwIfDatabaseUnavailable, type Tx } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { env } from "~/lib/env.server";
import { withFlash } from "~/lib/forms/flash.server";
import { hit } from "~/lib/http/rate-limit.server";
import { notFound } from "~/lib/http/not-found";
import { momentIn } from "~/lib/i18n/dates";
import type { Lang } from "~/lib/i18n/languages";
import { localPath, requestLang } from "~/lib/i18n/paths";
import type { T } from "~/lib/i18n/translate";
import { logger } from "~/lib/logger.server";
import { canonical } from "~/lib/page/seo.server";
import { dollars, money } from "~/lib/text/money";
import { pledgeFormOf } from "../dashboard.server";
import { pledgeChangedEmail } from "../emails";
import { myPledgeMessages as m } from "../messages";
import { unitCost } from "../sponsors.server";
import { approvedTotal } from "../totals.server";
import { testsFunded, tierForPledge } from "../tiers";
import { myPledgeWords, pledgeReplyIn, pledgeSayIn, previewWordsIn, tierLabelIn } from "./localized.server";
import { pledgeSchema } from "./pledge.schema";
import type { PledgeOutcome } from "./pledges.server";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Corrections and withdrawals of one's pledges (issue 29): 10 an hour per account (each e-mails the team). */
const pledgeEditLimit = { name: "corporate-pledge-edit", max: 10, windowSeconds: 3600 };

type Row = typeof corporateSponsorships.$inferSelect;

const shown = (r: Row, lang: Lang, t: T) => ({
  id: r.id,
  pledge: r.pledgeAmount,
  amount: money(dollars(r.pledgeAmount)),
  tierLabel: tierLabelIn(t, r.sponsorshipTier),
  raisedLabel: momentIn(lang, r.createdAt),
  statusLabel: t(`status.${r.status}`),
  pending: r.status === "pending",
});

/** The contact and the company whose contact the session is (never a company named by the request). */
async function contactAndCompany(request: Request) {
  const user = await requireUserType(request, ["corporate_contact"]);
  const [company] = await db()
    .select({ id: corporates.id, name: corporates.companyName })
    .from(corporates)
    .where(eq(corporates.userId, user.id));
  return { user, company: company ?? null };
}

/** GET /account/pledges: the company's pledges, newest first; the pending one opens to be corrected or withdrawn. */
export async function myPledgesPage(request: Request) {
  const { company } = await contactAndCompany(request);
  const lang = requestLang(request);
  const { t, ...words } = myPledgeWords(lang);
  const page = { ...words, title: t("mine.title") };
  if (!company) return { ...page, companyName: null, pledges: [] };
  const rows = await db()
    .select()
    .from(corporateSponsorships)
    .where(eq(corporateSponsorships.corporateId, company.id))
    .orderBy(desc(corporateSponsorships.createdAt), desc(corporateSponsorships.id))
    .limit(200);
  return { ...page, companyName: company.name, pledges: rows.map((r) => shown(r, lang, t)) };
}

/** The pledge, if it is the session's company's; anything else (a bad id, another company's) is not found. */
async function ownPledge(request: Request, id: string | undefined) {
  const { user, company } = await contactAndCompany(request);
  if (!company || !id || !uuid.test(id)) throw notFound(request);
  const [row] = await db()
    .select()
    .from(corporateSponsorships)
    .where(and(eq(corporateSponsorships.id, id), eq(corporateSponsorships.corporateId, company.id)));
  if (!row) throw notFound(request);
  return { user, company, row };
}

/** GET /account/pledges/:id: the amount, editable with the dashboard's form while the team has not decided. */
export async function myPledgePage(request: Request, id: string | undefined) {
  const { company, row } = await ownPledge(request, id);
  const [cost, approved] = await Promise.all([unitCost(), approvedTotal(company.id)]);
  const lang = requestLang(request);
  const { t, ...words } = myPledgeWords(lang);
  return {
    ...words,
    title: t("mine.editTitle"),
    pledge: shown(row, lang, t),
    form: pledgeFormOf({ pledge: approved?.pledge ?? 0, tier: approved?.tier ?? null }, cost, null, t),
    preview: previewWordsIn(t),
  };
}

type Company = { id: string; name: string };
type Change = { kind: "edit"; pledge: number } | { kind: "withdraw" };

/**
 * A correction or a withdrawal, in one transaction with its audit row and the team's notice (the
 * one a new pledge sends). The company row is locked first, as the team's decision locks it, and
 * the write itself requires status = pending: a pledge the team decided meanwhile is a 409, with
 * nothing written.
 */
async function change(user: SessionUser, request: Request, company: Company, row: Row, what: Change) {
  const cost = await unitCost();
  return db().transaction(async (tx: Tx): Promise<PledgeOutcome> => {
    await tx.select({ id: corporates.id }).from(corporates).where(eq(corporates.id, company.id)).for("update");
    const stillPending = and(
      eq(corporateSponsorships.id, row.id),
      eq(corporateSponsorships.corporateId, company.id),
      eq(corporateSponsorships.status, "pending"),
    );
    const pledge = what.kind === "edit" ? what.pledge : row.pledgeAmount;
    const tier = tierForPledge(pledge, cost)?.name ?? null;
    const [done] =
      what.kind === "edit"
        ? await tx
            .update(corporateSponsorships)
            .set({ pledgeAmount: pledge, sponsorshipTier: tier })
            .where(stillPending)
            .returning({ id: corporateSponsorships.id })
        : await tx.delete(corporateSponsorships).where(stillPending).returning({ id: corporateSponsorships.id });
    if (!done) return { ok: false, status: 409, message: m.decided };
    await audit(tx, user, request, {
      action: what.kind === "edit" ? "corporate.pledge_edit" : "corporate.pledge_withdraw",
      target: { type: "sponsorship", id: row.id, label: company.name },
      before: { status: "pending", pledge: row.pledgeAmount },
      after: what.kind === "edit" ? { status: "pending", pledge, tier } : { status: "withdrawn" },
    });
    const facts = { companyName: company.name, pledge, tests: testsFunded(pledge, cost), tierName: tier };
    await enqueueEmail(
      pledgeChangedEmail(
        env().CONTACT_EMAIL,
        { ...facts, contactEmail: user.email, withdrawn: what.kind === "withdraw" },
        canonical("/admin/partners/pledges"),
      ),
      tx,
    );
    return { ok: true, message: what.kind === "edit" ? m.corrected(money(dollars(pledge))) : m.withdrawn };
  });
}

/**
 * POST /account/pledges/:id: `intent=withdraw` withdraws, anything else corrects the amount with
 * the dashboard's schema. Another company's pledge is a 404 before the form is read; a decided one
 * a clear message; 10 changes an hour.
 */
export async function myPledgeAction(request: Request, id: string | undefined) {
  const { user, company, row } = await ownPledge(request, id);
  // The field errors and answers in the page's language (issue 27).
  const lang = requestLang(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: pledgeSchema });
  const withdrawing = form.get("intent") === "withdraw";
  const refuse = (status: number, message: string, field = false) =>
    data(
      {
        result: pledgeReplyIn(
          lang,
          submission.reply(field ? { fieldErrors: { pledge: [message] } } : { formErrors: [message] }),
        ),
        done: null,
      },
      { status },
    );
  if (!withdrawing && submission.status !== "success")
    return data({ result: pledgeReplyIn(lang, submission.reply()), done: null }, { status: 400 });
  if (row.status !== "pending") return refuse(409, m.decided);
  if (!withdrawing && submission.status === "success" && submission.value.pledge === row.pledgeAmount)
    return refuse(400, m.unchanged, true);
  if (!(await hit(pledgeEditLimit, user.id)).allowed) return refuse(429, m.tooManyChanges);
  let outcome: PledgeOutcome;
  try {
    outcome = await change(
      user,
      request,
      company,
      row,
      !withdrawing && submission.status === "success"
        ? { kind: "edit", pledge: submission.value.pledge }
        : { kind: "withdraw" },
    );
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error, pledgeId: row.id }, "pledge change failed");
    outcome = { ok: false, status: 500, message: m.unexpected };
  }
  if (!outcome.ok) return refuse(outcome.status, outcome.message);
  // A withdrawn pledge has no page any more: the list says it is gone.
  if (withdrawing)
    return redirect(localPath(request, "/account/pledges"), {
      headers: withFlash({ kind: "success", message: pledgeSayIn(lang, outcome.message) }),
    });
  return data({
    result: submission.reply({ resetForm: true }),
    done: { message: pledgeSayIn(lang, outcome.message) },
  });
}
