import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { stories } from "#db/schema";
import { requireChampion, type SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { db, type Tx } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n/languages";
import { withFlash } from "~/lib/forms/flash.server";
import { hit } from "~/lib/http/rate-limit.server";
import { notFound } from "~/lib/http/not-found";
import { dateIn } from "~/lib/i18n/dates";
import { localPath, requestLang } from "~/lib/i18n/paths";
import { localizer, pageWords } from "~/lib/i18n/says.server";
import { logger } from "~/lib/logger.server";
import { todayInSingapore } from "~/lib/text/singapore-date";
import { championOnlyWords } from "../champion-access.server";
import { storyEditLimit } from "../limits";
import { myStoryMessages as m } from "../messages";
import { storyStateOf } from "../moderation/states";
import { storyTypeIn } from "./localized.server";
import { myStories, type MyStory } from "./stories.server";
import { storySchema, type StoryInput } from "./story.schema";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof stories.$inferSelect;
type Shown = "waiting" | "shown" | "hidden";

/** The three states the author is told: the team's four (moderation/states.ts) and the author's own "public" choice. */
const shownOf = (state: MyStory["state"], isPublic: boolean): Shown =>
  state === "pending" ? "waiting" : state === "published" && isPublic ? "shown" : "hidden";

/**
 * The pages' words in their language (issue 27): community.json's `mine` and the story types, and
 * the server's answers (messages.ts, and /share-your-story's form's) put in the language by the
 * namespace's `says.*` strings. Stories' own text is shown as written.
 */
const myStoryWords = (lang: Lang) => pageWords("community", lang, ["mine", "storyType", "says"]);
const { sayIn, replyIn } = localizer("community");

/** GET /account/stories: the Champion's stories, newest first (the dashboard's list, with their type). */
export async function myStoriesPage(request: Request) {
  const lang = requestLang(request);
  const { t, ...words } = myStoryWords(lang);
  const user = await requireChampion(request, championOnlyWords(lang, "mine.title", "championOnly.stories"));
  const rows = await myStories(user.id);
  return {
    ...words,
    title: t("mine.title"),
    stories: rows.map((s) => ({
      id: s.id,
      storyType: storyTypeIn(t, s.storyType),
      excerpt: s.excerpt,
      sentLabel: dateIn(lang, s.sharedDay),
      // myStories links a story's page only while it is on the site (approved and public).
      stateLabel: t(`mine.state.${shownOf(s.state, s.href !== null)}`),
    })),
  };
}

/** The story, if it is this Champion's; anything else (a bad id, another person's) is not found. */
async function ownStory(request: Request, user: SessionUser, id: string | undefined) {
  if (!id || !uuid.test(id)) throw notFound(request);
  const [row] = await db()
    .select()
    .from(stories)
    .where(and(eq(stories.id, id), eq(stories.userId, user.id)));
  if (!row) throw notFound(request);
  return row;
}

/** The form's values as the story was sent: a ticked box is "on", as a browser sends it. */
const formValues = (row: Row) => ({
  storyType: row.storyType,
  experienceType: row.experienceType,
  location: row.location,
  content: row.content,
  isPublic: row.isPublic ? "on" : undefined,
  anonymous: row.anonymous ? "on" : undefined,
  canContact: row.canContact ? "on" : undefined,
});

/** GET /account/stories/:id: the story as sent, in /share-your-story's form, and whether it is on the site. */
export async function myStoryPage(request: Request, id: string | undefined) {
  const user = await requireChampion(request);
  const row = await ownStory(request, user, id);
  const shown = shownOf(storyStateOf(row), row.isPublic);
  const lang = requestLang(request);
  const { t, ...words } = myStoryWords(lang);
  return {
    ...words,
    title: t("mine.editTitle"),
    story: {
      id: row.id,
      sentLabel: dateIn(lang, todayInSingapore(row.submittedAt)),
      stateLabel: t(`mine.state.${shown}`),
      // Said before they save: any correction goes back to the team, and one on the site comes off it.
      warning: shown === "shown" ? t("mine.backToReview") : shown === "hidden" ? t("mine.readAgain") : null,
      values: formValues(row),
    },
  };
}

type Outcome = { ok: true; message: string } | { ok: false; message: string; status: number };

const fields = ["storyType", "experienceType", "location", "content", "isPublic", "anonymous", "canContact"] as const;

const theirs = (row: Row, userId: string) => and(eq(stories.id, row.id), eq(stories.userId, userId));

/**
 * The correction: the fields the person gave replaced, and the story back in the team's queue as a
 * new one is (approved false, no decision: moderation's "pending"), whatever the team had decided,
 * since the team has not read the new words. With its audit row (the names of the fields changed,
 * never the story), in one transaction. The team hears of it as of a new story: the queue and its
 * count in the console, and the same log line.
 */
async function correct(request: Request, user: SessionUser, row: Row, input: StoryInput): Promise<Outcome> {
  const changed = fields.filter((f) => input[f] !== row[f]);
  if (changed.length === 0) return { ok: false, message: m.unchanged, status: 400 };
  const wasOnSite = row.approved;
  const outcome = await db().transaction(async (tx: Tx): Promise<Outcome> => {
    const [updated] = await tx
      .update(stories)
      .set({ ...input, approved: false, reviewedAt: null, reviewedBy: null, rejectionReason: null })
      .where(theirs(row, user.id))
      .returning({ id: stories.id });
    if (!updated) return { ok: false, message: m.gone, status: 409 };
    await audit(tx, { id: user.id, email: user.email }, request, {
      action: "story.edit",
      target: { type: "story", id: row.id, label: "Story" },
      before: { state: storyStateOf(row) },
      after: { changed, state: "pending" },
    });
    return { ok: true, message: m.corrected };
  });
  if (outcome.ok) logger.info({ userId: user.id, storyId: row.id, wasOnSite }, "story submitted for review");
  return outcome;
}

/** The removal: the row deleted (the story with it, on the site or not) and audited, together. */
async function remove(request: Request, user: SessionUser, row: Row): Promise<Outcome> {
  return db().transaction(async (tx: Tx): Promise<Outcome> => {
    const [gone] = await tx.delete(stories).where(theirs(row, user.id)).returning({ id: stories.id });
    if (!gone) return { ok: false, message: m.gone, status: 409 };
    await audit(tx, { id: user.id, email: user.email }, request, {
      action: "story.remove",
      target: { type: "story", id: row.id, label: "Story" },
      before: { state: storyStateOf(row) },
    });
    return { ok: true, message: m.removed };
  });
}

/**
 * POST /account/stories/:id: `intent=remove` removes, anything else corrects with /share-your-story's
 * schema and messages. Another person's story is a 404 before the form is read. Each change counts
 * against 10 an hour.
 */
export async function myStoryAction(request: Request, id: string | undefined) {
  const user = await requireChampion(request);
  const row = await ownStory(request, user, id);
  // The field errors and answers in the page's language (issue 27).
  const lang = requestLang(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: storySchema });
  const removing = form.get("intent") === "remove";
  if (!removing && submission.status !== "success")
    return data({ result: replyIn(lang, submission.reply()), done: null }, { status: 400 });
  if (!(await hit(storyEditLimit, user.id)).allowed)
    return data(
      { result: replyIn(lang, submission.reply({ formErrors: [m.tooManyChanges] })), done: null },
      { status: 429 },
    );
  const outcome =
    removing || submission.status !== "success"
      ? await remove(request, user, row)
      : await correct(request, user, row, submission.value);
  if (!outcome.ok)
    return data(
      { result: replyIn(lang, submission.reply({ formErrors: [outcome.message] })), done: null },
      { status: outcome.status },
    );
  // A removed story has no page any more: the list says it is gone.
  if (removing)
    return redirect(localPath(request, "/account/stories"), {
      headers: withFlash({ kind: "success", message: sayIn(lang, outcome.message) }),
    });
  return data({
    result: submission.reply({ resetForm: true }),
    done: { message: sayIn(lang, outcome.message) },
  });
}
