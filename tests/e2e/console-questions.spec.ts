import type { Browser } from "@playwright/test";
import { expectAccessible } from "./fixtures/axe";
import { adminPage, expect, test } from "./fixtures/console";

/**
 * Questions the chatbot could not answer (issue 16): visitors ask on /chat, the team reads them in
 * the console's Content section, counted and with personal data removed. On a server of its own,
 * so the list starts empty and the counts are this journey's.
 */
test.describe.configure({ timeout: 90_000 });

// Not answered by any article of ours (an "unanswerable" question of the eval set); asked twice, by two visitors.
const unanswerable = "Can acupuncture help me recover after colon surgery?";
// The same kind of question, with personal details a visitor might type anyway.
const withDetails =
  "Is qigong good for recovery after colon surgery? Email me at tan.ah.kow@gmail.com or call 9123 4567";

/** One visitor, no account: asks on the /chat page and waits for the bot's reply. */
async function ask(browser: Browser, baseURL: string, question: string) {
  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  await page.goto("/chat");
  // The messages only, not the lists of sources inside a reply.
  const messages = page.getByRole("list", { name: "Conversation" }).locator(":scope > li");
  const before = await messages.count();
  await page.locator('textarea[name="message"]').fill(question);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  // The question and the bot's answer.
  await expect(messages).toHaveCount(before + 2);
  await visitor.close();
}

test("questions the bot could not answer are listed for the team, counted, with personal data removed", async ({
  browser,
  team,
}) => {
  const admin = await adminPage(browser, team);
  await admin.goto("/admin/content/questions");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Content");
  await expect(admin.getByText("No unanswered questions in the last 90 days.")).toBeVisible();
  await expectAccessible(admin);

  await ask(browser, team.server.origin, unanswerable);
  await ask(browser, team.server.origin, unanswerable);
  await ask(browser, team.server.origin, withDetails);

  await admin.goto("/admin/content");
  await admin
    .getByRole("navigation", { name: "Content pages" })
    .getByRole("link", { name: "Unanswered questions" })
    .click();
  await expect(admin).toHaveURL(/\/admin\/content\/questions$/);
  await expect(
    admin.getByRole("navigation", { name: "Content pages" }).getByRole("link", { name: "Unanswered questions" }),
  ).toHaveAttribute("aria-current", "page");

  const table = admin.getByRole("table", { name: "Unanswered questions, most asked first" });
  const rows = table.getByRole("row");
  // The header, then the question asked twice first, then the one with details.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1).getByRole("cell")).toHaveText([unanswerable, "2", /\d{1,2} \w{3} \d{4}/]);
  const stripped = rows.nth(2).getByRole("cell").first();
  await expect(stripped).toHaveText(
    "Is qigong good for recovery after colon surgery? Email me at [email removed] or call [phone removed]",
  );
  await expect(table).not.toContainText("tan.ah.kow");
  await expect(table).not.toContainText("9123");
  await expectAccessible(admin);
});
