import { and, count, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { referrals, users } from "#db/schema";
import { dashboardPath } from "~/features/accounts";
import type { SessionUser } from "~/features/accounts/index.server";
import { clientIp } from "~/lib/http/client-ip";
import { db, throwIfDatabaseUnavailable, type Tx } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import type { Lang } from "~/lib/i18n/languages";
import { requestLang } from "~/lib/i18n/paths";
import { canonical } from "~/lib/page/seo.server";
import { logger } from "~/lib/logger.server";
import { hit } from "~/lib/http/rate-limit.server";
import { invitationEmail } from "../emails";
import { referralLimits, referralRateLimits } from "../limits";
import { messages } from "../messages";
import { isInvitableEmail } from "./referral.schema";

/** The sign-up address an invitation carries (spec accounts §2.1: query ref is the referrer's id). */
export function referralLink(userId: string): string {
  return canonical(`/signup/champion?ref=${encodeURIComponent(userId)}`);
}

/** Spec accounts §7: the full name, else the part of the e-mail before @, else "A friend". */
export function referrerName(user: { fullName?: string | null; email?: string | null }): string {
  // One line and a sane length: the name goes into the subject of an e-mail to a stranger.
  const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim().slice(0, 80);
  return clean(user.fullName) || clean(user.email?.split("@")[0]) || "A friend";
}

/**
 * The referral form's limits per submission (10 an hour per Champion, 60 per client address): a
 * corrected address (my-referrals.server.ts) sends the invitation again, so it counts here too.
 */
export async function invitationLimitsAllow(userId: string, request: Request): Promise<boolean> {
  return (
    (await hit(referralRateLimits.perUser, userId)).allowed &&
    (await hit(referralRateLimits.perAddress, clientIp(request))).allowed
  );
}

/**
 * The referrer's row, locked: concurrent submissions of one user (invitations, corrections) take
 * turns, so the daily count cannot be overshot.
 */
export async function lockReferrer(tx: Tx, userId: string) {
  const [me] = await tx
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return me;
}

/** Of these (lower-cased) addresses, those the referrer invited in the last 30 days, `except` one referral. */
export async function recentlyInvited(tx: Tx, referrerId: string, addresses: string[], except?: string) {
  const rows = await tx
    .selectDistinct({ email: sql<string>`lower(${referrals.referredEmail})` })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerId, referrerId),
        inArray(sql`lower(${referrals.referredEmail})`, addresses),
        gt(referrals.createdAt, sql`now() - make_interval(days => ${referralLimits.repeatAfterDays})`),
        except ? ne(referrals.id, except) : undefined,
      ),
    );
  return addresses.filter((a) => rows.some((r) => r.email === a));
}

/** How many invitations the referrer may still send today. */
export async function invitationsLeftToday(tx: Tx, referrerId: string): Promise<number> {
  const [today] = await tx
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), gt(referrals.createdAt, sql`now() - interval '24 hours'`)));
  return Math.max(0, referralLimits.perDay - (today?.n ?? 0));
}

/** The invitation e-mail (spec accounts §7) from this referrer, in the language of the page they sent it from, queued with the change that sends it. */
export async function queueInvitation(
  tx: Tx,
  me: { id: string; email: string; fullName: string | null },
  to: string,
  message: string | null,
  lang: Lang,
) {
  await enqueueEmail(
    invitationEmail({
      to,
      referrerName: referrerName(me),
      personalMessage: message,
      referralLink: referralLink(me.id),
      lang,
    }),
    tx,
  );
}

type SendOutcome =
  | {
      ok: true;
      sent: number;
      /** Addresses not invited this time (the user's own, or invited in the last 30 days). */
      failed: number;
      notices: string[];
      friendsInvited: number;
    }
  | { ok: false; message: string; status: number };

/**
 * Spec accounts §2.7 and §7: one referrals row (pending) and one invitation e-mail per address, and
 * friends_invited grows by the number sent; all in one transaction, so a failure sends nothing.
 */
export async function sendInvitations(
  user: Pick<SessionUser, "id">,
  input: { emails: string[]; message?: string | null },
  request: Request,
): Promise<SendOutcome> {
  if (!(await invitationLimitsAllow(user.id, request)))
    return { ok: false, message: messages.tooManyAttempts, status: 429 };
  const addresses = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))].filter(isInvitableEmail);
  if (addresses.length === 0) return { ok: false, message: messages.noValidEmail, status: 400 };
  if (addresses.length > referralLimits.perBatch) return { ok: false, message: messages.tooManyFriends, status: 400 };
  const message = input.message?.trim() || null;

  try {
    return await db().transaction(async (tx): Promise<SendOutcome> => {
      const me = await lockReferrer(tx, user.id);
      if (!me) return { ok: false, message: messages.mustBeLoggedIn, status: 401 };

      const own = addresses.filter((a) => a === me.email.toLowerCase());
      const recent = await recentlyInvited(tx, me.id, addresses);
      const notices = [
        ...(own.length ? [messages.ownAddress] : []),
        ...(recent.length ? [messages.recentlyInvited(recent)] : []),
      ];
      const toSend = addresses.filter((a) => !own.includes(a) && !recent.includes(a));
      if (toSend.length === 0) return { ok: false, message: notices.join(" "), status: 409 };

      const left = await invitationsLeftToday(tx, me.id);
      if (toSend.length > left) return { ok: false, message: messages.dailyLimit(left), status: 429 };

      await tx
        .insert(referrals)
        .values(
          toSend.map((referredEmail) => ({ referrerId: me.id, referredEmail, message, status: "pending" as const })),
        );
      for (const to of toSend) await queueInvitation(tx, me, to, message, requestLang(request));
      const [updated] = await tx
        .update(users)
        .set({ friendsInvited: sql`${users.friendsInvited} + ${toSend.length}`, updatedAt: new Date() })
        .where(eq(users.id, me.id))
        .returning({ friendsInvited: users.friendsInvited });
      logger.info({ userId: me.id, sent: toSend.length }, "referral invitations queued");
      return {
        ok: true,
        sent: toSend.length,
        failed: addresses.length - toSend.length,
        notices,
        friendsInvited: updated!.friendsInvited,
      };
    });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error, userId: user.id }, "sending referral invitations failed");
    return { ok: false, message: messages.unexpected, status: 500 };
  }
}

export type Invitation = { id: string; email: string; status: "pending" | "joined"; invitedAt: string };

/** The referrer's invitations, newest first, so they can see who joined. */
export async function listReferrals(userId: string, limit = 100): Promise<Invitation[]> {
  const rows = await db()
    .select({
      id: referrals.id,
      email: referrals.referredEmail,
      status: referrals.status,
      createdAt: referrals.createdAt,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, userId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, email: r.email, status: r.status, invitedAt: r.createdAt.toISOString() }));
}

/** profiles.friends_invited (spec accounts §3): the Impact counter of the success view. */
export async function friendsInvited(userId: string): Promise<number> {
  const [row] = await db().select({ friendsInvited: users.friendsInvited }).from(users).where(eq(users.id, userId));
  return row?.friendsInvited ?? 0;
}

/** What /refer-friend shows besides the form. */
export async function referralPage(user: SessionUser) {
  const [invited, invitations] = await Promise.all([friendsInvited(user.id), listReferrals(user.id)]);
  return {
    friendsInvited: invited,
    invitations,
    referralLink: referralLink(user.id),
    dashboard: dashboardPath(user.userType),
  };
}
