import { expect, test, type Browser, type Page } from "@playwright/test";
import { createChampion, PASSWORD, signIn } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { latestEmail, readMailbox, uniqueEmail } from "../fixtures/mailbox";

const SUBJECT = "invited you to join RID-CRC";

/**
 * "Correct my data" for referrals (issue 29): a Champion invites two friends, one of whom joins;
 * on My referrals the joined one is read-only, and the other's mistyped address is refused at the
 * field when it is their own, then corrected (the invitation goes again, to the corrected address)
 * and withdrawn (the referral gone from the list). With JavaScript and without; axe on every state.
 */
async function correctMyReferrals(page: Page, browser: Browser, withoutScripts: boolean) {
  const axe = () => (withoutScripts ? expectAccessibleAsShown(page, browser) : expectAccessible(page));
  const me = await createChampion(page, "Tan Mei Ling");
  await signIn(page, me.email, me.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);

  const [typo, joiner, corrected] = [uniqueEmail("frend"), uniqueEmail("joiner"), uniqueEmail("friend")];
  await page.goto("/refer-friend");
  await page.getByRole("button", { name: "+ Add another friend" }).click();
  await expect(page.getByLabel("Friend's email 2", { exact: true })).toBeVisible();
  await page.getByLabel("Friend's email 1", { exact: true }).fill(typo);
  await page.getByLabel("Friend's email 2", { exact: true }).fill(joiner);
  await page.getByRole("button", { name: "Send Lifesaving Invitations" }).click();
  await expect(page.getByText("Successfully sent 2 invitations!")).toBeVisible();

  // The second friend joins through the link in their invitation.
  const link = (await latestEmail(page.request, joiner, SUBJECT)).links.find((l) =>
    l.includes("/signup/champion?ref="),
  );
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

  await page.goto("/account/referrals");
  await expect(page.getByRole("heading", { level: 1, name: "My referrals" })).toBeVisible();
  const joined = page.getByTestId("referral").filter({ hasText: joiner });
  await expect(joined).toContainText("Status: Joined");
  await expect(joined).toContainText("Your friend has joined; nothing to correct.");
  await expect(joined.getByRole("link")).toHaveCount(0);
  await expect(page.getByTestId("referral").filter({ hasText: typo })).toContainText("Status: Pending");
  await axe();

  await page.getByRole("link", { name: `Correct or withdraw this referral to ${typo}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Correct or withdraw a referral" })).toBeVisible();
  const address = page.getByLabel("Friend's email");
  await expect(address).toHaveValue(typo);
  await axe();

  // /refer-friend's rule: not one's own address. The message is at the field, which takes the focus.
  await address.fill(me.email);
  await page.getByRole("button", { name: "Correct and send again" }).click();
  await expect(page.getByText("You cannot invite your own email address.")).toBeVisible();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  if (!withoutScripts) await expect(address).toBeFocused();
  await axe();

  await address.fill(corrected);
  await page.getByRole("button", { name: "Correct and send again" }).click();
  await expect(page.getByText(`The invitation has been sent again to ${corrected}.`)).toBeVisible();
  await expect(address).toHaveValue(corrected);
  await axe();
  const again = await latestEmail(page.request, corrected, SUBJECT);
  expect(again.subject).toBe("Tan Mei Ling invited you to join RID-CRC");
  expect(again.links.some((l) => l.includes("/signup/champion?ref="))).toBe(true);
  expect((await readMailbox(page.request)).filter((m) => m.to === typo)).toHaveLength(1);

  await page.getByRole("button", { name: "Withdraw referral" }).click();
  await expect(page).toHaveURL(/\/account\/referrals$/);
  await expect(page.getByText("Your referral has been withdrawn and your friend's address deleted.")).toBeVisible();
  await expect(page.getByTestId("referral")).toHaveCount(1);
  await expect(page.getByText(corrected)).toHaveCount(0);
  await axe();
}

test.describe("my referrals", () => {
  test("with JavaScript: a joined referral read-only, a pending one corrected and withdrawn", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await correctMyReferrals(page, browser, false);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the same, with plain forms", async ({ page, browser }) => {
      test.setTimeout(120_000);
      await correctMyReferrals(page, browser, true);
    });
  });
});
