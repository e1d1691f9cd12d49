import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireChampion } from "~/features/accounts/index.server";
import { requestLang } from "~/lib/i18n/paths";
import type { StoryActionData } from "../components/story-form";
import { submitStory } from "./stories.server";
import { storySchema } from "./story.schema";
import { storyChampionOnly, storyReplyIn } from "./localized.server";

/**
 * The story form's action, on /share-your-story and on the awareness pillar page (each form posts
 * to its own page, so a visitor stays where they are): Champions only, checked on the server, the
 * answer to anyone else in the page's language. Its messages are the spec's English, said in the
 * page's language (issue 27).
 */
export async function storyAction(request: Request) {
  const lang = requestLang(request);
  const user = await requireChampion(request, storyChampionOnly(lang));
  const submission = parseWithZod(await request.formData(), { schema: storySchema });
  if (submission.status !== "success")
    return data<StoryActionData>({ result: storyReplyIn(lang, submission.reply()) }, { status: 400 });
  const outcome = await submitStory(user.id, submission.value);
  if (!outcome.ok)
    return data<StoryActionData>(
      { result: storyReplyIn(lang, submission.reply({ formErrors: [outcome.message] })) },
      { status: outcome.status },
    );
  return data<StoryActionData>({ submitted: true });
}
