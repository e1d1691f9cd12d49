import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/db";
import { routeOutcome } from "../support/route-outcome";
import { requestAs, roles, type Role } from "../support/sessions";
import * as adminDashboard from "../../app/features/accounts/routes/admin-dashboard";
import * as adminLogin from "../../app/features/accounts/routes/admin-login";
import * as changePassword from "../../app/features/accounts/routes/change-password";
import * as login from "../../app/features/accounts/routes/login";
import * as loginRedirect from "../../app/features/accounts/routes/login-redirect";
import * as signUp from "../../app/features/accounts/routes/sign-up";
import * as twoFactor from "../../app/features/accounts/routes/two-factor-settings";
import * as profileChampion from "../../app/features/accounts/routes/profile-champion";
import * as profileGp from "../../app/features/accounts/routes/profile-gp-clinic";
import * as profileSpecialist from "../../app/features/accounts/routes/profile-specialist";
import * as quiz from "../../app/features/community/routes/quiz";
import * as referFriend from "../../app/features/community/routes/refer-friend";
import * as shareYourStory from "../../app/features/community/routes/share-your-story";
import * as pillar from "../../app/features/site/routes/pillar";
import * as dashboard from "../../app/features/dashboards/routes/dashboard";

const db = useTestDatabase();

type Loader = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
const login_ = (path: string) => `redirect /login?redirectTo=${encodeURIComponent(path)}`;
const own = {
  champion: "redirect /dashboard/champion",
  gpclinic: "redirect /dashboard/gp-clinic",
  specialist: "redirect /dashboard/specialist",
  corporate_contact: "redirect /dashboard/corporate",
  admin: "redirect /admin/dashboard",
  super_admin: "redirect /admin/dashboard",
} as const;
const everyone = (path: string): Record<Role, string> => ({
  anonymous: login_(path),
  champion: "page",
  gpclinic: "page",
  specialist: "page",
  corporate_contact: "page",
  admin: "page",
  super_admin: "page",
});
const publicOnly: Record<Role, string> = { anonymous: "page", ...own };
const dashboardFor = (
  path: string,
  owner: Exclude<Role, "anonymous" | "admin" | "super_admin">,
): Record<Role, string> => ({
  anonymous: login_(path),
  ...own,
  [owner]: "page",
  super_admin: "page",
});
const adminOnly = (path: string): Record<Role, string> => ({
  anonymous: login_(path),
  champion: "status 403",
  gpclinic: "status 403",
  specialist: "status 403",
  corporate_contact: "status 403",
  admin: "page",
  super_admin: "page",
});
const championOnly = (path: string): Record<Role, string> => ({
  anonymous: login_(path),
  champion: "page",
  gpclinic: "status 403",
  specialist: "status 403",
  corporate_contact: "status 403",
  admin: "status 403",
  super_admin: "page",
});

/** Every guarded route of issue #3 against every role: the exact page, redirect or status. */
const matrix: [string, Loader, Record<Role, string>][] = [
  ["/login", login.loader as Loader, publicOnly],
  ["/champion-sign-in", login.loader as Loader, publicOnly],
  ["/signup/champion", signUp.loader as Loader, publicOnly],
  ["/join-the-movement", signUp.loader as Loader, publicOnly],
  ["/join-movement", signUp.loader as Loader, publicOnly],
  ["/login-redirect", loginRedirect.loader as Loader, { anonymous: login_("/login-redirect"), ...own }],
  [
    "/admin/login",
    adminLogin.loader as Loader,
    {
      ...everyone("/admin/login"),
      anonymous: "page",
      admin: "redirect /admin/dashboard",
      super_admin: "redirect /admin/dashboard",
    },
  ],
  ["/admin/dashboard", adminDashboard.loader as Loader, adminOnly("/admin/dashboard")],
  [
    "/super-admin/dashboard",
    adminDashboard.loader as Loader,
    { ...adminOnly("/super-admin/dashboard"), admin: "redirect /admin/dashboard" },
  ],
  ["/dashboard/champion", dashboard.loader as Loader, dashboardFor("/dashboard/champion", "champion")],
  ["/dashboard/gp-clinic", dashboard.loader as Loader, dashboardFor("/dashboard/gp-clinic", "gpclinic")],
  ["/dashboard/specialist", dashboard.loader as Loader, dashboardFor("/dashboard/specialist", "specialist")],
  ["/dashboard/corporate", dashboard.loader as Loader, dashboardFor("/dashboard/corporate", "corporate_contact")],
  ["/account/two-factor", twoFactor.loader as Loader, everyone("/account/two-factor")],
  ["/account/password", changePassword.loader as Loader, everyone("/account/password")],
  ["/profile/champion", profileChampion.loader as Loader, dashboardFor("/profile/champion", "champion")],
  ["/profile/gp-clinic", profileGp.loader as Loader, dashboardFor("/profile/gp-clinic", "gpclinic")],
  ["/profile/specialist", profileSpecialist.loader as Loader, dashboardFor("/profile/specialist", "specialist")],
  ["/refer-friend", referFriend.loader as Loader, championOnly("/refer-friend")],
  ["/share-your-story", shareYourStory.loader as Loader, championOnly("/share-your-story")],
  ["/quiz", quiz.loader as Loader, championOnly("/quiz")],
];

describe.each(matrix)("%s", (path, loader, expected) => {
  it.each(roles)("for %s", async (role) => {
    const request = await requestAs(db(), role, path);
    expect(await routeOutcome(() => loader({ request, params: {}, context: { nonce: "", requestId: "" } }))).toBe(
      expected[role],
    );
  });
});

const story = {
  storyType: "Caregiver",
  experienceType: "Undergoing a colonoscopy",
  location: "Singapore",
  content: "My father's colonoscopy found two polyps in time.",
};

/** The Champion pages' actions against every role, each sent a form a Champion may submit. */
const championActions: [string, Loader, Record<string, string>, Record<string, string>][] = [
  ["/share-your-story", shareYourStory.action as Loader, story, {}],
  // The awareness pillar page's story area posts to its own page.
  ["/pillars/rid-crc-pub", pillar.action as Loader, story, { pillar: "rid-crc-pub" }],
  ["/quiz", quiz.action as Loader, { step: "0", intent: "next", "answer-1": "1" }, {}],
];

describe.each(championActions)("POST %s (Champion page)", (path, action, fields, params) => {
  it.each(roles)("for %s", async (role) => {
    const { url, headers } = await requestAs(db(), role, path);
    const request = new Request(url, { method: "POST", headers, body: new URLSearchParams(fields) });
    expect(await routeOutcome(() => action({ request, params, context: { nonce: "", requestId: "" } }))).toBe(
      championOnly(path)[role],
    );
  });
});

/**
 * The dashboards' one action (an appointment request's status) against every role. The right type
 * with no such request of its own, and the dashboards without requests, get 404: nothing changes.
 */
const actionMatrix: [string, Loader, Record<Role, string>][] = (
  [
    ["/dashboard/champion", "champion"],
    ["/dashboard/gp-clinic", "gpclinic"],
    ["/dashboard/specialist", "specialist"],
    ["/dashboard/corporate", "corporate_contact"],
  ] as const
).map(([path, owner]) => [
  path,
  dashboard.action as Loader,
  { ...dashboardFor(path, owner), [owner]: "status 404", super_admin: "status 404" },
]);

describe.each(actionMatrix)("POST %s", (path, action, expected) => {
  it.each(roles)("for %s", async (role) => {
    const signedIn = await requestAs(db(), role, path);
    const request = new Request(signedIn.url, {
      method: "POST",
      headers: signedIn.headers,
      body: new URLSearchParams({ id: randomUUID(), status: "closed" }),
    });
    expect(await routeOutcome(() => action({ request, params: {}, context: { nonce: "", requestId: "" } }))).toBe(
      expected[role],
    );
  });
});
