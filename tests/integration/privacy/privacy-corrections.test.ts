import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routeConfig from "../../../app/routes";
import * as myData from "../../../app/features/privacy/routes/my-data";
import { correctionsFor, type Correction } from "../../../app/features/privacy/corrections";
import { userTypes, type UserType } from "../../../app/features/accounts/user-types";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";

/**
 * "Correct my data" (issue 29): /account/data tells each account type where each thing it gave is
 * corrected, and every place named is a page of the site. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
const db = useTestDatabase();
const context = { nonce: "", requestId: "" };

/** Every address of the route table (the languages' optional prefix left out), layouts and prefixes applied. */
function addresses(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${entry.path}`;
    return [here.replace(/^\/:lang\?/, "") || "/", ...addresses(entry.children ?? [], here)];
  });
}
const routes = new Set(addresses(routeConfig));

describe("correct my data", () => {
  it("names a real page for every thing, for every account type", () => {
    for (const type of userTypes) {
      const list = correctionsFor(type);
      expect(new Set(list.map((c) => c.what)).size).toBe(list.length);
      for (const c of list) {
        expect(routes, `${type}: ${c.to}`).toContain(c.to.split("#")[0]);
        expect(c.how.length).toBeGreaterThan(10);
      }
    }
  });

  it("shows each signed-in person their own type's list, the profile first", async () => {
    const expected: Record<string, string> = {
      champion: "/profile/champion",
      gpclinic: "/profile/gp-clinic",
      specialist: "/profile/specialist",
      corporate_contact: "/profile/corporate",
      // The team correct their own name and phone in the console (issue 29).
      admin: "/admin/profile",
      super_admin: "/admin/profile",
    };
    for (const [type, profile] of Object.entries(expected)) {
      const me = await signedInAs(db(), type as UserType);
      const answer = (await myData.loader({
        request: new Request("http://localhost:3000/account/data", { headers: { cookie: me.cookie } }),
        params: {},
        context,
      } as never)) as unknown as { data: { corrections: Correction[] } };
      const tos = answer.data.corrections.map((c) => c.to);
      expect(tos[0]).toBe(profile);
      // The sign-in address, appointment requests and event registrations are corrected by the person themselves.
      expect(answer.data.corrections.find((c) => c.what === "Appointment requests")?.to).toBe("/account/appointments");
      expect(answer.data.corrections.find((c) => c.what === "Event registrations")?.to).toBe("/account/events");
      expect(tos.includes("/account/referrals")).toBe(type === "champion");
      expect(tos.includes("/account/stories")).toBe(type === "champion");
      expect(answer.data.corrections.find((c) => c.what === "Your e-mail address")?.to).toBe("/account/email");
      expect(tos.includes("/dashboard/screening")).toBe(type === "champion");
      expect(tos.includes("/account/pledges")).toBe(type === "corporate_contact");
    }
  });

  it("is for signed-in people only", async () => {
    const refused = await Promise.resolve(
      myData.loader({ request: new Request("http://localhost:3000/account/data"), params: {}, context } as never),
    ).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(302);
  });
});
