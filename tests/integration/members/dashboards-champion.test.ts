import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { champions, eventRegistrations, events, referrals, stories, users } from "../../../db/schema";
import { championRole, roleProfiles } from "../../../app/features/dashboards/champion-roles";
import { championDashboard, championStats } from "../../../app/features/dashboards/champion-dashboard.server";
import { dashboardMessages as m } from "../../../app/features/dashboards/messages";
import * as dashboard from "../../../app/features/dashboards/routes/dashboard";
import { decodeFlash } from "../../../app/lib/forms/flash.server";
import { FLASH_COOKIE } from "../../../app/lib/forms/flash";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";

/** The champion dashboard's variants and figures (issue #15; spec content §2.6, §9). */
const db = useTestDatabase();
const context = { nonce: "", requestId: "" };

const request = (path: string, cookie?: string, body?: FormData) =>
  new Request(`http://localhost:3000${path}`, {
    method: body ? "POST" : "GET",
    headers: cookie ? { cookie } : {},
    ...(body ? { body } : {}),
  });

async function load(path: string, cookie?: string) {
  const pattern = new URL(path, "http://x").pathname;
  return (await dashboard.loader({ request: request(path, cookie), params: {}, pattern, context } as never)) as Awaited<
    ReturnType<typeof dashboard.loader>
  >;
}

/** The redirect a loader throws, with the message of the flash it leaves. */
async function refused(path: string, cookie?: string) {
  try {
    await load(path, cookie);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const flash = thrown.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${FLASH_COOKIE}=`))
      ?.split(";")[0]!
      .slice(FLASH_COOKIE.length + 1);
    return { location: thrown.headers.get("location"), message: flash ? decodeFlash(flash)?.message : undefined };
  }
  throw new Error("expected a redirect");
}

describe("champion dashboard: role variants", () => {
  it("takes exactly one known ?role=, anything else is citizen", () => {
    const role = (q: string) => championRole(new URL(`http://x/dashboard/champion${q}`));
    expect(role("?role=healthcare")).toBe("healthcare");
    expect(role("?role=corporate")).toBe("corporate");
    expect(role("?role=community")).toBe("community");
    expect(role("")).toBe("citizen");
    expect(role("?role=")).toBe("citizen");
    expect(role("?role=Healthcare")).toBe("citizen");
    expect(role("?role=%00%3Cscript%3E")).toBe("citizen");
    expect(role("?role=healthcare&role=community")).toBe("citizen");
    expect(role("?role=__proto__")).toBe("citizen");
  });

  it("each variant has a title, an intro, actions on real routes and three stats", async () => {
    const { readFileSync } = await import("node:fs");
    const routes = readFileSync("app/routes.ts", "utf8");
    for (const profile of Object.values(roleProfiles)) {
      expect(profile.title).toMatch(/Champion$/);
      expect(profile.intro.length).toBeGreaterThan(40);
      expect(profile.stats.map((s) => s.key)).toEqual(["quizScore", "friendsInvited", "actionsCompleted"]);
      for (const action of profile.actions) expect(routes).toContain(`route("${action.to.slice(1)}"`);
    }
  });

  it("the loader serves the variant asked for, with the person's own figures; garbage is citizen", async () => {
    const { cookie } = await signedInAs(db(), "champion");
    for (const [query, title] of [
      ["?role=healthcare", "Healthcare Champion"],
      ["?role=community", "Community Champion"],
      ["?role=corporate", "Corporate Champion"],
      ["?role=citizen", "Citizen Champion"],
      ["?role=%27%3B+drop+table", "Citizen Champion"],
      ["?role=healthcare&role=corporate", "Citizen Champion"],
    ] as const) {
      const page = await load(`/dashboard/champion${query}`, cookie);
      expect(page.champion?.state).toBe("ready");
      if (page.champion?.state !== "ready") continue;
      expect(page.champion.profile.title).toBe(title);
      expect(page.champion.stats.quizScore).toBeNull();
      expect(page.events).toEqual([]);
    }
  });
});

describe("champion dashboard: the five actions, n/5", () => {
  it("a new account shows no quiz score yet, 0 friends and its true n/5; each action counts once done", async () => {
    const { id } = await signedInAs(db(), "champion");
    const done = async () => {
      const stats = (await championStats(id))!;
      return { n: stats.completed, keys: stats.actions.filter((a) => a.done).map((a) => a.key), stats };
    };
    // New: the e-mail is confirmed (sign-in requires it), nothing else.
    let now = await done();
    // Issue 23: no quiz yet is "not taken", not a score of 0%.
    expect(now.stats.quizScore).toBeNull();
    expect(now.stats.friendsInvited).toBe(0);
    expect(now.stats.friendsJoined).toBe(0);
    expect(now.keys).toEqual(["emailVerified"]);
    expect(now.n).toBe(1);
    expect(now.stats.actions.find((a) => a.key === "quizTaken")?.to).toBe("/quiz");

    // An unconfirmed address does not count.
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, id));
    expect((await done()).n).toBe(0);
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, id));

    // Profile: full name, phone, address and date of birth all needed.
    await db().update(users).set({ phoneNumber: "+65 9123 4567", address: "1 Bedok Road" }).where(eq(users.id, id));
    expect((await done()).keys).not.toContain("profileComplete");
    await db().insert(champions).values({ userId: id, dateOfBirth: "1970-01-01" });
    expect((await done()).keys).toContain("profileComplete");
    await db().update(users).set({ address: "   " }).where(eq(users.id, id));
    expect((await done()).keys).not.toContain("profileComplete");
    await db().update(users).set({ address: "1 Bedok Road" }).where(eq(users.id, id));
    expect((await done()).n).toBe(2);

    // Quiz taken: a score of 0 is a quiz taken too.
    await db().update(users).set({ quizScore: 0 }).where(eq(users.id, id));
    now = await done();
    expect(now.n).toBe(3);
    expect(now.stats.quizScore).toBe(0);
    await db().update(users).set({ quizScore: 70 }).where(eq(users.id, id));
    expect((await done()).stats.quizScore).toBe(70);

    // A friend invited; joined when they made their account.
    await db()
      .insert(referrals)
      .values({ referrerId: id, referredEmail: `a-${randomBytes(3).toString("hex")}@example.sg` });
    now = await done();
    expect(now.n).toBe(4);
    expect([now.stats.friendsInvited, now.stats.friendsJoined]).toEqual([1, 0]);
    await db()
      .insert(referrals)
      .values({ referrerId: id, referredEmail: `b-${randomBytes(3).toString("hex")}@example.sg`, status: "joined" });
    now = await done();
    expect([now.stats.friendsInvited, now.stats.friendsJoined]).toEqual([2, 1]);

    // Someone else's referrals and stories do not count.
    const other = await signedInAs(db(), "champion");
    await db().insert(referrals).values({ referrerId: other.id, referredEmail: "c@example.sg", status: "joined" });
    await db()
      .insert(stories)
      .values({ userId: other.id, storyType: "Caregiver", experienceType: "x", location: "Singapore", content: "x" });
    expect((await done()).n).toBe(4);

    // A story shared (pending review counts: it was shared).
    await db()
      .insert(stories)
      .values({ userId: id, storyType: "Caregiver", experienceType: "x", location: "Singapore", content: "Mine" });
    now = await done();
    expect(now.n).toBe(5);
    expect(now.stats.actions.every((a) => a.done)).toBe(true);
  });

  it("the fifth action is done by a place at an event too; a cancelled or unconfirmed one does not count", async () => {
    const { id } = await signedInAs(db(), "champion");
    const fifth = async () => (await championStats(id))!.actions.find((a) => a.key === "storyOrEvent")!.done;
    const [event] = await db()
      .insert(events)
      .values({ title: "Talk", description: "x", type: "Seminar", startsAt: new Date(Date.now() + 86_400_000 * 7) })
      .returning({ id: events.id });
    const place = (status: "pending" | "cancelled" | "waitlisted", email: string) =>
      db().insert(eventRegistrations).values({ eventId: event!.id, userId: id, name: "Me", email, status });
    await place("pending", "p@example.sg");
    await place("cancelled", "c@example.sg");
    expect(await fifth()).toBe(false);
    await place("waitlisted", "w@example.sg");
    expect(await fifth()).toBe(true);
  });

  it("an account that is gone shows the spec's message, never a 500", async () => {
    expect(await championStats("no-such-user")).toBeNull();
    const page = await championDashboard(request("/dashboard/champion"), "no-such-user", m.championProfileMissing);
    expect(page).toEqual({ state: "missing", message: "User profile not found. Please try logging out and back in." });
  });
});

describe("dashboards: access messages", () => {
  it("a visitor goes to sign-in and is told why, in the words of each dashboard", async () => {
    expect(await refused("/dashboard/champion")).toEqual({
      location: "/login?redirectTo=%2Fdashboard%2Fchampion",
      message: "Please log in to view your dashboard.",
    });
    expect(await refused("/dashboard/specialist")).toEqual({
      location: "/login?redirectTo=%2Fdashboard%2Fspecialist",
      message: "You must be logged in to view this page.",
    });
  });

  it("another type goes to its own dashboard with the spec's sentence", async () => {
    const champion = await signedInAs(db(), "champion");
    expect(await refused("/dashboard/specialist", champion.cookie)).toEqual({
      location: "/dashboard/champion",
      message: "Access denied. This dashboard is for specialists only.",
    });
    expect(await refused("/dashboard/gp-clinic", champion.cookie)).toEqual({
      location: "/dashboard/champion",
      message: "Access denied. This dashboard is for GP Clinics only.",
    });
    expect(await refused("/dashboard/corporate", champion.cookie)).toEqual({
      location: "/dashboard/champion",
      message: "You don't have access to the corporate dashboard.",
    });
    const gp = await signedInAs(db(), "gpclinic");
    // The champion variant is no access check: no message, just their own dashboard.
    expect(await refused("/dashboard/champion?role=healthcare", gp.cookie)).toEqual({
      location: "/dashboard/gp-clinic",
      message: undefined,
    });
  });

  it("a pledge posted to a dashboard other than the corporate one is not found; nothing changes", async () => {
    const { cookie } = await signedInAs(db(), "champion");
    const form = new FormData();
    form.set("intent", "pledge");
    form.set("amount", "5000");
    const outcome = await dashboard
      .action({
        request: request("/dashboard/champion", cookie, form),
        params: {},
        pattern: "/dashboard/champion",
        context,
      } as never)
      .then(
        () => "page",
        (e: { init?: { status?: number } }) => `status ${e.init?.status}`,
      );
    expect(outcome).toBe("status 404");
  });
});
