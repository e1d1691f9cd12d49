import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/support/db";
import { requestAs, roles, type Role } from "../../../tests/support/sessions";
import { championAccess } from "./champion-access.server";

const db = useTestDatabase();

// requireChampion itself is an accounts guard: app/features/accounts/guards.server.test.ts runs it against every role.
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
