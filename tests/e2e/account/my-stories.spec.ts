import { expect, test, type Browser, type Page } from "@playwright/test";
import { createChampion, signIn } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";

/**
 * "Correct my data" for stories (issue 29): a Champion shares a story, finds it on My stories
 * (type, date sent, state, excerpt), corrects it on /share-your-story's form (a story left empty is
 * refused at the field with that form's message), then removes it. With JavaScript and without; axe
 * on every state. An approved story's way back to the team's review: story-corrections.test.ts (the
 * shared server's journeys do not publish stories).
 */
async function correctMyStories(page: Page, browser: Browser, withoutScripts: boolean) {
  const axe = () => (withoutScripts ? expectAccessibleAsShown(page, browser) : expectAccessible(page));
  const me = await createChampion(page, "Lim Story Writer");
  await signIn(page, me.email, me.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);

  const first = `My aunt kept putting off her colonoscopy ${Date.now()}.`;
  await page.goto("/share-your-story");
  await page.getByLabel("Your role").selectOption("Family Member");
  await page.getByLabel("Your location").selectOption("Singapore");
  await page.getByLabel("The experience you are sharing").selectOption("Undergoing a colonoscopy");
  await page.getByLabel("Your story").fill(first);
  await page.getByRole("button", { name: "Submit Story" }).click();
  await expect(page.getByRole("heading", { name: "Story Submitted Successfully!" })).toBeVisible();

  // From the dashboard's account links.
  await page.goto("/dashboard/champion");
  await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "My stories" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My stories" })).toBeVisible();
  const card = page.getByTestId("story");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { level: 2 })).toHaveText("Family Member");
  await expect(card).toContainText("Status: Waiting for the team's review");
  await expect(card).toContainText(first);
  await axe();

  await card.getByRole("link", { name: /Correct or remove this story/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Correct or remove a story" })).toBeVisible();
  const story = page.getByLabel("Your story");
  await expect(story).toHaveValue(first);
  await expect(page.getByLabel("Your role")).toHaveValue("Family Member");
  await expect(page.getByLabel("Show my story on the Stories page once it has been reviewed")).toBeChecked();
  await expect(page.getByLabel("Share my story anonymously")).not.toBeChecked();
  await axe();

  // /share-your-story's rule and message, at the field, which takes the focus.
  await story.fill("   ");
  await page.getByRole("button", { name: "Save my correction" }).click();
  await expect(page.getByText("Please write your story.")).toBeVisible();
  await expect(story).toHaveAttribute("aria-invalid", "true");
  if (!withoutScripts) await expect(story).toBeFocused();
  await axe();

  const corrected = `${first} She went in the end, and they found two polyps in time.`;
  await story.fill(corrected);
  await page.getByLabel("Share my story anonymously").check();
  await page.getByRole("button", { name: "Save my correction" }).click();
  await expect(
    page.getByText("Your story has been corrected. Our team will read it before it is shown."),
  ).toBeVisible();
  await expect(story).toHaveValue(corrected);
  await expect(page.getByLabel("Share my story anonymously")).toBeChecked();
  await axe();

  await page.getByRole("button", { name: "Remove story" }).click();
  await expect(page).toHaveURL(/\/account\/stories$/);
  await expect(page.getByText("Your story has been removed.")).toBeVisible();
  await expect(page.getByTestId("story")).toHaveCount(0);
  await expect(page.getByText("You have not shared a story yet.")).toBeVisible();
  await axe();
}

test.describe("my stories", () => {
  test("with JavaScript: a story corrected, then removed", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await correctMyStories(page, browser, false);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the same, with plain forms", async ({ page, browser }) => {
      test.setTimeout(120_000);
      await correctMyStories(page, browser, true);
    });
  });
});
