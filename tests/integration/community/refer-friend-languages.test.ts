import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import * as facts from "../../../content/facts.json";
import { referrals } from "../../../db/schema";
import ReferFriend, * as route from "../../../app/features/community/routes/refer-friend";
import { referralLimits } from "../../../app/features/community/limits";
import { dateIn } from "../../../app/lib/i18n/dates";
import { languages, type Lang } from "../../../app/lib/i18n/languages";
import { messagesFor } from "../../../app/lib/i18n/messages.server";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";
import { context } from "../../support/appointments";

/**
 * Issue 27: /refer-friend in each language: its headings, the form's labels, hints and buttons, the
 * invitations' table (statuses, dates by Intl), the server's messages for an invalid form, and the
 * share panel in the page's language. The English as it was.
 */
const db = useTestDatabase();
const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);

const as = (cookie: string, path: string, form?: Record<string, string>) => {
  const headers = new Headers({ cookie });
  if (!form) return new Request(`http://localhost:3000${path}`, { headers });
  return new Request(`http://localhost:3000${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
};
const args = (request: Request) => ({ request, params: {}, pattern: "/:lang?/refer-friend", context }) as never;
type Loaded = Awaited<ReturnType<typeof route.loader>>;

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

function render(loaderData: Loaded, path: string, actionData?: unknown) {
  const page = createElement(ReferFriend as never, { loaderData, actionData });
  const router = createMemoryRouter([{ id: "root", path: "/:lang?/refer-friend", element: page }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root: {} } },
  });
  return text(renderToStaticMarkup(createElement(RouterProvider, { router })));
}

const fill = (s: string, vars: Record<string, string | number>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));

// The page's English, which no other language's page may show.
const english =
  /Become a Lifesaver|email addresses|Add another friend|Personal message|Use sample message|Send Lifesaving|Your invitations|Invited on|Pending|mistyped|Please enter|Share the Movement/;

describe("/refer-friend in each language (issue 27)", () => {
  it.each(languages)("%s: the page's words, the invitations and an invalid form's messages", async (lang) => {
    const w = messagesFor(lang, "community");
    const champion = await signedInAs(db(), "champion");
    const invitedAt = new Date("2026-03-04T18:00:00Z"); // 5 Mar in Singapore
    await db()
      .insert(referrals)
      .values({ referrerId: champion.id, referredEmail: "friend@example.com", createdAt: invitedAt });
    const path = `${prefix(lang)}/refer-friend`;
    const loaded = (await route.loader(args(as(champion.cookie, path)))) as Loaded;
    const page = render(loaded, path);

    expect(page).toContain(w["refer.title"]);
    expect(page).toContain(fill(w["refer.intro"]!, { percent: facts.survivalEarlyPercent }));
    expect(page).toContain(w["refer.friendsLegend"]);
    expect(page).toContain(fill(w["refer.friendEmail"]!, { number: 1 }));
    expect(page).toContain(w["refer.addFriend"]);
    expect(page).toContain(w["refer.messageLabel"]);
    expect(page).toContain(fill(w["refer.messageHint_other"]!, { count: referralLimits.messageMaxLength }));
    expect(page).toContain(w["refer.useSample"]);
    expect(page).toContain(w["refer.submit"]);
    expect(page).toContain(w["refer.invitationsTitle"]);
    expect(page).toContain(w["referrals.status.pending"]);
    expect(page).toContain(dateIn(lang, "2026-03-05"));
    expect(loaded.share.messages["share.title"]).toBe(w["share.title"]);
    expect(loaded.title).toBe(w["refer.metaTitle"]);

    // An invalid form: the row's message and the form's, in the language.
    const answer = async (form: Record<string, string>) =>
      render(loaded, path, ((await route.action(args(as(champion.cookie, path, form)))) as { data: unknown }).data);
    const invalid = await answer({ "emails[0]": "uncle-bob@example" });
    expect(invalid).toContain(w["says.emailInvalid"]);
    const empty = await answer({ "emails[0]": "", message: "see www.example.com" });
    expect(empty).toContain(w["says.noValidEmail"]);
    expect(empty).toContain(w["says.noLinks"]);

    if (lang === "en") expect(page).toContain("Your friends' email addresses");
    else {
      expect(page).not.toMatch(english);
      expect(invalid).not.toMatch(english);
      expect(empty).not.toMatch(english);
    }
  });
});
