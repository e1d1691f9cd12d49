import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { withFlash } from "~/lib/forms/flash.server";
import { requestLang } from "~/lib/i18n/paths";
import { localizer, pageWords } from "~/lib/i18n/says.server";
import { requireUserType } from "../guards.server";
import { toasts } from "../messages";
import type { Loaded, Saved } from "./profile.server";
import type { UserType } from "../user-types";

type ProfileActionData = { result: SubmissionResult<string[]>; savedAt?: number };

/** Each profile page's section of app/locales/<lang>/profiles.json, beside the frame's ("profile"). */
const sectionOf: Partial<Record<UserType, string>> = {
  champion: "champion",
  gpclinic: "gpClinic",
  specialist: "specialist",
  corporate_contact: "corporate",
};

/** What each page says once saved (spec accounts §8; the corporate page's is ours). */
const savedKey: Partial<Record<UserType, string>> = {
  gpclinic: "says.clinicUpdated",
  corporate_contact: "corporate.saved",
};

/**
 * The profile pages' messages (field errors, load and save failures), written in the spec's English
 * by the schemas and profile.server.ts, put in the page's language (issue 27).
 */
const { sayIn, replyIn } = localizer("profiles");

/** The loader of every profile page: its account type only, then the current values, in the page's language. */
export async function profileLoader<Values>(
  request: Request,
  type: UserType,
  load: (userId: string) => Promise<Loaded<Values>>,
) {
  const user = await requireUserType(request, [type]);
  const lang = requestLang(request);
  const section = sectionOf[type] ?? "champion";
  const { t, ...words } = pageWords("profiles", lang, ["profile", section]);
  const profile = await load(user.id);
  return {
    ...words,
    title: t(`${section}.title`),
    saved: t(savedKey[type] ?? "says.updated"),
    profile: profile.ok ? profile : { ...profile, message: sayIn(lang, profile.message) },
    twoFactorEnabled: user.twoFactorEnabled,
  };
}

/**
 * The action of every profile page: guard, validate with the page's schema, save in one transaction.
 * A failed save also leaves the "Update failed" toast (`context`: the action's load context).
 */
export async function profileAction<S extends z.ZodType>(
  request: Request,
  type: UserType,
  schema: S,
  save: (userId: string, value: z.output<S>) => Promise<Saved>,
  context?: object,
) {
  const user = await requireUserType(request, [type]);
  const lang = requestLang(request);
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success")
    return data<ProfileActionData>({ result: replyIn(lang, submission.reply()) }, { status: 400 });
  const outcome = await save(user.id, submission.value);
  if (!outcome.ok)
    return data<ProfileActionData>(
      { result: replyIn(lang, submission.reply({ formErrors: [outcome.message] })) },
      { status: outcome.status, headers: withFlash(toasts.profileUpdateFailed(outcome.message), { context }) },
    );
  return data<ProfileActionData>({ result: submission.reply({ resetForm: true }), savedAt: Date.now() });
}
