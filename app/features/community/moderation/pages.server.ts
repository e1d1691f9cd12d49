import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import { requireAdmin } from "~/features/accounts/index.server";
import { storyDecisionSchema } from "./decision.schema";
import { moderateStory, storyQueue, storyQueueFilters } from "./moderation.server";

/** The stories queue (/admin/content): one state at a time, newest first. */
export async function storiesPage(request: Request) {
  await requireAdmin(request);
  const queue = await storyQueue(storyQueueFilters(new URL(request.url)));
  return {
    ...queue,
    stories: queue.stories.map((s) => ({ ...s, submitted: formatSgDateTime(s.submittedAt) })),
  };
}

export type StoryActionData = {
  ok: boolean;
  message: string;
  /** The story the message is about, and what was typed, so a refused reason is not lost. */
  id?: string;
  reason?: string;
  fieldError?: string;
};

/** Approve, reject (with a reason e-mailed to the author) or unpublish one story. */
export async function storyDecisionAction(request: Request) {
  const user = await requireAdmin(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: storyDecisionSchema });
  const id = String(form.get("id") ?? "");
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    return data<StoryActionData>(
      {
        ok: false,
        message: errors.reason?.[0] ?? errors.id?.[0] ?? "Please choose a decision.",
        id,
        reason: String(form.get("reason") ?? ""),
        fieldError: errors.reason?.[0],
      },
      { status: 400 },
    );
  }
  const outcome = await moderateStory(request, user, submission.value);
  return data<StoryActionData>(
    { ok: outcome.ok, message: outcome.message, id, ...(outcome.ok ? {} : { reason: submission.value.reason ?? "" }) },
    { status: outcome.ok ? 200 : outcome.status },
  );
}
