import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { appSettings } from "#db/schema";
import facts from "../../content/facts.json";
import { db, type Db, type Tx } from "./db.server";
import { httpsPage, socialNetworks, type SocialNetwork } from "./page/social-networks";

/** A social network's page: an https address, or "" when the team has not set one (no icon). */
const socialPage = (network: SocialNetwork) => ({
  label: `${socialNetworks[network]} page`,
  usedFor: `The ${socialNetworks[network]} icon in the footer of every public page. Blank: no icon is shown.`,
  kind: "url",
  schema: z.string().refine((value) => value === "" || httpsPage(value) === value),
  fallback: "",
});

/**
 * The app_settings the team may change (spec accounts §3; issue #14), each with its type, its
 * default when no row exists, and where it is used (shown on the console's Settings page).
 */
export const settingDefinitions = {
  crc_test_unit_cost: {
    label: "Cost of one CRC screening test (SGD)",
    usedFor:
      "Corporate tiers (Gold at 100 tests, Platinum at 500, Diamond at 1,000), lives impacted and screenings funded on the corporate pages and dashboard.",
    kind: "amount",
    // Spec: an object with a numeric cost field.
    schema: z.object({ cost: z.number().positive().max(100_000) }),
    fallback: { cost: facts.unitCostDefault },
  },
  champion_signup_open: {
    label: "Champion sign-up open",
    usedFor:
      "The Champion sign-up pages (/signup/champion, /join-the-movement). When closed, they answer \u201cNew account registration is currently disabled.\u201d",
    kind: "switch",
    schema: z.boolean(),
    fallback: true,
  },
  partner_registration_open: {
    label: "Partner registration open",
    usedFor:
      "The GP clinic, specialist and corporate registration pages (/register/clinic, /register/specialist, /register/corporate). When closed, they answer \u201cNew account registration is currently disabled.\u201d",
    kind: "switch",
    schema: z.boolean(),
    fallback: true,
  },
  social_facebook: socialPage("facebook"),
  social_instagram: socialPage("instagram"),
  social_linkedin: socialPage("linkedin"),
  social_x: socialPage("x"),
} as const;

export type SettingName = keyof typeof settingDefinitions;
type SettingValue<N extends SettingName> = z.infer<(typeof settingDefinitions)[N]["schema"]>;
export const settingNames = Object.keys(settingDefinitions) as SettingName[];

/**
 * A setting's value: the stored one when it has the right shape, else the default (a malformed row
 * written by hand must never take a page down).
 */
export async function getSetting<N extends SettingName>(name: N, database: Db | Tx = db()): Promise<SettingValue<N>> {
  const [row] = await database
    .select({ value: appSettings.settingValue })
    .from(appSettings)
    .where(eq(appSettings.settingName, name));
  const parsed = settingDefinitions[name].schema.safeParse(row?.value);
  return (parsed.success ? parsed.data : settingDefinitions[name].fallback) as SettingValue<N>;
}

/** The footer's social links: the networks the team has set, in the footer's order, in one query. */
export async function socialLinks(database: Db | Tx = db()): Promise<{ network: SocialNetwork; url: string }[]> {
  const names = Object.keys(socialNetworks).map((network) => `social_${network}` as SettingName);
  const rows = await database
    .select({ name: appSettings.settingName, value: appSettings.settingValue })
    .from(appSettings)
    .where(inArray(appSettings.settingName, names));
  return (Object.keys(socialNetworks) as SocialNetwork[]).flatMap((network) => {
    const stored = rows.find((row) => row.name === `social_${network}`)?.value;
    const parsed = settingDefinitions[`social_${network}`].schema.safeParse(stored);
    return parsed.success && parsed.data ? [{ network, url: parsed.data }] : [];
  });
}
