import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, watchConsole } from "../fixtures/axe";
import { createChampion, PASSWORD, signIn } from "../fixtures/accounts";
import { latestEmail, readMailbox, uniqueEmail } from "../fixtures/mailbox";
import { reactFile } from "../fixtures/react-files";

const SAMPLE = "Thinking of you! I found this really important, and wanted to share.";
const SUBJECT = "invited you to join RID-CRC";

/** A fresh, verified champion, signed in and on the refer-a-friend form. */
async function championOnReferPage(page: Page, name = "Nur Aisyah") {
  const champion = await createChampion(page, name);
  await signIn(page, champion.email, champion.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  await page.goto("/refer-friend");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Become a Lifesaver");
  return champion;
}

const send = (page: Page) => page.getByRole("button", { name: "Send Lifesaving Invitations" }).click();
const addRow = (page: Page) => page.getByRole("button", { name: "+ Add another friend" });
const row = (page: Page, n: number) => page.getByLabel(`Friend's email ${n}`, { exact: true });

test.describe("refer a friend (spec accounts §2.7)", () => {
  test("a visitor who is not signed in is sent to sign in, then back to the form", async ({ page }) => {
    const champion = await createChampion(page, "Wong Kar Mun");
    await page.goto("/refer-friend");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Frefer-friend$/);
    await page.getByLabel("Email address").fill(champion.email);
    await page.getByLabel("Password", { exact: true }).fill(champion.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/refer-friend$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Become a Lifesaver");
  });

  test("rows from 1 to 5, remove buttons, the sample message and the empty-form message", async ({ page }) => {
    // The page ships no React (ADR 0024 §8): each Add and Remove is the server's answer, the new
    // row focused by form-feedback as React's effect focused it.
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await championOnReferPage(page);
    // Signing in drew React's pages; from here on, the server's.
    scripts.length = 0;
    await page.reload();
    await expect(row(page, 1)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Remove friend/ })).toHaveCount(0);
    await expectAccessible(page);

    await send(page);
    await expect(page.getByText("Please enter at least one valid email address.")).toBeVisible();

    for (let n = 2; n <= 5; n++) {
      await addRow(page).click();
      await expect(row(page, n)).toBeVisible();
      await expect(row(page, n)).toBeFocused();
    }
    await expect(addRow(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Remove friend/ })).toHaveCount(5);

    await row(page, 1).fill("first@journey.test");
    await row(page, 2).fill("second@journey.test");
    await row(page, 3).fill("third@journey.test");
    await page.getByRole("button", { name: "Remove friend 2" }).click();
    await expect(row(page, 5)).toHaveCount(0);
    await expect(row(page, 2)).toHaveValue("third@journey.test");
    await expect(addRow(page)).toBeVisible();

    await page.getByRole("button", { name: "Use sample message" }).click();
    await expect(page.getByLabel("Personal message (optional)")).toHaveValue(SAMPLE);
    await expect(page.getByRole("button", { name: "Use sample message" })).toBeFocused();
    await expectAccessible(page);
    expect(
      scripts.filter((file) => reactFile.test(file)),
      "React's files",
    ).toEqual([]);
    expect(scripts.some((file) => file.includes("enhance-form-feedback"))).toBe(true);
  });

  test("invite two friends (a mistyped one is a message on its row first), the e-mail, the success view, and a friend who joins", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const consoleErrors = watchConsole(page);
    await championOnReferPage(page, "Nur Aisyah");
    const [joiner, waiting] = [uniqueEmail("friend-a"), uniqueEmail("friend-b")];
    // One row at a time: before hydration each click is a form post of its own (Conform's intent).
    for (const n of [2, 3]) {
      await addRow(page).click();
      await expect(row(page, n)).toBeVisible();
    }
    await row(page, 1).fill(joiner);
    await row(page, 2).fill(`  ${waiting}  `);
    await row(page, 3).fill("uncle-bob@example");
    await page.getByRole("button", { name: "Use sample message" }).click();
    // The message a person sees in the box before sending (CI once sent before it landed).
    await expect(page.getByLabel("Personal message (optional)")).toHaveValue(SAMPLE);
    await send(page);
    // Issue 23: the mistyped address is a message on its own row, and nothing is sent yet.
    await expect(row(page, 3)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please enter a valid email address, for example name@example.com.")).toBeVisible();
    await expect(row(page, 1)).toHaveValue(joiner);
    await expectAccessible(page);
    expect((await readMailbox(page.request)).filter((m) => m.to === joiner)).toEqual([]);
    await row(page, 3).fill("");
    await send(page);

    await expect(page.getByText("Successfully sent 2 invitations!")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're a True Champion!");
    await expect(page.getByTestId("friends-invited")).toHaveText("2");
    await expect(page.getByText("Friends Invited")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard/champion");
    await expect(page.getByRole("heading", { name: "Share the Movement" })).toBeVisible();
    const invitations = page.getByRole("region", { name: "Your invitations" });
    await expect(invitations.getByRole("row", { name: new RegExp(joiner) })).toContainText("Pending");
    await expect(invitations.getByRole("row", { name: new RegExp(waiting) })).toContainText("Pending");
    await expectAccessible(page);

    const mail = await latestEmail(page.request, joiner, SUBJECT);
    expect(mail.subject).toBe("Nur Aisyah invited you to join RID-CRC");
    expect(mail.text).toContain(SAMPLE);
    const link = mail.links.find((l) => l.includes("/signup/champion?ref="));
    expect(link).toBeTruthy();
    await latestEmail(page.request, waiting, SUBJECT);
    expect((await readMailbox(page.request)).filter((m) => m.to === "uncle-bob@example")).toEqual([]);

    // The friend follows the link and signs up; the referrer sees it.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await friend.goto(link!);
    await friend.getByLabel("Full name").fill("Friend Who Joined");
    await friend.getByLabel("Email address").fill(joiner);
    await friend.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await friend.getByLabel("Confirm password").fill(PASSWORD);
    await friend.getByLabel(/I agree to the/).check();
    await friend.getByRole("button", { name: "Create My Champion Account" }).click();
    await expect(friend).toHaveURL(/\/champion-signup-success$/);
    await friendContext.close();

    await page.getByRole("link", { name: "Refer More Friends" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Become a Lifesaver");
    await page.reload();
    await expect(invitations.getByRole("row", { name: new RegExp(joiner) })).toContainText("Joined");
    await expect(invitations.getByRole("row", { name: new RegExp(waiting) })).toContainText("Pending");
    // The rejected form answers 400, which the browser logs: expected.
    expect(consoleErrors.filter((e) => !e.includes("status of 400 (Bad Request)"))).toEqual([]);
  });

  test("the same friend twice in 30 days: a clear message and nothing sent", async ({ page }) => {
    await championOnReferPage(page, "Lee Boon Huat");
    const friend = uniqueEmail("twice");
    await row(page, 1).fill(friend);
    await send(page);
    await expect(page.getByText("Successfully sent 1 invitation!")).toBeVisible();
    await latestEmail(page.request, friend, SUBJECT);

    await page.getByRole("link", { name: "Refer More Friends" }).click();
    await row(page, 1).fill(friend.toUpperCase());
    await send(page);
    await expect(page.getByRole("alert")).toHaveText(
      `You already invited ${friend} in the last 30 days, so we did not send another invitation.`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Become a Lifesaver");
    expect((await readMailbox(page.request)).filter((m) => m.to === friend)).toHaveLength(1);

    // With a new friend alongside, the new one is invited and the repeat is named.
    const other = uniqueEmail("new");
    await addRow(page).click();
    await row(page, 2).fill(other);
    await send(page);
    await expect(page.getByText("Successfully sent 1 invitation, but 1 failed.")).toBeVisible();
    await expect(page.getByText(`You already invited ${friend} in the last 30 days`)).toBeVisible();
    await expect(page.getByTestId("friends-invited")).toHaveText("2");
  });

  test("Copy Sharable Link says Copied! for 2 seconds and copies the referral link", async ({ page, baseURL }) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await championOnReferPage(page, "Goh Siew Ling");
    await row(page, 1).fill(uniqueEmail("copy"));
    await send(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're a True Champion!");

    // Both labels are in the button's HTML (one markup for React and the dashboards' enhance script),
    // one hidden: its name is what a person sees and hears.
    const copyLink = page.getByTestId("copy-link");
    await expect(copyLink).toHaveAccessibleName("Copy Sharable Link");
    await copyLink.click();
    await expect(copyLink).toHaveAccessibleName("Copied!");
    await expect(page.getByRole("status").filter({ hasText: "Link copied to the clipboard." })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/signup\/champion\?ref=[\w-]+$/);
    await expect(copyLink).toHaveAccessibleName("Copy Sharable Link", { timeout: 5_000 });

    const caption = page.getByRole("button", { name: "Copy Caption for Instagram" });
    await caption.click();
    await expect(page.getByTestId("copy-caption-instagram")).toHaveAccessibleName("Copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Colorectal cancer is Singapore");

    for (const [name, href] of [
      ["Share on X (Twitter)", /^https:\/\/twitter\.com\/intent\/tweet\?text=.+&url=http/],
      ["Share on Facebook", /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/],
      ["Share on WhatsApp", /^https:\/\/wa\.me\/\?text=.+signup%2Fchampion%3Fref%3D/],
      ["Share on LinkedIn", /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=http/],
      ["Open Instagram", /^https:\/\/www\.instagram\.com\/$/],
    ] as const) {
      const link = page.getByRole("link", { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(page.getByRole("button", { name: /^Copy Caption for / })).toHaveCount(3);

    // The champion dashboard carries the same panel.
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    await expect(page.getByRole("heading", { name: "Share the Movement" })).toBeVisible();
    await expect(page.getByTestId("copy-link")).toBeVisible();
    await expectAccessible(page);
  });

  test("works without JavaScript: add and remove rows, the sample message, send", async ({ browser, page }) => {
    const champion = await createChampion(page, "Rajesh Kumar");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await signIn(noScript, champion.email, champion.password);
    await expect(noScript).toHaveURL(/\/dashboard\/champion$/);
    // No clipboard without JavaScript: the captions are there to read and copy by hand.
    await expect(noScript.getByTestId("copy-link")).toBeHidden();
    await expect(noScript.getByRole("button", { name: /^Copy Caption/ })).toHaveCount(0);
    await expect(noScript.getByText("Caption for Facebook", { exact: true })).toBeVisible();

    await noScript.goto("/refer-friend");
    const [first, second] = [uniqueEmail("noscript-a"), uniqueEmail("noscript-b")];
    await row(noScript, 1).fill(first);
    await addRow(noScript).click();
    await expect(row(noScript, 2)).toBeVisible();
    await expect(row(noScript, 1)).toHaveValue(first);
    await row(noScript, 2).fill(second);
    await addRow(noScript).click();
    await row(noScript, 3).fill("typo@");
    await send(noScript);
    await expect(noScript.getByText("Please enter a valid email address, for example name@example.com.")).toBeVisible();
    await expect(row(noScript, 2)).toHaveValue(second);
    await noScript.getByRole("button", { name: "Remove friend 3" }).click();
    await expect(row(noScript, 3)).toHaveCount(0);
    await noScript.getByRole("button", { name: "Use sample message" }).click();
    await expect(noScript.getByLabel("Personal message (optional)")).toHaveValue(SAMPLE);
    await expect(row(noScript, 2)).toHaveValue(second);
    await send(noScript);

    await expect(noScript.getByText("Successfully sent 2 invitations!")).toBeVisible();
    await expect(noScript.getByTestId("friends-invited")).toHaveText("2");
    await expect(noScript.getByTestId("copy-link")).toBeHidden();
    await expect(noScript.getByText(/^Your link: .*\/signup\/champion\?ref=/)).toBeVisible();
    const mail = await latestEmail(noScript.request, second, SUBJECT);
    expect(mail.text).toContain(SAMPLE);
    await context.close();
  });

  test("a signed-in GP clinic sees the champion-only message (HTTP 403)", async ({ page }) => {
    await signIn(page, "gp@demo.rid-crc.local", "Demo-Clinic-Pass-1");
    await expect(page).not.toHaveURL(/\/login/);
    const response = await page.goto("/refer-friend");
    expect(response?.status()).toBe(403);
    await expect(
      page.getByText("You need to be a Champion to Refer a Friend. Please sign up to join the movement!"),
    ).toBeVisible();
    // Signed in already: no sign-up offer (it would only lead back to the dashboard), the way back instead.
    await expect(page.getByRole("link", { name: "Sign Up as a Champion" })).toHaveCount(0);
    await expect(page.getByText("Champion features belong to personal accounts.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard/gp-clinic");
    await expect(page.getByRole("button", { name: "Send Lifesaving Invitations" })).toHaveCount(0);
    await expectAccessible(page);

    // Posting the form directly is refused the same way, and nothing is sent.
    const invited = uniqueEmail("from-gp");
    const posted = await page.request.post("/refer-friend", {
      headers: { origin: new URL(page.url()).origin },
      form: { "emails[0]": invited },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
    expect((await readMailbox(page.request)).filter((m) => m.to === invited)).toHaveLength(0);
  });
});
