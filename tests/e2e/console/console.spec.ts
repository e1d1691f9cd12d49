import type { Browser, Page } from "@playwright/test";
import { createChampion, signIn } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { adminPage, expect, test } from "../fixtures/console";
import { latestEmail, uniqueEmail } from "../fixtures/mailbox";
import { addDays, todayInSingapore } from "../../../app/lib/text/singapore-date";

/** The team's console (spec accounts §2.3; issue #14): the tabs, Overview, Content and Settings. */
test.describe.configure({ timeout: 120_000 });

const tabs = ["Overview", "Users", "Partners", "Content", "Events", "System", "Settings", "Audit"];
const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A Champion's story, submitted through the real form in a browser of its own; returns its text and its author. */
async function submitStory(browser: Browser, { keepPrivate = false } = {}) {
  const page = await (await browser.newContext()).newPage();
  const author = await createChampion(page, "Story Author");
  await signIn(page, author.email, author.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  await page.goto("/share-your-story");
  const content = unique("My colonoscopy found two polyps in time, and I am well today.");
  await page.getByLabel("Your role").selectOption("Caregiver");
  await page.getByLabel("Your location").selectOption("Singapore");
  await page.getByLabel("The experience you are sharing").selectOption("Supporting someone through screening");
  await page.getByLabel("Your story").fill(content);
  if (keepPrivate) await page.getByLabel("Show my story on the Stories page once it has been reviewed").uncheck();
  await page.getByRole("button", { name: "Submit Story" }).click();
  await expect(page.getByRole("heading", { name: "Story Submitted Successfully!" })).toBeVisible();
  await page.context().close();
  return { content, author };
}

const storyCard = (page: Page, content: string) => page.getByTestId("story").filter({ hasText: content });

test("the console's header and tabs: every tab is a page of its own, reached by keyboard, never cached", async ({
  browser,
  team,
}) => {
  const page = await adminPage(browser, team);
  const response = await page.goto("/admin/dashboard");
  expect(response!.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Super Administrator Dashboard");
  await expect(page.getByText(`Welcome ${team.admin.email}`)).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Console sections" });
  await expect(nav.getByRole("link")).toHaveText(tabs);
  await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  for (const stat of ["Total Users", "Active Champions", "Total Events", "System Health"])
    await expect(page.getByRole("heading", { level: 3, name: stat })).toBeVisible();
  await expect(page.getByText("Champions who signed in within the last 30 days", { exact: false })).toBeVisible();
  await expect(page.getByRole("img", { name: /Sign-ups per week, by account type/ })).toBeVisible();
  await page.getByText("Show the figures as a table").first().click();
  await expect(page.getByRole("table", { name: "Sign-ups per week, by account type" }).getByRole("row")).toHaveCount(
    13,
  );
  await expectAccessible(page);

  // Keyboard: Tab reaches the Content tab, Enter opens it.
  await nav.getByRole("link", { name: "Partners" }).focus();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(nav.getByRole("link", { name: "Content" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);

  for (const [path, heading] of [
    ["/admin/content/appointments", "Content"],
    ["/admin/content/articles", "Content"],
    ["/admin/events", "Events"],
    ["/admin/settings", "Settings"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectAccessible(page);
  }
});

test("a story is approved onto /stories, a private one stays off it, and a rejection e-mails its reason", async ({
  page,
  browser,
  team,
}) => {
  const published = await submitStory(browser);
  const kept = await submitStory(browser, { keepPrivate: true });
  const rejected = await submitStory(browser);

  const admin = await adminPage(browser, team);
  await admin.goto("/admin/dashboard");
  await expect(admin.getByRole("link", { name: /Stories to moderate/ })).toContainText(/[1-9]/);
  await admin.getByRole("link", { name: /Stories to moderate/ }).click();
  await expect(admin).toHaveURL(/\/admin\/content$/);
  await expect(storyCard(admin, kept.content)).toContainText("Author kept it private: approving never publishes it");
  await expectAccessible(admin);

  await storyCard(admin, published.content).getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Story approved. It is on /stories now.")).toBeVisible();
  await storyCard(admin, kept.content).getByRole("button", { name: "Approve" }).click();
  await expect(
    admin.getByText("Story approved. Its author did not make it public, so it stays off /stories."),
  ).toBeVisible();

  // A rejection without a reason is refused at the field; with one, the author is told.
  const card = storyCard(admin, rejected.content);
  await card.getByText("Reject…").click();
  await card.getByRole("button", { name: "Reject story" }).click();
  await expect(
    card.getByText("Please write why the story is rejected: its author receives this by e-mail."),
  ).toBeVisible();
  await expect(card.getByLabel("Reason (e-mailed to the author)")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(admin);
  const reason = "It names a doctor who did not agree to be named.";
  await card.getByLabel("Reason (e-mailed to the author)").fill(reason);
  await card.getByRole("button", { name: "Reject story" }).click();
  await expect(admin.getByText("Story rejected. Its author has been told why by e-mail.")).toBeVisible();
  const mail = await latestEmail(admin.request, rejected.author.email, "About the story you shared with RID-CRC");
  expect(mail.text).toContain(reason);

  await page.goto("/stories");
  await expect(page.getByText(published.content)).toBeVisible();
  await expect(page.getByText(kept.content)).toHaveCount(0);
  await expect(page.getByText(rejected.content)).toHaveCount(0);

  // The published story has a page of its own, reached from its card.
  await page
    .getByRole("article")
    .filter({ hasText: published.content })
    .getByRole("link", { name: /^Read the full story/ })
    .click();
  await expect(page).toHaveURL(/\/stories\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Supporting someone through screening");
  await expect(page.getByText(published.content)).toBeVisible();
  await expectAccessible(page);
  const storyPath = new URL(page.url()).pathname;

  // Each author's dashboard says where their story stands, with the team's reason when it is not published.
  for (const [story, state, more] of [
    [rejected, "Not published", `The team's reason: ${reason}`],
    [published, "Published", "Read it on Real Stories"],
    [kept, "Published", null],
  ] as const) {
    const author = await (await browser.newContext()).newPage();
    await signIn(author, story.author.email, story.author.password);
    await expect(author).toHaveURL(/\/dashboard\/champion$/);
    const mine = author.getByRole("region", { name: "My stories" }).getByTestId("my-story");
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId("story-state")).toHaveText(state);
    if (more) await expect(mine).toContainText(more);
    if (story === published)
      await expect(mine.getByRole("link", { name: "Read it on Real Stories" })).toHaveAttribute("href", storyPath);
    else await expect(mine.getByRole("link")).toHaveCount(0);
    await expectAccessible(author);
    await author.context().close();
  }

  // The decisions are the newest Recent Admin Activity.
  await admin.goto("/admin/dashboard");
  const activity = admin.getByRole("region", { name: "Recent Admin Activity" });
  await expect(activity.getByRole("listitem").first()).toContainText("Rejected a story");
  await activity.getByRole("button", { name: "Refresh" }).click();
  await expect(activity.getByRole("listitem").first()).toContainText(`Admin: ${team.admin.email}`);
});

test("without JavaScript: unpublish a story, and a refused rejection keeps what was typed", async ({
  page,
  browser,
  team,
}) => {
  const story = await submitStory(browser);
  const other = await submitStory(browser);
  const admin = await adminPage(browser, team, false);
  await admin.goto("/admin/content");
  await storyCard(admin, story.content).getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Story approved. It is on /stories now.")).toBeVisible();
  await admin.goto("/admin/content?state=published");
  await storyCard(admin, story.content).getByRole("button", { name: "Unpublish" }).click();
  await expect(admin.getByText("Story unpublished. It is no longer on /stories.")).toBeVisible();
  await page.goto("/stories");
  await expect(page.getByText(story.content)).toHaveCount(0);

  await admin.goto("/admin/content");
  const card = storyCard(admin, other.content);
  await card.getByText("Reject…").click();
  await card.getByLabel("Reason (e-mailed to the author)").fill("   ");
  await card.getByRole("button", { name: "Reject story" }).click();
  await expect(
    storyCard(admin, other.content).getByText(
      "Please write why the story is rejected: its author receives this by e-mail.",
    ),
  ).toBeVisible();
  await expectAccessibleAsShown(admin, browser);
});

test("an appointment request no partner receives reaches the team's list and is marked contacted", async ({
  page,
  browser,
  team,
}) => {
  const name = unique("Walk In");
  await page.goto("/appointments/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("walkin"));
  await page.getByLabel("Phone", { exact: true }).fill("+65 9123 4567");
  await page.getByLabel("Preferred clinic").fill("A clinic near my office");
  await page.getByLabel("Preferred date").fill(addDays(todayInSingapore(), 3));
  await page.getByLabel("Afternoon (12PM-5PM)").check();
  await page.getByRole("button", { name: "Schedule My Screening" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Thank You, ${name}!` })).toBeVisible();

  for (const javaScriptEnabled of [true, false]) {
    const admin = await adminPage(browser, team, javaScriptEnabled);
    // With JavaScript the new request is marked contacted; then, without, the contacted one is closed.
    await admin.goto(`/admin/content/appointments?status=${javaScriptEnabled ? "new" : "contacted"}`);
    const row = admin.getByTestId("appointment").filter({ hasText: name });
    await expect(row).toContainText("A clinic near my office");
    const next = javaScriptEnabled ? "Contacted" : "Closed";
    await row.getByLabel(/Status/).selectOption({ label: next });
    await row.getByRole("button", { name: /Update/ }).click();
    await expect(admin.getByText(`${name}'s request is now ${next.toLowerCase()}.`)).toBeVisible();
    if (javaScriptEnabled) await expectAccessible(admin);
    else await expectAccessibleAsShown(admin, browser);
  }
});

test("settings: the super admin changes the test unit cost and closes Champion sign-up; bad values are refused at the field", async ({
  page,
  browser,
  team,
}) => {
  const admin = await adminPage(browser, team);
  await admin.goto("/admin/settings");
  const cost = admin.getByLabel("Amount in SGD");
  await cost.fill("free");
  await admin.getByRole("button", { name: /^Save\W+Cost of one CRC screening test/ }).click();
  await expect(
    admin.getByText("Please enter the cost in Singapore dollars, more than 0 and at most 100,000, e.g. 355 or 355.50."),
  ).toBeVisible();
  await expect(cost).toHaveValue("free");
  await expect(cost).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(admin);
  await cost.fill("400");
  await admin.getByRole("button", { name: /^Save\W+Cost of one CRC screening test/ }).click();
  await expect(admin.getByText("Saved: Cost of one CRC screening test (SGD).")).toBeVisible();
  await page.goto("/register/corporate");
  await expect(page.getByText("S$40,000").first()).toBeVisible();
  // Back to the default: other journeys on this server read the tiers at S$355 a test.
  await admin.getByLabel("Amount in SGD").fill("355");
  await admin.getByRole("button", { name: /^Save\W+Cost of one CRC screening test/ }).click();
  await expect(admin.getByText("Saved: Cost of one CRC screening test (SGD).")).toBeVisible();

  // Closed sign-up: the spec's message; reopened, sign-up works again.
  const champion = admin.getByRole("group", { name: "Champion sign-up open" });
  await champion.getByLabel("Closed").check();
  await admin.getByRole("button", { name: /^Save\W+Champion sign-up open/ }).click();
  await expect(admin.getByText("Saved: Champion sign-up open.")).toBeVisible();
  await page.goto("/signup/champion");
  await page.getByLabel("Full name").fill("Too Late");
  await page.getByLabel("Email address").fill(uniqueEmail("closed"));
  await page.getByLabel("Password", { exact: true }).fill("Journey-Pass-42");
  await page.getByLabel("Confirm password").fill("Journey-Pass-42");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create My Champion Account" }).click();
  await expect(page.getByText("New account registration is currently disabled.").first()).toBeVisible();
  await champion.getByLabel("Open").check();
  await admin.getByRole("button", { name: /^Save\W+Champion sign-up open/ }).click();
  await expect(admin.getByText("Saved: Champion sign-up open.")).toBeVisible();

  await admin.goto("/admin/audit");
  await expect(admin.getByRole("cell", { name: /Changed a setting/ }).first()).toBeVisible();
});

test("without JavaScript: a refused setting keeps what was typed, and partner registration can be closed and opened", async ({
  browser,
  team,
}) => {
  const admin = await adminPage(browser, team, false);
  await admin.goto("/admin/settings");
  const cost = admin.getByLabel("Amount in SGD");
  const before = await cost.inputValue();
  await cost.fill("12.345");
  await admin.getByRole("button", { name: /^Save\W+Cost of one CRC screening test/ }).click();
  await expect(
    admin.getByText("Please enter the cost in Singapore dollars, more than 0 and at most 100,000, e.g. 355 or 355.50."),
  ).toBeVisible();
  await expect(admin.getByLabel("Amount in SGD")).toHaveValue("12.345");
  await expectAccessibleAsShown(admin, browser);
  await admin.goto("/admin/settings");
  await expect(admin.getByLabel("Amount in SGD")).toHaveValue(before);

  const partners = admin.getByRole("group", { name: "Partner registration open" });
  await partners.getByLabel("Closed").check();
  await admin.getByRole("button", { name: /^Save\W+Partner registration open/ }).click();
  await expect(admin.getByText("Saved: Partner registration open.")).toBeVisible();
  await admin.getByRole("group", { name: "Partner registration open" }).getByLabel("Open").check();
  await admin.getByRole("button", { name: /^Save\W+Partner registration open/ }).click();
  await expect(admin.getByText("Saved: Partner registration open.")).toBeVisible();
});
