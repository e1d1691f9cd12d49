import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { withFlash } from "~/lib/forms/flash.server";
import { requireUserType } from "../guards.server";
import { toasts } from "../messages";
import type { Loaded, Saved } from "./profile.server";
import type { UserType } from "../user-types";

type ProfileActionData = { result: SubmissionResult<string[]>; savedAt?: number };

/** The loader of every profile page: its account type only, then the current values. */
export async function profileLoader<Values>(
  request: Request,
  type: UserType,
  load: (userId: string) => Promise<Loaded<Values>>,
) {
  const user = await requireUserType(request, [type]);
  return { profile: await load(user.id), twoFactorEnabled: user.twoFactorEnabled };
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
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return data<ProfileActionData>({ result: submission.reply() }, { status: 400 });
  const outcome = await save(user.id, submission.value);
  if (!outcome.ok)
    return data<ProfileActionData>(
      { result: submission.reply({ formErrors: [outcome.message] }) },
      { status: outcome.status, headers: withFlash(toasts.profileUpdateFailed(outcome.message), { context }) },
    );
  return data<ProfileActionData>({ result: submission.reply({ resetForm: true }), savedAt: Date.now() });
}
