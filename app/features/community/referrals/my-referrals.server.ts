import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { referrals } from "#db/schema";
import { requireChampion, type SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { db, type Tx } from "~/lib/db.server";
import { withFlash } from "~/lib/forms/flash.server";
import { hit } from "~/lib/http/rate-limit.server";
import { notFound } from "~/lib/http/not-found";
import { momentIn } from "~/lib/i18n/dates";
import type { Lang } from "~/lib/i18n/languages";
import { localPath, requestLang } from "~/lib/i18n/paths";
import type { T } from "~/lib/i18n/translate";
import { championOnlyWords } from "../champion-access.server";
import { referralEditLimit } from "../limits";
import { messages, myReferralMessages as m } from "../messages";
import { referralEditSchema } from "./referral.schema";
import { myReferralWords, referralReplyIn, referralSayIn } from "./localized.server";
import {
  invitationLimitsAllow,
  invitationsLeftToday,
  listReferrals,
  lockReferrer,
  queueInvitation,
  recentlyInvited,
} from "./referrals.server";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof referrals.$inferSelect;

const shown = (r: { id: string; email: string; status: Row["status"]; sentAt: Date }, lang: Lang, t: T) => ({
  id: r.id,
  email: r.email,
  sentLabel: momentIn(lang, r.sentAt),
  statusLabel: t(`referrals.status.${r.status}`),
  pending: r.status === "pending",
});

/** GET /account/referrals: the Champion's referrals, newest first (the list /refer-friend shows). */
export async function myReferralsPage(request: Request) {
  const lang = requestLang(request);
  const user = await requireChampion(request, championOnlyWords(lang, "referrals.title", "championOnly.referrals"));
  const { t, ...words } = myReferralWords(lang);
  const rows = await listReferrals(user.id, 500);
  return {
    ...words,
    title: t("referrals.title"),
    referrals: rows.map((r) => shown({ ...r, sentAt: new Date(r.invitedAt) }, lang, t)),
  };
}

/** The referral, if it is this Champion's; anything else (a bad id, another person's) is not found. */
async function ownReferral(request: Request, user: SessionUser, id: string | undefined) {
  if (!id || !uuid.test(id)) throw notFound(request);
  const [row] = await db()
    .select()
    .from(referrals)
    .where(and(eq(referrals.id, id), eq(referrals.referrerId, user.id)));
  if (!row) throw notFound(request);
  return row;
}

/** GET /account/referrals/:id: the address, editable while the friend has not joined. */
export async function myReferralPage(request: Request, id: string | undefined) {
  const user = await requireChampion(request);
  const row = await ownReferral(request, user, id);
  const lang = requestLang(request);
  const { t, ...words } = myReferralWords(lang);
  return {
    ...words,
    title: t("referrals.editTitle"),
    referral: shown({ ...row, email: row.referredEmail, sentAt: row.createdAt }, lang, t),
  };
}

type Outcome = { ok: true; message: string } | { ok: false; message: string; status: number; field?: "email" };

const stillPending = (row: Row, userId: string) =>
  and(eq(referrals.id, row.id), eq(referrals.referrerId, userId), eq(referrals.status, "pending"));

/**
 * The correction: /refer-friend's rules for the new address (not one's own, not invited in the last
 * 30 days, one of the day's invitations left), then one conditional update (still pending, still theirs),
 * the invitation to the new address and the audit row, together. The date sent becomes today's,
 * so the daily count and the 30-day rule see the new invitation.
 */
async function correct(request: Request, user: SessionUser, row: Row, email: string): Promise<Outcome> {
  if (email === row.referredEmail.toLowerCase())
    return { ok: false, message: m.unchanged, status: 400, field: "email" };
  return db().transaction(async (tx: Tx): Promise<Outcome> => {
    const me = await lockReferrer(tx, user.id);
    if (!me) return { ok: false, message: messages.mustBeLoggedIn, status: 401 };
    if (email === me.email.toLowerCase())
      return { ok: false, message: messages.ownAddress, status: 400, field: "email" };
    if ((await recentlyInvited(tx, me.id, [email], row.id)).length)
      return { ok: false, message: messages.recentlyInvited([email]), status: 409, field: "email" };
    // The invitation goes out once more: it needs one of the day's invitations left.
    const left = await invitationsLeftToday(tx, me.id);
    if (left < 1) return { ok: false, message: messages.dailyLimit(left), status: 429 };
    const [updated] = await tx
      .update(referrals)
      .set({ referredEmail: email, createdAt: new Date() })
      .where(stillPending(row, user.id))
      .returning({ id: referrals.id });
    if (!updated) return { ok: false, message: m.joined, status: 409 };
    await queueInvitation(tx, me, email, row.message, requestLang(request));
    await audit(tx, { id: user.id, email: user.email }, request, {
      action: "referral.edit",
      // Neither address in the log: the friend's address stays in its own row, and goes with it.
      target: { type: "referral", id: row.id, label: "Referral" },
      after: { changed: ["referredEmail"] },
    });
    return { ok: true, message: m.corrected(email) };
  });
}

/** The withdrawal: the row deleted (the friend's address with it) and audited, together. */
async function withdraw(request: Request, user: SessionUser, row: Row): Promise<Outcome> {
  return db().transaction(async (tx: Tx): Promise<Outcome> => {
    const [gone] = await tx.delete(referrals).where(stillPending(row, user.id)).returning({ id: referrals.id });
    if (!gone) return { ok: false, message: m.joined, status: 409 };
    await audit(tx, { id: user.id, email: user.email }, request, {
      action: "referral.withdraw",
      target: { type: "referral", id: row.id, label: "Referral" },
    });
    return { ok: true, message: m.withdrawn };
  });
}

/**
 * POST /account/referrals/:id: `intent=withdraw` withdraws, anything else corrects the address.
 * Another person's referral is a 404 before the form is read; a joined one a clear message. Each
 * change counts against 10 an hour; a correction also against /refer-friend's limits, as it sends.
 */
export async function myReferralAction(request: Request, id: string | undefined) {
  const user = await requireChampion(request);
  const row = await ownReferral(request, user, id);
  // The field errors and answers in the page's language (issue 27).
  const lang = requestLang(request);
  const reply = (answer: Parameters<typeof referralReplyIn>[1]) => referralReplyIn(lang, answer);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: referralEditSchema });
  const withdrawing = form.get("intent") === "withdraw";
  if (!withdrawing && submission.status !== "success")
    return data({ result: reply(submission.reply()), done: null }, { status: 400 });
  if (row.status !== "pending")
    return data({ result: reply(submission.reply({ formErrors: [m.joined] })), done: null }, { status: 409 });
  if (!(await hit(referralEditLimit, user.id)).allowed)
    return data({ result: reply(submission.reply({ formErrors: [m.tooManyChanges] })), done: null }, { status: 429 });
  let outcome: Outcome;
  if (withdrawing || submission.status !== "success") outcome = await withdraw(request, user, row);
  else if (!(await invitationLimitsAllow(user.id, request)))
    outcome = { ok: false, message: messages.tooManyAttempts, status: 429 };
  else outcome = await correct(request, user, row, submission.value.email);
  if (!outcome.ok) {
    const errors = outcome.field
      ? { fieldErrors: { [outcome.field]: [outcome.message] } }
      : { formErrors: [outcome.message] };
    return data({ result: reply(submission.reply(errors)), done: null }, { status: outcome.status });
  }
  // A withdrawn referral has no page any more: the list says it is gone.
  if (withdrawing)
    return redirect(localPath(request, "/account/referrals"), {
      headers: withFlash({ kind: "success", message: referralSayIn(lang, outcome.message) }),
    });
  return data({
    result: submission.reply({ resetForm: true }),
    done: { message: referralSayIn(lang, outcome.message) },
  });
}
