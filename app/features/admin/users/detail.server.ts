import { and, count, desc, eq, gt, max, sql } from "drizzle-orm";
import { appointmentRequests, referrals, sessions, stories, users } from "#db/schema";
import { userTypeLabel } from "~/features/accounts";
import { statusLabel } from "~/features/directory/index.server";
import { db } from "~/lib/db.server";
import { formatSgDate } from "~/lib/text/singapore-date";
import { notFound } from "~/lib/http/not-found";
import { accountColumns, when } from "./users.server";

/** How many of each kind of activity a user's page lists (the newest); the count covers them all. */
const ACTIVITY_LIMIT = 10;

function storyState(story: { approved: boolean; isPublic: boolean; reviewedAt: Date | null }): string {
  if (story.approved) return story.isPublic ? "Published" : "Approved (the author kept it private)";
  return story.reviewedAt ? "Not published" : "Waiting for moderation";
}

/**
 * Everything a user's page shows: the profile, the sessions that are still valid, and what the
 * person did on the site (referrals sent, stories shared, appointment requests made with their
 * e-mail address, the quiz). Null when no account has this id.
 */
export async function userDetail(id: string) {
  const [user] = await db()
    .select({ ...accountColumns, phone: users.phoneNumber, quizScore: users.quizScore })
    .from(users)
    .where(eq(users.id, id));
  if (!user) return null;
  const live = and(eq(sessions.userId, id), gt(sessions.expiresAt, sql`now()`));
  const sameEmail = eq(sql`lower(${appointmentRequests.email})`, user.email.toLowerCase());
  const [
    [sessionCount],
    [newestSession],
    [referralCount],
    referralRows,
    [storyCount],
    storyRows,
    [requestCount],
    requestRows,
  ] = await Promise.all([
    db()
      .select({ n: count(), newest: max(sessions.createdAt) })
      .from(sessions)
      .where(live),
    db()
      .select({ createdAt: sessions.createdAt, ip: sessions.ipAddress, userAgent: sessions.userAgent })
      .from(sessions)
      .where(live)
      .orderBy(desc(sessions.createdAt))
      .limit(1),
    db().select({ n: count() }).from(referrals).where(eq(referrals.referrerId, id)),
    db()
      .select({ id: referrals.id, email: referrals.referredEmail, status: referrals.status, at: referrals.createdAt })
      .from(referrals)
      .where(eq(referrals.referrerId, id))
      .orderBy(desc(referrals.createdAt))
      .limit(ACTIVITY_LIMIT),
    db().select({ n: count() }).from(stories).where(eq(stories.userId, id)),
    db()
      .select({
        id: stories.id,
        storyType: stories.storyType,
        experienceType: stories.experienceType,
        approved: stories.approved,
        isPublic: stories.isPublic,
        reviewedAt: stories.reviewedAt,
        at: stories.submittedAt,
      })
      .from(stories)
      .where(eq(stories.userId, id))
      .orderBy(desc(stories.submittedAt))
      .limit(ACTIVITY_LIMIT),
    db().select({ n: count() }).from(appointmentRequests).where(sameEmail),
    db()
      .select({
        id: appointmentRequests.id,
        clinic: appointmentRequests.preferredClinic,
        date: appointmentRequests.preferredDate,
        status: appointmentRequests.status,
        at: appointmentRequests.createdAt,
      })
      .from(appointmentRequests)
      .where(sameEmail)
      .orderBy(desc(appointmentRequests.createdAt))
      .limit(ACTIVITY_LIMIT),
  ]);
  return {
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      userType: user.userType,
      typeLabel: userTypeLabel(user.userType),
      status: user.status,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      joined: when(user.createdAt)!,
      lastSignIn: when(user.lastSignInAt),
    },
    sessions: {
      count: sessionCount!.n,
      newest: newestSession
        ? { at: when(newestSession.createdAt)!, ip: newestSession.ip, userAgent: newestSession.userAgent }
        : null,
    },
    referrals: {
      count: referralCount!.n,
      items: referralRows.map((r) => ({
        id: r.id,
        email: r.email,
        state: r.status === "joined" ? "Joined" : "Invited",
        at: when(r.at)!,
      })),
    },
    stories: {
      count: storyCount!.n,
      items: storyRows.map((s) => ({
        id: s.id,
        title: `${s.storyType}: ${s.experienceType}`,
        state: storyState(s),
        at: when(s.at)!,
      })),
    },
    appointments: {
      count: requestCount!.n,
      items: requestRows.map((a) => ({
        id: a.id,
        clinic: a.clinic,
        preferredDate: formatSgDate(a.date),
        state: statusLabel(a.status),
        at: when(a.at)!,
      })),
    },
    quizScore: user.quizScore,
  };
}

/** Who an account is, in a few words (the account-type page). Null when no account has this id. */
export async function userSummary(id: string) {
  const [user] = await db()
    .select({ id: users.id, name: users.fullName, email: users.email, userType: users.userType })
    .from(users)
    .where(eq(users.id, id));
  return user ?? null;
}

/** Ids are UUIDs (better-auth's generateId) or, for older accounts, short tokens: nothing else. */
const accountId = /^[A-Za-z0-9_-]{1,64}$/;

/** The account id of the address, or 404 (a malformed id never reaches the database). */
export function userRef(request: Request, params: { id?: string }): string {
  const { id } = params;
  if (!id || !accountId.test(id)) throw notFound(request);
  return id;
}
