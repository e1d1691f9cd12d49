import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/support/db";
import { requestAs, roles, type Role } from "../../../tests/support/sessions";
import {
  requireAdmin,
  requireAnonymous,
  requireChampion,
  requireSuperAdmin,
  requireSuperAdminAction,
  requireUser,
  requireUserType,
} from "./guards.server";
import * as guardsModule from "./guards.server";

const db = useTestDatabase();

/** What a guard did: let the request through, redirected (where), or refused with a status. */
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return "pass";
  } catch (thrown) {
    if (thrown instanceof Response) return `redirect ${thrown.headers.get("location")}`;
    const d = thrown as { type?: string; init?: { status?: number }; data?: { reason?: string } };
    if (d?.type === "DataWithResponseInit") {
      const { reason, dashboard } = (d.data ?? {}) as { reason?: string; dashboard?: string };
      return [d.init?.status, reason, dashboard].filter(Boolean).join(" ");
    }
    throw thrown;
  }
}

const login = "redirect /login?redirectTo=%2Fsomewhere%3Fx%3D1";

const expected: Record<string, Record<Role, string>> = {
  requireUser: {
    anonymous: login,
    champion: "pass",
    gpclinic: "pass",
    specialist: "pass",
    corporate_contact: "pass",
    admin: "pass",
    super_admin: "pass",
  },
  requireAnonymous: {
    anonymous: "pass",
    champion: "redirect /dashboard/champion",
    gpclinic: "redirect /dashboard/gp-clinic",
    specialist: "redirect /dashboard/specialist",
    corporate_contact: "redirect /dashboard/corporate",
    admin: "redirect /admin/dashboard",
    super_admin: "redirect /super-admin/dashboard",
  },
  "requireUserType(gpclinic, specialist)": {
    anonymous: login,
    champion: "redirect /dashboard/champion",
    gpclinic: "pass",
    specialist: "pass",
    corporate_contact: "redirect /dashboard/corporate",
    admin: "redirect /admin/dashboard",
    super_admin: "pass",
  },
  requireAdmin: {
    anonymous: login,
    champion: "403 admin-required",
    gpclinic: "403 admin-required",
    specialist: "403 admin-required",
    corporate_contact: "403 admin-required",
    admin: "pass",
    super_admin: "pass",
  },
  requireSuperAdmin: {
    anonymous: login,
    champion: "403 admin-required",
    gpclinic: "403 admin-required",
    specialist: "403 admin-required",
    corporate_contact: "403 admin-required",
    // A plain admin's own dashboard is /admin/dashboard.
    admin: "redirect /admin/dashboard",
    super_admin: "pass",
  },
  // A super admin's change inside a console page every admin reads: a plain admin is refused.
  requireSuperAdminAction: {
    anonymous: login,
    champion: "403 admin-required",
    gpclinic: "403 admin-required",
    specialist: "403 admin-required",
    corporate_contact: "403 admin-required",
    admin: "403 super-admin-required",
    super_admin: "pass",
  },
  requireChampion: {
    anonymous: login,
    champion: "pass",
    gpclinic: "403 champion-only /dashboard/gp-clinic",
    specialist: "403 champion-only /dashboard/specialist",
    corporate_contact: "403 champion-only /dashboard/corporate",
    admin: "403 champion-only /admin/dashboard",
    super_admin: "pass",
  },
};

const guards: Record<string, (r: Request) => Promise<unknown>> = {
  requireUser,
  requireAnonymous,
  "requireUserType(gpclinic, specialist)": (r) => requireUserType(r, ["gpclinic", "specialist"]),
  requireAdmin,
  requireSuperAdmin,
  requireSuperAdminAction,
  requireChampion,
};

it("every require* guard the module exports is in the matrix", () => {
  const exported = Object.keys(guardsModule).filter((name) => /^require[A-Z]/.test(name));
  const tested = Object.keys(guards).map((name) => name.replace(/\(.*$/, ""));
  expect(exported.filter((name) => !tested.includes(name))).toEqual([]);
});

describe.each(Object.keys(guards))("%s", (name) => {
  it.each(roles)("against %s", async (role) => {
    const request = await requestAs(db(), role);
    expect(await outcome(() => guards[name]!(request))).toBe(expected[name]![role]);
  });
});

describe("the admin area needs two-step verification", () => {
  it.each(["admin", "super_admin"] as const)("%s without it is sent to enrol", async (role) => {
    const request = await requestAs(db(), role, "/admin/dashboard", { twoFactor: false });
    expect(await outcome(() => requireAdmin(request))).toBe("redirect /account/two-factor");
    expect(await outcome(() => requireSuperAdmin(request))).toBe("redirect /account/two-factor");
    expect(await outcome(() => requireSuperAdminAction(request))).toBe("redirect /account/two-factor");
  });
});

// Issue 22: a newly promoted super admin without it used the member pages from /login.
describe("admins enrol in two-step verification before any signed-in page", () => {
  it.each(["admin", "super_admin"] as const)("%s without it is sent to enrol from every guard", async (role) => {
    for (const path of ["/dashboard/champion", "/account/password", "/profile/champion", "/dashboard/champion.data"]) {
      const request = await requestAs(db(), role, path, { twoFactor: false });
      expect(await outcome(() => requireUser(request)), path).toBe("redirect /account/two-factor");
      expect(await outcome(() => requireUserType(request, ["champion"])), path).toBe("redirect /account/two-factor");
      expect(await outcome(() => requireChampion(request)), path).toBe("redirect /account/two-factor");
    }
  });

  it("lets them open the enrolment page itself", async () => {
    for (const path of ["/account/two-factor", "/account/two-factor.data"]) {
      const request = await requestAs(db(), "super_admin", path, { twoFactor: false });
      expect(await outcome(() => requireUser(request)), path).toBe("pass");
    }
  });
});

// Issue 22: the refusal carried the e-mail of whoever asked (a CSV route answered it as JSON).
describe("refusals name no one", () => {
  it("admin-required and super-admin-required carry the reason only", async () => {
    for (const [guard, role] of [
      [requireAdmin, "champion"],
      [requireSuperAdminAction, "admin"],
    ] as const) {
      const request = await requestAs(db(), role, "/admin/users");
      const thrown = await guard(request).catch((error: unknown) => error);
      expect(Object.keys((thrown as { data: object }).data)).toEqual(["reason"]);
    }
  });
});

describe("session lookups", () => {
  it("ignores a forged session cookie", async () => {
    const request = new Request("http://localhost:3000/x", {
      headers: { cookie: "better-auth.session_token=forged.value" },
    });
    expect(await outcome(() => requireUser(request))).toBe("redirect /login?redirectTo=%2Fx");
  });
});
