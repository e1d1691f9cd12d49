import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { adminPage, test as consoleTest } from "../fixtures/console";
import { latestEmail, uniqueEmail } from "../fixtures/mailbox";

/**
 * Issue 23, "Pages that break or lead nowhere": Talk to Us says how to reach the team (the
 * address, and a contact form that reaches the console), /join-the-movement#nominate-clinician
 * exists, the footer's social icons come from the console's Settings, and the sponsor showcase
 * labels the demo's companies. With and without JavaScript where a form is involved.
 */

const consentLabel = /I agree that the RID-CRC team may/;
type Check = () => Promise<void>;
const checker = (page: Page, browser: Browser, javaScript: boolean): Check =>
  javaScript ? () => expectAccessible(page) : () => expectAccessibleAsShown(page, browser);

/** The Talk to Us question keeps its Yes / No, and says how to reach a person. */
async function talkToUs(page: Page, check: Check) {
  await page.goto("/get-screened?talk=screening");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("link", { name: "Yes" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "No" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@/);
  await check();
  await dialog.getByRole("link", { name: "Send the RID-CRC team a message" }).click();
  await expect(page).toHaveURL(/\/contact$/);
}

/** The contact page: every message at its field, then the message is sent and acknowledged. */
async function contactJourney(page: Page, check: Check) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talk to Us");
  await expect(page.getByRole("heading", { name: "This is not medical advice" })).toBeVisible();
  await check();

  await page.getByLabel("Full name").fill("Kept Name");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Please check the form" })).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveAccessibleDescription(/Email is required/);
  await expect(page.getByLabel("Your message")).toHaveAccessibleDescription(/Please write your message/);
  await expect(page.getByLabel(consentLabel)).toHaveAccessibleDescription(/Please agree to be contacted/);
  await expect(page.getByLabel("Full name")).toHaveValue("Kept Name");
  await check();

  const email = uniqueEmail("contact");
  await page.getByLabel("Full name").fill("Mdm Lee Bee Hoon");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Your message").fill("Where can I get a FIT kit?\nI am 56.");
  await page.getByLabel(consentLabel).check();
  await page.getByRole("button", { name: "Send Message" }).click();
  const sent = page
    .getByRole("status")
    .filter({ has: page.getByRole("heading", { name: "Thank you, we have received your message" }) });
  await expect(sent).toContainText(`We have sent a copy of your enquiry to ${email}.`);
  await check();
  const mail = await latestEmail(page.request, email, "We have received your message to RID-CRC");
  expect(mail.text).toContain("Hello Mdm Lee Bee Hoon,");
  return email;
}

/** /join-the-movement#nominate-clinician: the section's form posts to /nominate-clinician. */
async function nominationJourney(page: Page, check: Check) {
  await page.goto("/join-the-movement#nominate-clinician");
  const section = page.locator("#nominate-clinician");
  await expect(section.getByRole("heading", { name: "Nominate a clinician" })).toBeVisible();
  await check();

  await section.getByLabel("Clinician's name").fill("Dr Tan Wei Ming");
  await section.getByRole("button", { name: "Send Nomination" }).click();
  await expect(page).toHaveURL(/\/nominate-clinician$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nominate a Clinician");
  await expect(page.getByLabel("Clinic or hospital")).toHaveAccessibleDescription(
    /Please enter the clinic or hospital where they practise/,
  );
  await expect(page.getByLabel("Clinician's name")).toHaveValue("Dr Tan Wei Ming");
  await check();

  const email = uniqueEmail("nominator");
  await page.getByLabel("Clinic or hospital").fill("Bedok Family Clinic");
  await page.getByLabel("Why are you nominating them?").fill("He reminds every patient over 50 about FIT.");
  await page.getByLabel("Your name").fill("Rahman bin Ismail");
  await page.getByLabel("Your e-mail").fill(email);
  await page.getByLabel(consentLabel).check();
  await page.getByRole("button", { name: "Send Nomination" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your nomination" })).toBeVisible();
  await check();
  await latestEmail(page.request, email, "Thank you for nominating a clinician to RID-CRC");
  return email;
}

for (const javaScript of [true, false])
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("Talk to Us leads to the contact form, which reaches the team", async ({ page, browser }) => {
      const check = checker(page, browser, javaScript);
      await talkToUs(page, check);
      await contactJourney(page, check);
    });

    test("the footer says how to reach the team, and nothing is 'coming soon'", async ({ page }) => {
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "Send us a message" })).toHaveAttribute("href", "/contact");
      await expect(footer).not.toContainText(/coming soon/i);
    });

    test("a clinician can be nominated from /join-the-movement", async ({ page, browser }) => {
      await nominationJourney(page, checker(page, browser, javaScript));
    });
  });

test("/nominate-clinician without React: the first field in error, then the thanks, take the focus", async ({
  page,
}) => {
  // The page ships no React (ADR 0024 §8): form-feedback gives its messages and its thanks the focus React gave them.
  await page.goto("/nominate-clinician");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nominate a Clinician");
  await page.getByLabel("Clinic or hospital").fill("Bedok Family Clinic");
  await page.getByRole("button", { name: "Send Nomination" }).click();
  await expect(page.getByLabel("Clinician's name")).toHaveAccessibleDescription(/./);
  await expect(page.getByLabel("Clinician's name")).toBeFocused();
  await expect(page.getByLabel("Clinic or hospital")).toHaveValue("Bedok Family Clinic");
  await expectAccessible(page);

  // Editing a field takes its message away, as with React.
  await page.getByLabel("Clinician's name").fill("Dr Tan Wei Ming");
  await expect(page.getByLabel("Clinician's name")).not.toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Why are you nominating them?").fill("She explains FIT to every patient over 50.");
  await page.getByLabel("Your name").fill("Rahman bin Ismail");
  await page.getByLabel("Your e-mail").fill(uniqueEmail("nominator"));
  await page.getByLabel(consentLabel).check();
  await page.getByRole("button", { name: "Send Nomination" }).click();
  const thanks = page
    .getByRole("status")
    .filter({ has: page.getByRole("heading", { name: "Thank you for your nomination" }) });
  await expect(thanks).toBeFocused();
  await expectAccessible(page);
});

test("the sponsor showcase labels the demo's companies as the directories do", async ({ page }) => {
  await page.goto("/csr-showcase");
  const sponsors = page.getByRole("list", { name: "Sponsors" }).getByRole("listitem");
  await expect(sponsors.first()).toBeVisible();
  // Every sponsor of the demo is a sample company: each card carries the label, and the page says what it means.
  for (const card of await sponsors.all()) await expect(card.getByText("Sample data", { exact: true })).toBeVisible();
  await expect(page.getByText(/Entries marked “Sample data” are examples/)).toBeVisible();
  await expectAccessible(page);
});

// The console's side runs on a server of its own: a social address set here would show on every
// shared-server journey's footer (tests/e2e/fixtures/console.ts).
consoleTest.describe("the team's console", () => {
  consoleTest(
    "social pages in Settings: https only, and the footer shows an icon for each one set",
    async ({ browser, team }) => {
      const admin = await adminPage(browser, team);
      await admin.goto("/");
      await expect(admin.getByRole("list", { name: "RID-CRC on social media" })).toHaveCount(0);

      await admin.goto("/admin/settings");
      const facebook = admin.getByRole("form", { name: "Facebook page" });
      await facebook.getByLabel("Page address (https://…)").fill("http://www.facebook.com/ridcrc");
      await facebook.getByRole("button", { name: /^Save\W+Facebook page/ }).click();
      await expect(facebook.getByLabel("Page address (https://…)")).toHaveAccessibleDescription(
        /starting with https:\/\//,
      );
      await expectAccessible(admin);
      await facebook.getByLabel("Page address (https://…)").fill("https://www.facebook.com/ridcrc");
      await facebook.getByRole("button", { name: /^Save\W+Facebook page/ }).click();
      await expect(facebook.getByText("Saved: Facebook page.")).toBeVisible();

      await admin.goto("/");
      const social = admin.getByRole("list", { name: "RID-CRC on social media" });
      await expect(social.getByRole("link")).toHaveCount(1);
      await expect(social.getByRole("link", { name: "Facebook" })).toHaveAttribute(
        "href",
        "https://www.facebook.com/ridcrc",
      );
      await expectAccessible(admin);
      await admin.context().close();
    },
  );

  consoleTest("the enquiries inbox lists contact messages and nominations", async ({ browser, team }) => {
    const visitor = await browser.newPage({ baseURL: team.server.origin });
    await visitor.goto("/contact");
    const email = await contactJourney(visitor, async () => {});
    const nominator = await nominationJourney(visitor, async () => {});
    await visitor.close();

    const admin = await adminPage(browser, team);
    await admin.goto("/admin/enquiries?kind=nomination");
    const rowOf = (address: string) => admin.getByTestId("enquiry").filter({ hasText: address });
    await expect(rowOf(nominator)).toContainText("Clinician nomination");
    await expect(rowOf(nominator)).toContainText("Nominates Dr Tan Wei Ming");
    await expect(rowOf(nominator)).toContainText("Bedok Family Clinic");
    await expect(rowOf(email)).toHaveCount(0);
    await admin.goto("/admin/enquiries?kind=contact");
    await expect(rowOf(email)).toContainText("Where can I get a FIT kit?");
    await expectAccessible(admin);
    await admin.context().close();
  });
});
