import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAccessible, watchConsole } from "../fixtures/axe";
import { createChampion, signIn } from "../fixtures/accounts";

/** The server checks every form (ADR 0013): the browser logs its 400 answer to a rejected form, which is expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes("status of 400 (Bad Request)"));

const CHAMPION_ONLY = "You need to be a Champion to Share Your Story. Please sign up to join the movement!";
const RECEIVED = "Thank you! Your story has been received for review.";
const GP = { email: "gp@demo.rid-crc.local", password: "Demo-Clinic-Pass-1" };

/** A fresh, verified champion, signed in. */
async function signedInChampion(page: Page, name: string) {
  const champion = await createChampion(page, name);
  await signIn(page, champion.email, champion.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  return champion;
}

/** Fills the story form found in `scope` (the page, or the pillar page's story area). */
async function fillStory(scope: Page | Locator, content: string) {
  await scope.getByLabel("Your role").selectOption("Caregiver");
  await scope.getByLabel("Your location").selectOption("Singapore");
  await scope.getByLabel("The experience you are sharing").selectOption("Supporting someone through screening");
  await scope.getByLabel("Your story").fill(content);
}

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.describe("share your story (spec content §2.4, §3, §5, §8)", () => {
  test("a visitor who is not signed in is sent to sign in first", async ({ page }) => {
    await page.goto("/share-your-story");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fshare-your-story$/);
  });

  test("a Champion gets clear messages at each field, a live count, then the thank-you panel", async ({ page }) => {
    const consoleErrors = watchConsole(page);
    await signedInChampion(page, "Tan Mei Ling");
    await page.goto("/share-your-story");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Share Your Experience");
    await expect(page.getByLabel("Show my story on the Stories page once it has been reviewed")).toBeChecked();
    await expect(page.getByLabel("Share my story anonymously")).not.toBeChecked();
    await expect(page.getByText("0 of 2000 characters")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Submit Story" }).click();
    for (const message of [
      "Please choose your role.",
      "Please choose your location.",
      "Please choose the experience you are sharing.",
      "Please write your story.",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("Your story")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    const story = page.getByLabel("Your story");
    await story.fill("Hello");
    await expect(page.getByText("5 of 2000 characters")).toBeVisible();
    await story.fill("a".repeat(2003));
    await expect(page.getByText("3 characters too many")).toBeVisible();
    await fillStory(page, `${"a".repeat(2003)}`);
    await page.getByRole("button", { name: "Submit Story" }).click();
    await expect(page.getByText("Your story can be at most 2000 characters. Please shorten it.")).toBeVisible();
    await expect(page.getByLabel("Your role")).toHaveValue("Caregiver");

    const content = unique("My mother's FIT came back positive and the colonoscopy found polyps early.");
    await fillStory(page, content);
    await page.getByLabel("Share my story anonymously").check();
    await page.getByRole("button", { name: "Submit Story" }).click();
    await expect(page.getByRole("heading", { name: "Story Submitted Successfully!" })).toBeFocused();
    await expect(page.getByText(RECEIVED)).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Story" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Go to My Dashboard" })).toHaveAttribute("href", "/dashboard/champion");
    await expectAccessible(page);

    // Pending review: not on the public list.
    await page.getByRole("link", { name: "Read Real Stories" }).click();
    await expect(page).toHaveURL(/\/stories$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Real Stories. Real Impact.");
    await expect(page.getByText(content.slice(0, 60))).toHaveCount(0);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test("works without JavaScript: messages, input kept, thank-you panel, and the pillar page's way in", async ({
    browser,
    page,
  }) => {
    const champion = await createChampion(page, "Muthu Krishnan");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await signIn(noScript, champion.email, champion.password);
    await expect(noScript).toHaveURL(/\/dashboard\/champion$/);
    await noScript.goto("/share-your-story");
    await expect(noScript.getByText("At most 2000 characters.")).toBeVisible();
    await noScript.getByLabel("Your story").fill("Screening was quick and painless.");
    await noScript.getByRole("button", { name: "Submit Story" }).click();
    await expect(noScript.getByText("Please choose your role.")).toBeVisible();
    await expect(noScript.getByLabel("Your story")).toHaveValue("Screening was quick and painless.");
    await fillStory(noScript, unique("Screening was quick and painless."));
    await noScript.getByRole("button", { name: "Submit Story" }).click();
    await expect(noScript.getByText(RECEIVED)).toBeVisible();

    // The awareness pillar page offers the form, or a link to this page when its area needs JavaScript.
    await noScript.goto("/pillars/rid-crc-pub");
    const area = noScript.getByRole("region", { name: "Share your story, invite someone you love" });
    await expect(
      area.getByRole("link", { name: "Share Your Story" }).or(area.getByRole("button", { name: "Submit Story" })),
    ).toBeVisible();
    await context.close();
  });

  test("a signed-in GP clinic sees the champion-only message (HTTP 403), and posting is refused", async ({ page }) => {
    await signIn(page, GP.email, GP.password);
    await expect(page).toHaveURL(/\/dashboard\/gp-clinic$/);
    const response = await page.goto("/share-your-story");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Share Your Experience");
    await expect(page.getByText(CHAMPION_ONLY)).toBeVisible();
    // Signed in already: no sign-up offer (it would only lead back to the dashboard), the way back instead.
    await expect(page.getByRole("link", { name: "Sign Up as a Champion" })).toHaveCount(0);
    await expect(page.getByText("Champion features belong to personal accounts.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard/gp-clinic");
    await expect(page.getByRole("button", { name: "Submit Story" })).toHaveCount(0);
    await expectAccessible(page);

    const posted = await page.request.post("/share-your-story", {
      headers: { origin: new URL(page.url()).origin },
      form: { storyType: "Caregiver", experienceType: "Undergoing a colonoscopy", location: "Singapore", content: "x" },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
  });

  test("the awareness pillar page: a prompt for visitors and non-Champions, the form in place for a Champion", async ({
    page,
  }) => {
    const consoleErrors = watchConsole(page);
    const area = page.getByRole("region", { name: "Share your story, invite someone you love" });

    await page.goto("/pillars/rid-crc-pub");
    await expect(area.getByRole("link", { name: "Sign Up as a Champion" })).toHaveAttribute("href", "/signup/champion");
    await expect(area.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/login?redirectTo=%2Fpillars%2Frid-crc-pub%23pub-share",
    );
    await expect(area.getByLabel("Your story")).toHaveCount(0);
    await expect(page.getByText("Checking your status...")).toHaveCount(0);
    await expectAccessible(page);

    await signIn(page, GP.email, GP.password);
    await expect(page).toHaveURL(/\/dashboard\/gp-clinic$/);
    await page.goto("/pillars/rid-crc-pub");
    await expect(area.getByText(CHAMPION_ONLY)).toBeVisible();
    await expect(area.getByLabel("Your story")).toHaveCount(0);
    await expect(area.getByRole("link", { name: "Sign Up as a Champion" })).toHaveCount(0);
    await page.context().clearCookies();

    await signedInChampion(page, "Farah Ismail");
    await page.goto("/pillars/rid-crc-pub");
    // The live count shows once the area's script runs (it loads as the area comes into view); from
    // then on the form posts in place.
    await area.scrollIntoViewIfNeeded();
    await expect(area.getByText("0 of 2000 characters")).toBeVisible();
    await area.getByRole("button", { name: "Submit Story" }).click();
    await expect(area.getByText("Please write your story.")).toBeVisible();
    await expect(page).toHaveURL(/\/pillars\/rid-crc-pub$/);
    await expectAccessible(page);

    await fillStory(area, unique("I put off screening for years. It took twenty minutes."));
    await area.getByRole("button", { name: "Submit Story" }).click();
    await expect(area.getByRole("heading", { name: "Story Submitted Successfully!" })).toBeFocused();
    await expect(area.getByText(RECEIVED)).toBeVisible();
    await expect(page).toHaveURL(/\/pillars\/rid-crc-pub$/);
    await expectAccessible(page);

    await area.getByRole("button", { name: "Share Another Story" }).click();
    await expect(area.getByLabel("Your role")).toBeFocused();
    await expect(area.getByLabel("Your story")).toHaveValue("");
    await expect(area.getByText("Please write your story.")).toHaveCount(0);
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});
