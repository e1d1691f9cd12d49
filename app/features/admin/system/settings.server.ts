import { sql } from "drizzle-orm";
import { z } from "zod";
import { appSettings } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { db, throwIfDatabaseUnavailable } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { getSetting, settingDefinitions, settingNames, type SettingName } from "~/lib/settings.server";
import { httpsPage } from "~/lib/page/social-networks";

export const settingMessages = {
  amountInvalid: "Please enter the cost in Singapore dollars, more than 0 and at most 100,000, e.g. 355 or 355.50.",
  switchInvalid: "Please choose open or closed.",
  addressInvalid:
    "Please enter the page's full address starting with https://, e.g. https://www.facebook.com/ridcrc, or leave it blank to show no icon.",
  unknown: "There is no such setting.",
  unchanged: "That is already the setting: nothing was changed.",
  changed: "Someone else has just changed this setting. The page now shows its current value; nothing was saved.",
  saved: (label: string) => `Saved: ${label}.`,
  unexpected: "Something went wrong on our side: nothing was changed. Please try again.",
} as const;

/** How a value is shown in the form (and sent back as `expected`). */
const shown = (value: unknown) => {
  if (typeof value === "boolean") return value ? "open" : "closed";
  return typeof value === "string" ? value : String((value as { cost: number }).cost);
};

/** The social networks' pages (the footer's icons): one setting each, of kind "url". */
const socialSettings = settingNames.filter((name) => settingDefinitions[name].kind === "url");

/** One setting's form: its name and the value as typed (an amount, or "open" / "closed"). */
const settingForm = z.discriminatedUnion("name", [
  z.object({
    name: z.literal("crc_test_unit_cost"),
    value: z
      .string({ error: settingMessages.amountInvalid })
      .trim()
      .regex(/^\d{1,6}(\.\d{1,2})?$/, settingMessages.amountInvalid)
      .transform(Number)
      .refine((n) => n > 0 && n <= 100_000, settingMessages.amountInvalid)
      .transform((cost) => ({ cost })),
  }),
  ...(["champion_signup_open", "partner_registration_open"] as const).map((name) =>
    z.object({
      name: z.literal(name),
      value: z.enum(["open", "closed"], { error: settingMessages.switchInvalid }).transform((v) => v === "open"),
    }),
  ),
  // Blank takes the icon away; anything else must be an https page (the footer links to it).
  ...socialSettings.map((name) =>
    z.object({
      name: z.literal(name),
      value: z
        .string({ error: settingMessages.addressInvalid })
        .trim()
        .transform((value, ctx) => {
          if (value === "") return "";
          const page = httpsPage(value);
          if (!page) ctx.addIssue({ code: "custom", message: settingMessages.addressInvalid });
          return page ?? value;
        }),
    }),
  ),
]);

type SettingOutcome = { ok: true; message: string } | { ok: false; status: number; message: string };

/** Every setting with its current value and where it is used. */
export async function settingsPage() {
  return Promise.all(
    settingNames.map(async (name) => {
      const def = settingDefinitions[name];
      const value = await getSetting(name);
      return {
        name,
        label: def.label,
        usedFor: def.usedFor,
        kind: def.kind,
        value: shown(value),
      };
    }),
  );
}

/**
 * A super admin's change of one setting: validated against the setting's type, written with its
 * audit row (before and after) in one transaction. `expected` is the value the admin saw: if another
 * admin changed it meanwhile, nothing is saved (changes of one setting take turns on a lock).
 */
export async function updateSetting(request: Request, admin: SessionUser, form: FormData): Promise<SettingOutcome> {
  const name = String(form.get("name") ?? "");
  if (!(settingNames as string[]).includes(name)) return { ok: false, status: 400, message: settingMessages.unknown };
  const parsed = settingForm.safeParse({ name, value: form.get("value") ?? undefined });
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]!.message };
  const setting = parsed.data.name as SettingName;
  const after = parsed.data.value;
  try {
    return await db().transaction(async (tx): Promise<SettingOutcome> => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${setting}))`);
      const before = await getSetting(setting, tx);
      if (shown(before) !== String(form.get("expected") ?? ""))
        return { ok: false, status: 409, message: settingMessages.changed };
      if (JSON.stringify(before) === JSON.stringify(after))
        return { ok: false, status: 409, message: settingMessages.unchanged };
      await tx
        .insert(appSettings)
        .values({ settingName: setting, settingValue: after, updatedAt: new Date() })
        .onConflictDoUpdate({ target: appSettings.settingName, set: { settingValue: after, updatedAt: new Date() } });
      const label = settingDefinitions[setting].label;
      await audit(tx, admin, request, {
        action: "setting.update",
        target: { type: "setting", id: setting, label },
        before,
        after,
      });
      return { ok: true, message: settingMessages.saved(label) };
    });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error, setting }, "changing a setting failed");
    return { ok: false, status: 500, message: settingMessages.unexpected };
  }
}
