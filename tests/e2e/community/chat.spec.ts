import type { Locator, Page, Route } from "@playwright/test";
import { expect, test } from "../fixtures/console";
import { chatMessages } from "../../../app/features/chat/messages";
import { expectAccessible, expectAccessibleAsShown, watchConsole } from "../fixtures/axe";

// Issue 16: the launcher, the chat window and the /chat page without JavaScript, as a visitor sees
// them (the engine is tested at the server). Few messages: the server limits each client.

const texts = {
  launcher: "Chat With Me!",
  tooltip: "Chat with Us, Champion!",
  title: "Chat with RID-CRC",
  greeting: "Hello, Champion! I'm the RID-CRC bot.",
  typing: "RID-CRC bot is typing…",
  ...chatMessages,
  aiyo: "Aiyo, I'm having trouble responding right now. Please try again later, Champion!",
  failedBanner: "Failed to connect to chat service",
  sorry: "Sorry, I'm having trouble responding right now. Please try again later.",
};
/** Spec §9: the first 3 of the 5. */
const firstSuggestions = [
  "What are the early signs of colorectal cancer?",
  "How do I prepare for a colonoscopy?",
  "Is the FIT stool test free?",
];
const API = "**/chat/api";
/**
 * The window's code: chat-widget-… on a page with React; on a page without (ADR 0024, the home page
 * among them) chat-window-…, the same window with React, from the launcher's enhance script.
 */
const widgetChunk = /\/assets\/chat-(widget|window)-[^/]*\.js$/;

const launcher = (page: Page) => page.getByRole("link", { name: texts.launcher });
const chatWindow = (page: Page) => page.getByRole("dialog", { name: texts.title });
/** The conversation's own messages (not the lists of sources inside replies). */
const messagesIn = (scope: Page | Locator) => scope.getByRole("list", { name: "Conversation" }).locator(":scope > li");
/** A source that points at an article section (the bot cites sections). */
const articleSource = (scope: Page | Locator) => scope.locator('a[href^="/education/article/"][href*="#"]');
/** Any article source: an answer from an article's opening cites the article itself. */
const anyArticleSource = (scope: Page | Locator) => scope.locator('a[href^="/education/article/"]');

/** Focuses the launcher until its code runs (the footer's code loads on a focus after hydration). */
async function launcherReady(page: Page) {
  const link = launcher(page);
  await expect(async () => {
    await link.blur();
    await link.focus();
    await expect(page.locator("a[data-chat-ready]")).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return link;
}

async function openWindow(page: Page) {
  const link = await launcherReady(page);
  await link.press("Enter");
  const dialog = chatWindow(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Your question")).toBeFocused();
  return dialog;
}

async function ask(dialog: Locator, question: string) {
  const box = dialog.getByLabel("Your question");
  await box.fill(question);
  await box.press("Enter");
}

/** Every message to the bot gets this answer from now on, instead of the server's. */
async function answerWith(page: Page, answer: (route: Route) => Promise<void>) {
  await page.unroute(API);
  await page.route(API, answer);
}

test.describe("the chat window, with JavaScript", () => {
  // The launcher is a link; the window's code loads at its click; the window greets, suggests, answers.
  test("the launcher opens the chat window, which answers with sources", async ({ page }) => {
    // Three axe runs and an answer from the engine: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    const widgetCode: string[] = [];
    page.on(
      "request",
      (request) => widgetChunk.test(new URL(request.url()).pathname) && widgetCode.push(request.url()),
    );
    await page.goto("/");
    const link = launcher(page);
    await expect(link).toHaveAttribute("href", "/chat");
    await expect(link).toHaveAccessibleDescription(texts.tooltip);
    await link.hover();
    await expect(page.getByRole("tooltip")).toHaveText(texts.tooltip);
    await expectAccessible(page);

    await launcherReady(page);
    await expect(page.getByRole("tooltip")).toBeVisible();
    expect(widgetCode, "no window code before the click").toEqual([]);

    await link.press("Enter");
    const dialog = chatWindow(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(widgetCode).toHaveLength(1);
    await expect(dialog.getByLabel("Your question")).toBeFocused();
    await expect(messagesIn(dialog)).toHaveCount(1);
    await expect(messagesIn(dialog).first()).toContainText(`RID-CRC bot said: ${texts.greeting}`);
    const suggestions = dialog.getByRole("list", { name: "Try asking" }).getByRole("button");
    await expect(suggestions).toHaveText(firstSuggestions);
    await expectAccessible(page);

    await suggestions.first().click();
    await expect(messagesIn(dialog)).toHaveCount(3);
    await expect(messagesIn(dialog).nth(1)).toContainText(`You said: ${firstSuggestions[0]}`);
    await expect(articleSource(messagesIn(dialog).nth(2)).first()).toBeVisible();
    // Spec §9: suggestions only while at most one message exists.
    await expect(dialog.getByRole("list", { name: "Try asking" })).toHaveCount(0);
    await expectAccessible(page);

    // Escape closes it, focus goes back to the launcher; reopening keeps the conversation.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    await link.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(messagesIn(dialog)).toHaveCount(3);
    await dialog.getByRole("button", { name: "Close chat" }).click();
    await expect(link).toBeFocused();
    expect(errors).toEqual([]);
  });

  // Spec §5: Enter sends, Shift+Enter does not; no whitespace, and nothing while a reply is pending.
  test("what Enter sends, and when nothing is sent", async ({ page }) => {
    await page.goto("/education");
    const dialog = await openWindow(page);
    const box = dialog.getByLabel("Your question");
    const posts: string[] = [];
    page.on("request", (request) => request.url().endsWith("/chat/api") && posts.push(request.postData() ?? ""));

    await box.fill("   ");
    await box.press("Enter");
    await expect(dialog.getByText(texts.empty)).toBeVisible();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(messagesIn(dialog)).toHaveCount(1);

    await box.fill("How do I prepare");
    await box.press("Shift+Enter");
    await box.pressSequentially("for a colonoscopy?");
    await expect(box).toHaveValue("How do I prepare\nfor a colonoscopy?");
    await expect(messagesIn(dialog)).toHaveCount(1);

    // Hold the answer back to see the busy state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await answerWith(page, (route) => held.then(() => route.continue()));
    await box.press("Enter");
    await expect(dialog.getByText(texts.typing)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Send" })).toBeDisabled();
    await expect(box).toHaveValue("");
    await box.fill("A second question at once");
    await box.press("Enter");
    await expect(messagesIn(dialog)).toHaveCount(2);
    release();
    await expect(messagesIn(dialog)).toHaveCount(3);
    await expect(dialog.getByText(texts.typing)).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Send" })).toBeEnabled();
    await expect(box).toHaveValue("A second question at once");
    expect(posts).toHaveLength(1);
    expect(new URLSearchParams(posts[0]).get("message")).toBe("How do I prepare\nfor a colonoscopy?");
    await expectAccessible(page);
  });

  test("a red flag leads to a GP and an emergency to 995", async ({ page }) => {
    await page.goto("/about-us");
    const dialog = await openWindow(page);
    await ask(dialog, "I see blood in my stool");
    await expect(messagesIn(dialog)).toHaveCount(3);
    await expect(messagesIn(dialog).nth(2).locator('a[href="/find-a-gp"]')).toBeVisible();

    await ask(dialog, "heavy bleeding and I feel faint");
    await expect(messagesIn(dialog)).toHaveCount(5);
    await expect(messagesIn(dialog).nth(4)).toContainText("995");
    await expectAccessible(page);

    // A source or next step opens its page and closes the window over it.
    await messagesIn(dialog).nth(2).locator('a[href="/find-a-gp"]').click();
    await expect(page).toHaveURL(/\/find-a-gp$/);
    await expect(dialog).toBeHidden();
  });

  test("the failures of spec §8, and the limit", async ({ page }) => {
    await page.goto("/");
    const dialog = await openWindow(page);
    const bannerButton = dialog.getByRole("status").getByRole("button");

    // No answer at all: the bot says so and the banner goes by itself after 5 seconds.
    await answerWith(page, (route) => route.abort());
    await ask(dialog, "Is the FIT stool test free?");
    await expect(messagesIn(dialog).nth(2)).toContainText(texts.aiyo);
    await expect(bannerButton).toContainText(texts.failedBanner);
    await expectAccessible(page);
    await expect(bannerButton).toBeHidden({ timeout: 10_000 });
    // …or at once on a click.
    await ask(dialog, "Is the FIT stool test free?");
    await expect(bannerButton).toContainText(texts.failedBanner);
    await bannerButton.click();
    await expect(bannerButton).toBeHidden();

    // The server answers with an error.
    await answerWith(page, (route) => route.fulfill({ status: 500, body: "Something went wrong" }));
    await ask(dialog, "When should I start screening?");
    await expect(messagesIn(dialog).last()).toContainText(texts.sorry);

    // A reply the local engine gave because the language model failed carries the banner.
    const reply = { outcome: "answer", text: "Start at 50.", sources: [], links: [], isMocked: false, via: "local" };
    const banner = "Connection issue: the model did not answer";
    await answerWith(page, (route) => route.fulfill({ json: { ok: true, reply: { ...reply, banner } } }));
    await ask(dialog, "When should I start screening?");
    await expect(messagesIn(dialog).last()).toContainText("Start at 50.");
    await expect(bannerButton).toContainText(banner);

    // Too many messages: the reason at the field, the question kept in the box.
    const limited = { ok: false, kind: "rate-limited", error: texts.rateLimited };
    await answerWith(page, (route) => route.fulfill({ status: 429, json: limited }));
    const count = await messagesIn(dialog).count();
    await ask(dialog, "One more question");
    await expect(dialog.getByText(texts.rateLimited)).toBeVisible();
    await expect(dialog.getByLabel("Your question")).toHaveValue("One more question");
    await expect(messagesIn(dialog)).toHaveCount(count);
  });

  test("markup and script in a message are shown as text and never run", async ({ page }) => {
    await page.goto("/");
    const dialog = await openWindow(page);
    const attack = "<img src=x onerror=window.__x=1>";
    await ask(dialog, attack);
    await expect(messagesIn(dialog)).toHaveCount(3);
    await expect(messagesIn(dialog).nth(1)).toContainText(attack);
    await expect(dialog.locator("img")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
  });

  // Issue 23: a reply quoting an article's list lost its lines ("…allowed: White rice… Eggs, tofu…").
  test("a reply keeps its article's list as a list, and its line breaks", async ({ page }) => {
    await page.goto("/");
    const dialog = await openWindow(page);
    await ask(dialog, "What foods should I avoid before a colonoscopy?");
    await expect(messagesIn(dialog)).toHaveCount(3);
    const reply = messagesIn(dialog).nth(2);
    const avoid = reply.getByRole("list").filter({ hasText: "Brown rice" });
    await expect(avoid.getByRole("listitem").first()).toHaveText(
      "Brown rice, wholemeal bread, oats and other whole grains",
    );
    expect(await avoid.getByRole("listitem").count()).toBeGreaterThan(2);
    await expect(avoid).toHaveCSS("list-style-type", "disc");
    await expectAccessible(page);

    // A line break stays a break; a list item holding markup shows the characters, never an element.
    const attack = "<img src=x onerror=window.__x=1>";
    const text = `First line\nSecond line\n\nBring:\n- ${attack}\n- water`;
    const answer = { outcome: "answer", text, sources: [], links: [], isMocked: false, via: "local" };
    await answerWith(page, (route) => route.fulfill({ json: { ok: true, reply: answer } }));
    await ask(dialog, "What should I bring?");
    const last = messagesIn(dialog).last();
    await expect(last.locator("p", { hasText: "First line" }).locator("br")).toHaveCount(1);
    await expect(last.getByRole("listitem")).toHaveText([attack, "water"]);
    await expect(dialog.locator("img")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
  });

  test("the /chat page posts in place and shows no launcher over itself", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/chat");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
    await expect(launcher(page)).toHaveCount(0);
    await page.getByRole("button", { name: firstSuggestions[1] }).click();
    await expect(messagesIn(page)).toHaveCount(3);
    await expect(anyArticleSource(messagesIn(page).nth(2)).first()).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

test.describe("the /chat page, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // The launcher leads to /chat; a suggestion, then a typed question, each answered; the conversation kept.
  test("the launcher leads to a /chat page that answers", async ({ page, browser }) => {
    // Three axe runs of the page as shown (each in a context of its own) and two answers.
    test.setTimeout(120_000);
    await page.goto("/");
    await launcher(page).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
    await expect(page.getByText(/call 995/).first()).toBeVisible();
    await expect(messagesIn(page)).toHaveCount(1);
    await expect(messagesIn(page).first()).toContainText(texts.greeting);
    await expect(page.getByRole("main").getByRole("button", { name: /\?$/ })).toHaveText(firstSuggestions);
    await expectAccessibleAsShown(page, browser);

    await page.getByRole("button", { name: firstSuggestions[0] }).click();
    await expect(messagesIn(page)).toHaveCount(3);
    await expect(messagesIn(page).nth(1)).toContainText(firstSuggestions[0]!);
    await expect(anyArticleSource(messagesIn(page).nth(2)).first()).toBeVisible();
    await expect(page.getByRole("button", { name: firstSuggestions[1] })).toHaveCount(0);
    await expectAccessibleAsShown(page, browser);

    await page.getByLabel("Your question").fill("I see blood in my stool");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(messagesIn(page)).toHaveCount(5);
    await expect(messagesIn(page).nth(3)).toContainText("I see blood in my stool");
    await expect(messagesIn(page).nth(4).locator('a[href="/find-a-gp"]')).toBeVisible();
    await expect(page.getByLabel("Your question")).toHaveValue("");
    await expectAccessibleAsShown(page, browser);
  });

  test("a reply's list is a list on the page the server renders", async ({ page, browser }) => {
    await page.goto("/chat");
    await page.getByLabel("Your question").fill("What foods should I avoid before a colonoscopy?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(messagesIn(page)).toHaveCount(3);
    const avoid = messagesIn(page).nth(2).getByRole("list").filter({ hasText: "Brown rice" });
    await expect(avoid.getByRole("listitem").first()).toHaveText(
      "Brown rice, wholemeal bread, oats and other whole grains",
    );
    await expect(avoid).toHaveCSS("list-style-type", "disc");
    await expectAccessibleAsShown(page, browser);
  });

  // Issue 28: a clarifying question's choices are links; each opens the chosen approved answer.
  test("a clarifying question's choice answers in its language; a forged one gets a safe default", async ({ page }) => {
    const chosen = await page.goto("/chat?ask=fit-cost&lang=ms");
    expect(chosen?.status()).toBe(200);
    await expect(messagesIn(page)).toHaveCount(3);
    await expect(messagesIn(page).nth(1)).toContainText("Berapa kos ujian FIT?");
    await expect(messagesIn(page).nth(2)).toContainText("Terjemahan belum disemak");
    await expect(messagesIn(page).nth(2).locator('a[href="/get-screened/costs"]')).toBeVisible();

    const forged = await page.goto("/chat?ask=%3Cscript%3Ealert(1)%3C%2Fscript%3E&lang=xx");
    expect(forged?.status()).toBe(200);
    await expect(messagesIn(page).nth(2)).toContainText("Sorry, I could not find that question.");
    await expect(messagesIn(page).nth(1)).toContainText("<script>alert(1)</script>");
  });

  // An empty message and one of 600 characters: the field's message, and the text stays.
  test("bad messages are refused at the field", async ({ page, browser }) => {
    await page.goto("/chat");
    const box = page.getByLabel("Your question");
    const send = page.getByRole("button", { name: "Send" });

    const empty = page.waitForResponse((r) => r.request().method() === "POST");
    await send.click();
    expect((await empty).status()).toBe(400);
    await expect(page.getByText(texts.empty)).toBeVisible();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(messagesIn(page)).toHaveCount(1);

    const long = `${"Is screening really needed if I feel fine? ".repeat(14)}`.slice(0, 600);
    await box.fill(long);
    const tooLong = page.waitForResponse((r) => r.request().method() === "POST");
    await send.click();
    expect((await tooLong).status()).toBe(400);
    await expect(page.getByText(texts.tooLong)).toBeVisible();
    await expect(box).toHaveValue(long);
    await expect(messagesIn(page)).toHaveCount(1);
    await expectAccessibleAsShown(page, browser);
  });
});
