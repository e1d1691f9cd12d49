import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import * as facts from "../../../content/facts.json";
import { eventRegistrations, events, stories } from "../../../db/schema";
import Dashboard, * as dashboard from "../../../app/features/dashboards/routes/dashboard";
import * as shareYourStory from "../../../app/features/community/routes/share-your-story";
import { dateIn, momentIn } from "../../../app/lib/i18n/dates";
import { languages, type Lang } from "../../../app/lib/i18n/languages";
import { messagesFor } from "../../../app/lib/i18n/messages.server";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";
import { addGpClinic, context } from "../../support/appointments";

/**
 * Issue 27: the dashboards' parts other features own, in each language: the share panel (its
 * buttons, texts, announcements and captions, the captions' figures from facts.json), my events and
 * my stories (states, dates by Intl, the empty lists), the screening banner, a partner's application
 * status (steps, statuses, the promise's hours from facts.json, the answer's messages), and
 * /share-your-story's "Champions only" answer to a signed-in partner. The English as it was.
 */
const db = useTestDatabase();
const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);

const as = (cookie: string, path: string, form?: Record<string, string>) => {
  const headers = new Headers({ cookie });
  if (!form) return new Request(`http://localhost:3000${path}`, { headers });
  return new Request(`http://localhost:3000${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
};
const pattern = (path: string) => path.replace(/^\/(zh|ms|ta)/, "").replace(/^/, "/:lang?");
type Loaded = Awaited<ReturnType<typeof dashboard.loader>>;
const load = async (cookie: string, path: string) =>
  (await dashboard.loader({
    request: as(cookie, path),
    params: {},
    pattern: pattern(path),
    context,
  } as never)) as Loaded;

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

/** The page as the server draws it (the dashboards ship no React), and its text. */
function render(loaderData: Loaded, path: string, actionData?: unknown) {
  const page = createElement(Dashboard as never, { loaderData, actionData });
  const router = createMemoryRouter([{ id: "root", path: `/:lang?${pattern(path).slice(7)}`, element: page }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root: {} } },
  });
  const html = renderToStaticMarkup(createElement(RouterProvider, { router }));
  return { html, text: text(html) };
}

const fill = (s: string, vars: Record<string, string | number>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));

// The parts' English, which no other language's page may show.
const english =
  /Share the Movement|Copy Sharable Link|Copy Caption|Your link:|Ready to take the first step|Waiting for review|Read it on Real Stories|Shared \d|See upcoming events|registered for any upcoming|not shared a story|Your application:|Partnership review|What you submitted|Confirm your e-mail|Your dashboard opens/;

describe("the dashboards' parts other features own, in each language", () => {
  it.each(languages)("%s: the share panel, my events, my stories and the screening banner", async (lang) => {
    const community = messagesFor(lang, "community");
    const eventWords = messagesFor(lang, "events");
    const champion = await signedInAs(db(), "champion");
    const startsAt = new Date(Date.now() + 86_400_000 * 10);
    const [event] = await db()
      .insert(events)
      .values({ title: "Bedok Talk", description: "x", type: "Seminar", startsAt })
      .returning({ id: events.id });
    await db().insert(eventRegistrations).values({
      eventId: event!.id,
      userId: champion.id,
      name: "Me",
      email: champion.email,
      status: "registered",
    });
    await db().insert(stories).values({
      userId: champion.id,
      storyType: "Caregiver",
      experienceType: "x",
      location: "Singapore",
      content: "My mother got screened.",
    });

    const path = `${prefix(lang)}/dashboard/champion`;
    const loaded = await load(champion.cookie, path);
    const { html, text } = render(loaded, path);

    // The share panel: its words, and what the buttons copy and announce.
    expect(text).toContain(community["share.title"]);
    expect(text).toContain(community["share.intro"]);
    expect(text).toContain(community["share.copyLink"]);
    expect(text).toContain(fill(community["share.captionFor"]!, { network: "Facebook" }));
    expect(text).toContain(fill(community["share.shareOn"]!, { network: "LinkedIn" }));
    expect(html).toContain(`data-copied-said="${community["share.announce.link"]}"`);
    expect(html).toContain(`data-copy-failed="${community["share.copyFailed"]}"`);
    expect(loaded.share.captions.tweet).toContain(`${facts.survivalEarlyPercent}%`);
    expect(loaded.share.captions.linkedin).toContain(String(facts.screeningStartAge.singapore));
    expect(loaded.share.captions.instagram).not.toMatch(/\{\{/);

    // My events: the state in the language, the time by Intl; the title as typed.
    expect(text).toContain("Bedok Talk");
    expect(text).toContain(eventWords["status.registered"]);
    expect(text).toContain(momentIn(lang, startsAt));
    // My stories: the state, the day shared by Intl; the excerpt as typed.
    expect(text).toContain("My mother got screened.");
    expect(text).toContain(community["dashboard.states.pending"]);
    expect(text).toContain(fill(community["dashboard.shared"]!, { date: dateIn(lang, loaded.stories![0]!.sharedDay) }));
    // The screening banner.
    expect(text).toContain(messagesFor(lang, "pillars")["banner.title"]);
    expect(text).toContain(messagesFor(lang, "pillars")["banner.locations"]);
    if (lang !== "en") expect(text).not.toMatch(english);

    // A Champion with nothing yet: the empty lists' words.
    const fresh = await signedInAs(db(), "champion");
    const empty = render(await load(fresh.cookie, path), path).text;
    expect(empty).toContain(eventWords["dashboard.none"]);
    expect(empty).toContain(eventWords["mine.seeEvents"]);
    expect(empty).toContain(community["mine.none"]);
    expect(empty).toContain(community["mine.share"]);
    if (lang !== "en") expect(empty).not.toMatch(english);
  });

  it("en: the wording as it was (spec accounts §2.6), the captions to the letter", async () => {
    const champion = await signedInAs(db(), "champion");
    const loaded = await load(champion.cookie, "/dashboard/champion");
    const { text } = render(loaded, "/dashboard/champion");
    for (const said of [
      "Share the Movement",
      "One post can remind a friend to get screened. Share RID-CRC on your networks.",
      "Share on X (Twitter)",
      "Open Instagram",
      "Copy Caption for Facebook",
      "Caption for LinkedIn",
      "Copy Sharable Link",
      "You're not registered for any upcoming event. See upcoming events",
      "You have not shared a story yet. Share your story",
      "Ready to take the first step?",
      "Screening is quick, and finding colorectal cancer early changes everything.",
      "Find Your Screening Path",
      "View Screening Locations",
    ])
      expect(text).toContain(said);
    const early = `${facts.survivalEarlyPercent}% of people ${facts.survivalEarlyMeasures}`;
    expect(loaded.share.captions.tweet).toBe(
      `I've joined RID-CRC, Singapore's movement to outsmart colorectal cancer. About ${early}. Get screened, and join me:`,
    );
    expect(loaded.share.captions.linkedin).toContain(
      `and ${facts.lateStageText} of cases are found late, yet about ${early}.`,
    );
    expect(loaded.share.captions.linkedin).toContain(`If you are ${facts.screeningStartAge.singapore} or older`);
    expect(loaded.share.captions.instagram).toContain(`but about ${early}. I'm a RID-CRC Champion:`);
  });

  it.each(languages)("%s: a partner's application status and the answer's messages", async (lang) => {
    const words = messagesFor(lang, "registration");
    const owner = await signedInAs(db(), "gpclinic");
    await addGpClinic(owner.id, "pending_review");
    const path = `${prefix(lang)}/dashboard/gp-clinic`;
    const loaded = await load(owner.cookie, path);
    expect(loaded.application).not.toBeNull();
    const { text } = render(loaded, path);
    expect(text).toContain(fill(words["application.title"]!, { name: loaded.application!.name }));
    expect(text).toContain(words["application.status.pending_review"]);
    expect(text).toContain(words["application.steps.confirm"]);
    const within = new Intl.NumberFormat(lang === "zh" ? "zh-Hans-SG" : lang === "en" ? "en-SG" : lang).format(
      facts.partnerContactHours,
    );
    expect(text).toContain(
      fill(words["application.steps.reviewing"]!, {
        within: fill(words["application.within_other"]!, { count: within }),
      }),
    );
    expect(text).toContain(words["application.submitted"]);
    // What the clinic submitted: every label in the language (the values as typed).
    const inEnglish = (await load(owner.cookie, "/dashboard/gp-clinic")).application!.fields;
    const fields = loaded.application!.fields;
    expect(fields.map((f) => f.value)).toEqual(inEnglish.map((f) => f.value));
    if (lang !== "en") fields.forEach((f, i) => expect(f.label).not.toBe(inEnglish[i]!.label));
    expect(text).toContain(words["application.history"]);
    if (lang === "en")
      expect(text).toContain(
        `Our team is reviewing your application and will contact you within ${facts.partnerContactHours} hours.`,
      );
    else expect(text).not.toMatch(english);

    // An empty answer is refused in the language.
    const answer = (await dashboard.action({
      request: as(owner.cookie, path, { intent: "answer", answer: " " }),
      params: {},
      pattern: pattern(path),
      context,
    } as never)) as { data: { answer: { result: { error: Record<string, string[]> } } } };
    expect(answer.data.answer.result.error.answer).toEqual([words["says.answerRequired"]]);
  });

  it.each(languages)("%s: /share-your-story's answer to a signed-in partner", async (lang) => {
    const partner = await signedInAs(db(), "gpclinic");
    const path = `${prefix(lang)}/share-your-story`;
    const thrown = await shareYourStory
      .loader({ request: as(partner.cookie, path), params: {}, context } as never)
      .then(
        () => null,
        (e: unknown) => e as { data: { words: Record<string, string> }; init: { status: number } },
      );
    expect(thrown?.init.status).toBe(403);
    const community = messagesFor(lang, "community");
    expect(thrown?.data.words).toEqual({
      title: messagesFor(lang, "share")["page.title"],
      message: community["championOnly.stories"],
      hint: community["championOnly.hint"],
      back: community["championOnly.back"],
    });
    const posted = await shareYourStory
      .action({ request: as(partner.cookie, path, { storyType: "Caregiver" }), params: {}, context } as never)
      .then(
        () => null,
        (e: unknown) => e as { data: { words: Record<string, string> } },
      );
    expect(posted?.data.words.message).toBe(community["championOnly.stories"]);
  });
});
