import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn } from "../fixtures/accounts";
import { checkedIn, fill, read, type Lang } from "../fixtures/languages";

/**
 * Issue 27: a signed-in member's own pages in their language. The demo Champion's dashboard (the
 * account type and status) and screening record in Chinese with JavaScript and in Tamil without:
 * the form's words and choices, a date in the future refused at its field in the language with the
 * typed date kept, a good test saved with its answer in the language; a clinic's appointment
 * requests in Chinese. The parts of the Champion's dashboard other features own (the share panel,
 * my events, my stories, the screening banner) and /share-your-story's "Champions only" answer to a
 * clinic, in the language too; /refer-friend in Chinese with JavaScript and in Tamil without, a
 * mistyped address refused in the language. Axe and no sideways scroll at phone widths on each page.
 */
test.describe.configure({ timeout: 120_000 });

const CHAMPION = { email: "champion@demo.rid-crc.local", password: "Demo-Champion-Pass-1" };
const CLINIC = { email: "gp@demo.rid-crc.local", password: "Demo-Clinic-Pass-1" };

const sgDay = (offsetDays: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Singapore" }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** The Champion's dashboard's parts other features own, in the language (community.json, events.json). */
async function championPartsIn(page: Page, lang: Lang) {
  const community = read(lang, "community");
  const events = read(lang, "events");
  const share = community.share!;
  await expect(page.getByRole("heading", { level: 2, name: share.title! })).toBeVisible();
  await expect(page.getByText(share.intro!)).toBeVisible();
  await expect(page.getByTestId("copy-link")).toContainText(share.copyLink!);
  await expect(
    page.getByRole("link", { name: new RegExp(fill(share.shareOn!, { network: "LinkedIn" })) }),
  ).toBeVisible();
  // The screening banner's words have one home: pillars.json (the pillar pages show it too).
  const banner = read(lang, "pillars").banner!;
  await expect(page.getByRole("heading", { level: 2, name: banner.title! })).toBeVisible();
  await expect(page.getByRole("link", { name: banner.locations! })).toBeVisible();
  // My events and my stories: the demo's, or the empty list's words.
  const myEvents = page.locator("section[aria-labelledby='my-events-title']");
  const registered = Object.values(events.status!).join("|");
  if ((await myEvents.locator("li").count()) > 0)
    await expect(myEvents.locator("li").first()).toContainText(new RegExp(registered));
  else await expect(myEvents).toContainText(events.dashboard!.none!);
  const stories = page.getByTestId("my-story");
  if ((await stories.count()) > 0)
    await expect(page.getByTestId("story-state").first()).toHaveText(
      new RegExp(`^(${Object.values(community.dashboard!.states!).join("|")})$`),
    );
  else await expect(page.getByText(community.mine!.none!)).toBeVisible();
  await expect(page.getByText(/Share the Movement|Copy Sharable Link|Ready to take the first step/)).toHaveCount(0);
}

async function myPagesIn(page: Page, lang: Lang, browser: Browser | null) {
  const shell = read(lang, "shell");
  const dash = read(lang, "dashboards");
  const w = read(lang, "screening").record!;
  const says = read(lang, "screening").says!.record!;

  await page.goto(`/${lang}/dashboard/champion`);
  await expect(page.getByTestId("account-type")).toHaveText(shell.header!.types!.champion!);
  await expect(page.getByTestId("account-status")).toHaveText(dash.summary!.statuses!.active!);
  await championPartsIn(page, lang);
  await checkedIn(page, lang, browser);

  await page.goto(`/${lang}/dashboard/screening`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.title!);
  await expect(page.getByRole("heading", { level: 2, name: w.addTitle! })).toBeVisible();
  const date = page.getByLabel(w.form!.date!);
  // The kinds are the rule table's, in the language; with JavaScript the results follow the kind.
  await page.getByRole("radio", { name: w.kinds!.fit! }).check();
  const tomorrow = sgDay(1);
  await date.fill(tomorrow);
  await page.getByRole("radio", { name: new RegExp(`^${w.results!.negative!}`) }).check();
  await page.getByRole("button", { name: w.form!.add! }).click();
  await expect(page.getByText(says.dateFuture!, { exact: true })).toBeVisible();
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(date).toHaveValue(tomorrow);
  await expect(page.getByRole("radio", { name: w.kinds!.fit! })).toBeChecked();
  await checkedIn(page, lang, browser);

  const tested = sgDay(-3);
  await date.fill(tested);
  await page.getByRole("radio", { name: new RegExp(`^${w.results!.negative!}`) }).check();
  await page.getByRole("button", { name: w.form!.add! }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/screening$`));
  await expect(page.getByText(says.added!, { exact: true }).first()).toBeVisible();
  const entry = page.getByTestId("screening-entry").first();
  await expect(entry).toContainText(w.kinds!.fit!);
  await expect(entry).toContainText(w.results!.negative!);
  await expect(page.getByRole("heading", { level: 2, name: w.yourTests! })).toBeVisible();
  await checkedIn(page, lang, browser);

  // Removed again, so the demo's record is as it was.
  await entry.getByRole("link", { name: new RegExp(`^${w.delete!}`) }).click();
  await page.getByRole("button", { name: w.yesDelete! }).click();
  await expect(page.getByText(says.deleted!, { exact: true }).first()).toBeVisible();
}

test("with JavaScript: the Champion's dashboard and screening record in Chinese", async ({ page }) => {
  await signIn(page, CHAMPION.email, CHAMPION.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  await myPagesIn(page, "zh", null);
});

test("without JavaScript: the Champion's dashboard and screening record in Tamil", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, CHAMPION.email, CHAMPION.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  await myPagesIn(page, "ta", browser);
  await context.close();
});

test("with JavaScript: a clinic's appointment requests in Chinese", async ({ page }) => {
  const dash = read("zh", "dashboards");
  const statuses = read("zh", "directory").mine!.status!;
  await signIn(page, CLINIC.email, CLINIC.password);
  await expect(page).toHaveURL(/\/dashboard\/gp-clinic$/);
  await page.goto("/zh/dashboard/gp-clinic");
  await expect(page.getByTestId("account-type")).toHaveText(read("zh", "shell").header!.types!.gpclinic!);
  await expect(page.getByRole("heading", { level: 2, name: dash.appointments!.title! })).toBeVisible();
  const requests = page.getByTestId("appointment-request");
  if ((await requests.count()) > 0) {
    await expect(page.getByTestId("appointment-status").first()).toHaveText(
      new RegExp(`^(${Object.values(statuses).join("|")})$`),
    );
    await expect(requests.first().getByText(dash.appointments!.preferredTime!, { exact: true })).toBeVisible();
  } else await expect(page.getByText(dash.appointments!.none!)).toBeVisible();
  await checkedIn(page, "zh", null);
});

test("without JavaScript: /share-your-story's Champions-only answer to a clinic in Tamil", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const community = read("ta", "community");
  await signIn(page, CLINIC.email, CLINIC.password);
  await expect(page).toHaveURL(/\/dashboard\/gp-clinic$/);
  const answer = await page.goto("/ta/share-your-story");
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(read("ta", "share").page!.title!);
  await expect(page.getByText(community.championOnly!.stories!)).toBeVisible();
  await expect(page.getByRole("link", { name: community.championOnly!.back! })).toBeVisible();
  await checkedIn(page, "ta", browser);
  await context.close();
});

/** /refer-friend in the language (issue 27): its words, and a mistyped address refused in the language. */
async function referFriendIn(page: Page, lang: Lang, browser: Browser | null) {
  const refer = read(lang, "community").refer!;
  const says = read(lang, "community").says!;
  await page.goto(`/${lang}/refer-friend`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(refer.title!);
  await expect(page.getByRole("group", { name: refer.friendsLegend! })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: refer.invitationsTitle! })).toBeVisible();
  const first = page.getByLabel(fill(refer.friendEmail!, { number: "1" }));
  await first.fill("uncle-bob@example");
  await page.getByRole("button", { name: refer.submit! }).click();
  await expect(page.getByText(says.emailInvalid!, { exact: true })).toBeVisible();
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/Become a Lifesaver|Send Lifesaving|Please enter/)).toHaveCount(0);
  await checkedIn(page, lang, browser);
}

test("with JavaScript: /refer-friend in Chinese, a mistyped address refused in Chinese", async ({ page }) => {
  await signIn(page, CHAMPION.email, CHAMPION.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  await referFriendIn(page, "zh", null);
});

test("without JavaScript: /refer-friend in Tamil, a mistyped address refused in Tamil", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, CHAMPION.email, CHAMPION.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  await referFriendIn(page, "ta", browser);
  await context.close();
});
