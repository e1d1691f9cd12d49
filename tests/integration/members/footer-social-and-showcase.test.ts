import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivityLog, corporates, corporateSponsorships } from "../../../db/schema";
import { settingMessages, settingsPage, updateSetting } from "../../../app/features/admin/system/settings.server";
import { loader as showcaseLoader } from "../../../app/features/corporate/routes/csr-showcase";
import { rootData } from "../../../app/features/site/index.server";
import { useTestDatabase } from "../../support/db";
import { adminRequest, application, reviewer } from "../../support/partners";

/** Issue 23: the footer's social icons come from the console's Settings; the showcase labels demo companies. */
const db = useTestDatabase();

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};
const superAdmin = async (label: string) => ({ ...(await reviewer(label)), userType: "super_admin" as const });
const footerLinks = async () => (await rootData(new Request("http://localhost:3000/"), undefined)).social;

describe("the footer's social pages (console, Settings)", () => {
  it("shows no icon until the team sets an address, then exactly the networks set, at once", async () => {
    expect(await footerLinks()).toEqual([]);
    const admin = await superAdmin("social-a");
    const set = (name: string, value: string, expected = "") =>
      updateSetting(adminRequest(), admin, form({ name, value, expected }));

    expect(await set("social_instagram", " https://www.instagram.com/ridcrc ")).toEqual({
      ok: true,
      message: settingMessages.saved("Instagram page"),
    });
    expect(await set("social_facebook", "https://www.facebook.com/ridcrc")).toMatchObject({ ok: true });
    // Read on every request: the next page anyone loads has them, in the footer's order.
    expect(await footerLinks()).toEqual([
      { network: "facebook", url: "https://www.facebook.com/ridcrc" },
      { network: "instagram", url: "https://www.instagram.com/ridcrc" },
    ]);
    const [log] = await db().select().from(adminActivityLog).where(eq(adminActivityLog.targetId, "social_instagram"));
    expect(log).toMatchObject({ action: "setting.update", before: "", after: "https://www.instagram.com/ridcrc" });

    // Blank takes the icon away again.
    expect(await set("social_facebook", "", "https://www.facebook.com/ridcrc")).toMatchObject({ ok: true });
    expect((await footerLinks()).map((link) => link.network)).toEqual(["instagram"]);
    const shown = (await settingsPage()).find((s) => s.name === "social_instagram");
    expect(shown).toMatchObject({ kind: "url", value: "https://www.instagram.com/ridcrc" });
  });

  it.each([
    "http://www.facebook.com/ridcrc",
    "javascript:alert(1)",
    "https:www.facebook.com",
    "https://user:secret@facebook.com/ridcrc",
    "www.facebook.com/ridcrc",
    "https://localhost/x",
  ])("refuses %s with the field's message, writing nothing", async (value) => {
    const admin = await superAdmin("social-b");
    const before = await db().select().from(adminActivityLog);
    expect(await updateSetting(adminRequest(), admin, form({ name: "social_x", value, expected: "" }))).toEqual({
      ok: false,
      status: 400,
      message: settingMessages.addressInvalid,
    });
    expect(await db().select().from(adminActivityLog)).toHaveLength(before.length);
    expect((await footerLinks()).map((link) => link.network)).not.toContain("x");
  });
});

describe("the sponsor showcase", () => {
  it("marks the demo's sample companies as the directories do, and only them", async () => {
    const [real, sample] = [await application("corporate", "approved"), await application("corporate", "approved")];
    await db().update(corporates).set({ isSample: true }).where(eq(corporates.id, sample.id));
    for (const app of [real, sample])
      await db().insert(corporateSponsorships).values({ corporateId: app.id, status: "active", pledgeAmount: 50_000 });
    const { sponsors } = await showcaseLoader();
    expect(sponsors.find((s) => s.companyName === sample.name)).toMatchObject({ isSample: true });
    expect(sponsors.find((s) => s.companyName === real.name)).toMatchObject({ isSample: false });
  });
});
