import { eq, sql, type SQL } from "drizzle-orm";
import { champions, eventRegistrations, referrals, stories, users } from "#db/schema";
import { db } from "~/lib/db.server";
import { championRole, championRoles, roleProfiles, type ChampionRole, type RoleProfile } from "./champion-roles";

/**
 * The five actions a Champion can complete (docs/decisions/0018-champion-actions.md), in the order
 * the checklist shows them, each with where to do it.
 */
const championActions = [
  { key: "emailVerified", label: "Confirm your e-mail address", to: "/profile/champion" },
  { key: "profileComplete", label: "Complete your profile", to: "/profile/champion" },
  { key: "quizTaken", label: "Take the colorectal cancer quiz", to: "/quiz" },
  { key: "friendInvited", label: "Invite a friend", to: "/refer-friend" },
  { key: "storyOrEvent", label: "Share your story, or register for an event", to: "/share-your-story" },
] as const;
type ChampionActionKey = (typeof championActions)[number]["key"];

type ChampionStats = {
  quizScore: number | null;
  friendsInvited: number;
  friendsJoined: number;
  actions: { key: ChampionActionKey; label: string; to: string; done: boolean }[];
  completed: number;
};

const filled = (value: string | null) => Boolean(value?.trim());

/**
 * A Champion's figures in one query: the account row, the profile's date of birth, their referrals
 * (sent and joined) and whether they have shared a story or hold a place at an event. Null when there is no such account.
 * "Profile complete" means the four fields of the Champion profile form are filled: full name,
 * phone number, date of birth and address (the e-mail address is always there).
 */
export async function championStats(userId: string): Promise<ChampionStats | null> {
  const count = (where: SQL) => sql<number>`(select count(*)::int from ${referrals} where ${where})`;
  const [row] = await db()
    .select({
      quizScore: users.quizScore,
      emailVerified: users.emailVerified,
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      address: users.address,
      dateOfBirth: champions.dateOfBirth,
      invited: count(sql`${referrals.referrerId} = ${users.id}`),
      joined: count(sql`${referrals.referrerId} = ${users.id} and ${referrals.status} = 'joined'`),
      stories: sql<number>`(select count(*)::int from ${stories} where ${stories.userId} = ${users.id})`,
      // A place held or waited for; a cancelled one or one never confirmed is not an action done.
      events: sql<number>`(select count(*)::int from ${eventRegistrations} where ${eventRegistrations.userId} = ${users.id} and ${eventRegistrations.status} in ('registered', 'waitlisted'))`,
    })
    .from(users)
    .leftJoin(champions, eq(champions.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const done: Record<ChampionActionKey, boolean> = {
    emailVerified: row.emailVerified,
    profileComplete: [row.fullName, row.phoneNumber, row.dateOfBirth, row.address].every(filled),
    quizTaken: row.quizScore !== null,
    friendInvited: Number(row.invited) > 0,
    storyOrEvent: Number(row.stories) > 0 || Number(row.events) > 0,
  };
  const actions = championActions.map((a) => ({ ...a, done: done[a.key] }));
  return {
    // Null until a quiz is taken (issue 23: "Quiz score 0%" read as a failed quiz; the spec's 0% default
    // described the earlier site's storage). A score of 0 is a quiz taken.
    quizScore: row.quizScore,
    friendsInvited: Number(row.invited),
    friendsJoined: Number(row.joined),
    actions,
    completed: actions.filter((a) => a.done).length,
  };
}

export type ChampionDashboardData =
  | { state: "missing"; message: string }
  | {
      state: "ready";
      role: ChampionRole;
      profile: RoleProfile;
      /** The four variants for the switcher (their titles travel as data, not as client code). */
      roles: { role: ChampionRole; title: string }[];
      stats: ChampionStats;
    };

/** The champion dashboard: the variant `?role=` asks for and the person's own figures. */
export async function championDashboard(
  request: Request,
  userId: string,
  missingMessage: string,
): Promise<ChampionDashboardData> {
  const role = championRole(new URL(request.url));
  const stats = await championStats(userId);
  if (!stats) return { state: "missing", message: missingMessage };
  const roles = championRoles.map((r) => ({ role: r, title: roleProfiles[r].title }));
  return { state: "ready", role, profile: roleProfiles[role], roles, stats };
}
