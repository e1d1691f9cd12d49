import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/support/db";
import { requestAs, roles, type Role } from "../../../tests/support/sessions";
import { championAccess, requireChampion } from "./champion.server";

const db = useTestDatabase();

describe("requireChampion (spec content §5)", () => {
  const expected: Record<Role, string> = {
    anonymous: "redirect /login?redirectTo=%2Frefer-friend",
    champion: "pass",
    super_admin: "pass",
    gpclinic: "403 champion-only /dashboard/gp-clinic",
    specialist: "403 champion-only /dashboard/specialist",
    corporate_contact: "403 champion-only /dashboard/corporate",
    admin: "403 champion-only /admin/dashboard",
  };
  it.each(roles)("%s", async (role) => {
    let result: string;
    try {
      await requireChampion(await requestAs(db(), role, "/refer-friend"));
      result = "pass";
    } catch (thrown) {
      if (thrown instanceof Response) result = `redirect ${thrown.headers.get("location")}`;
      else {
        const d = thrown as { init?: { status?: number }; data?: { reason?: string; dashboard?: string } };
        result = `${d.init?.status} ${d.data?.reason} ${d.data?.dashboard}`;
      }
    }
    expect(result).toBe(expected[role]);
  });
});

describe("championAccess (the awareness page's story area, spec content §2.4)", () => {
  const expected: Record<Role, string> = {
    anonymous: "signed-out",
    champion: "champion",
    super_admin: "champion",
    gpclinic: "signed-in",
    specialist: "signed-in",
    corporate_contact: "signed-in",
    admin: "signed-in",
  };
  it.each(roles)("%s", async (role) => {
    expect(await championAccess(await requestAs(db(), role, "/pillars/rid-crc-pub"))).toBe(expected[role]);
  });
});
