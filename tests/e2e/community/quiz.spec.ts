import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/console";
import { expectAccessible, watchConsole } from "../fixtures/axe";
import { createChampion, signIn } from "../fixtures/accounts";

type Question = { id: number; options: string[]; correctAnswer: string; explanation: string };
const { questions } = JSON.parse(readFileSync("content/quiz.json", "utf8")) as { questions: Question[] };
/** Positions of the right options (placeholders such as {{…}} stand alike in options and answer). */
const correct = questions.map((q) => q.options.indexOf(q.correctAnswer));

async function signedInChampion(page: Page, name: string) {
  const champion = await createChampion(page, name);
  await signIn(page, champion.email, champion.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  return champion;
}

const heading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });
const previous = (page: Page) => page.getByRole("button", { name: "Previous" });

test.describe("CRC knowledge quiz (spec content §2.2, §4, §5, §9)", () => {
  test("visitors sign in first; a GP clinic sees the sign-up prompt (HTTP 403)", async ({ page }) => {
    await page.goto("/quiz");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fquiz$/);

    await signIn(page, "gp@demo.rid-crc.local", "Demo-Clinic-Pass-1");
    await expect(page).toHaveURL(/\/dashboard\/gp-clinic$/);
    const response = await page.goto("/quiz");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CRC Knowledge Quiz");
    await expect(
      page.getByText("You need to be a Champion to take the quiz. Please sign up to join the movement!"),
    ).toBeVisible();
    // Signed in already: no sign-up offer (it would only lead back to the dashboard), the way back instead.
    await expect(page.getByRole("link", { name: "Sign Up as a Champion" })).toHaveCount(0);
    await expect(page.getByText("Champion features belong to personal accounts.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard/gp-clinic");
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("all ten questions by keyboard, Previous and Next states, Submitting..., and the result", async ({ page }) => {
    test.setTimeout(120_000);
    const consoleErrors = watchConsole(page);
    await signedInChampion(page, "Lim Wei Jie");
    await page.goto("/quiz");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CRC Knowledge Quiz");
    // Eight right, the last two wrong: 80%.
    const choice = correct.map((c, i) => (i < 8 ? c : (c + 1) % questions[i]!.options.length));

    for (let i = 0; i < questions.length; i++) {
      const last = i === questions.length - 1;
      const primary = page.getByRole("button", { name: last ? "Submit Quiz" : "Next" });
      await expect(heading(page)).toContainText(`Question ${i + 1} of 10`);
      await expect(primary).toBeDisabled();
      if (i === 0) {
        await expect(previous(page)).toBeDisabled();
        await expectAccessible(page);
        await page.getByRole("radio").first().focus();
      } else {
        await expect(previous(page)).toBeEnabled();
        await expect(heading(page)).toBeFocused();
        await page.keyboard.press("Tab");
      }
      // Space picks the focused option; the arrow keys move to the others and pick them.
      if (choice[i] === 0) await page.keyboard.press("Space");
      for (let k = 0; k < choice[i]!; k++) await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("radio").nth(choice[i]!)).toBeChecked();
      await expect(primary).toBeEnabled();

      if (i === 4) {
        // Back one question and forward again: both answers are kept.
        await page.keyboard.press("Tab");
        await expect(previous(page)).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(heading(page)).toContainText("Question 4 of 10");
        await expect(page.getByRole("radio").nth(choice[3]!)).toBeChecked();
        await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
        await expectAccessible(page);
        await page.keyboard.press("Tab");
        await page.keyboard.press("Tab");
        await page.keyboard.press("Tab");
        await expect(page.getByRole("button", { name: "Next" })).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(heading(page)).toContainText("Question 5 of 10");
        await expect(page.getByRole("radio").nth(choice[4]!)).toBeChecked();
        await page.keyboard.press("Tab");
        await expect(page.getByRole("radio").nth(choice[4]!)).toBeFocused();
      }

      if (last) {
        // Hold the save back a moment to see the busy state.
        await page.route("**/quiz.data*", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        });
      }
      // Enter on an option means Next (Submit on the last question).
      await page.keyboard.press("Enter");
      if (last) await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    }

    await expect(page.getByRole("heading", { name: "Your Result" })).toBeFocused();
    await expect(page.getByTestId("quiz-score")).toHaveText("80%");
    await expect(page.getByText("You answered 8 of 10 questions correctly.")).toBeVisible();
    for (const q of questions.filter((q) => !q.explanation.includes("{{")))
      await expect(page.getByText(q.explanation)).toBeVisible();
    await expect(page.getByText("Not quite:")).toHaveCount(2);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Take the Quiz Again" }).click();
    await expect(heading(page)).toContainText("Question 1 of 10");
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("works without JavaScript: the server carries the answers and scores them", async ({ browser, page }) => {
    const champion = await createChampion(page, "Nurul Huda");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await signIn(noScript, champion.email, champion.password);
    await expect(noScript).toHaveURL(/\/dashboard\/champion$/);
    await noScript.goto("/quiz");

    for (let i = 0; i < questions.length; i++) {
      await expect(heading(noScript)).toContainText(`Question ${i + 1} of 10`);
      await expect(previous(noScript)).toBeEnabled({ enabled: i > 0 });
      await noScript.getByRole("radio").nth(correct[i]!).check();
      if (i === 1) {
        await previous(noScript).click();
        await expect(heading(noScript)).toContainText("Question 1 of 10");
        await expect(noScript.getByRole("radio").nth(correct[0]!)).toBeChecked();
        await noScript.getByRole("button", { name: "Next" }).click();
        await expect(noScript.getByRole("radio").nth(correct[1]!)).toBeChecked();
      }
      await noScript.getByRole("button", { name: i === questions.length - 1 ? "Submit Quiz" : "Next" }).click();
    }
    await expect(noScript.getByRole("heading", { name: "Your Result" })).toBeVisible();
    await expect(noScript.getByTestId("quiz-score")).toHaveText("100%");
    for (const q of questions.slice(2, 5)) await expect(noScript.getByText(q.explanation)).toBeVisible();
    await context.close();
  });
});
