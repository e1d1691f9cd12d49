import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { createChampion, signIn } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { adminPage, expect, test } from "../fixtures/console";
import { latestEmail } from "../fixtures/mailbox";
import { parseCsv } from "../../support/csv";

/** The console's Users, System and Audit tabs (issue #14), on a server of their own. */
test.describe.configure({ timeout: 120_000 });

/** A Champion made through the real sign-up, in a browser of its own. */
async function champion(browser: Browser, name: string) {
  const context = await browser.newContext();
  const account = await createChampion(await context.newPage(), name);
  await context.close();
  return account;
}

/** Downloads a console export by its link and reads it back with a CSV parser. */
async function download(page: Page, link: RegExp) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link }).click()]);
  const text = readFileSync((await file.path())!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return { name: file.suggestedFilename(), rows: parseCsv(text) };
}

test("users: search, filter, export exactly the filtered set, open an account, suspend and reinstate it", async ({
  browser,
  team,
}) => {
  const person = await champion(browser, "Rahimah Suspend");
  const admin = await adminPage(browser, team);
  await admin.goto("/admin/users");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Users");
  await expectAccessible(admin);
  const filters = admin.getByRole("search", { name: "Filter accounts" });
  await filters.getByLabel("Search").fill(person.email);
  await filters.getByLabel("Account type").selectOption({ label: "Champion" });
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(admin).toHaveURL(/q=/);
  await expect(admin.getByRole("link", { name: "Rahimah Suspend" })).toBeVisible();
  await expectAccessible(admin);

  const csv = await download(admin, /Export CSV/);
  expect(csv.name).toMatch(/^rid-crc-users-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.rows).toHaveLength(2);
  expect(csv.rows[1]).toContain(person.email);

  await admin.getByRole("link", { name: "Rahimah Suspend" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Rahimah Suspend");
  await expectAccessible(admin);
  await admin.getByRole("button", { name: "Suspend account" }).click();
  await expect(
    admin.getByText(
      `${person.email} is suspended and has been signed out everywhere. They cannot sign in until reinstated.`,
    ),
  ).toBeVisible();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, person.email, person.password);
  await expect(
    page
      .getByText("This account has been suspended. Please contact the RID-CRC team if you believe this is an error.")
      .first(),
  ).toBeVisible();

  await admin.getByRole("button", { name: "Reinstate account" }).click();
  await expect(admin.getByText(`${person.email} is reinstated and can sign in again.`)).toBeVisible();
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  await context.close();
});

test("without JavaScript: a super admin makes an account an admin, who is invited by e-mail", async ({
  browser,
  team,
}) => {
  const person = await champion(browser, "New Team Member");
  const admin = await adminPage(browser, team, false);
  await admin.goto(`/admin/users?q=${encodeURIComponent(person.email)}`);
  await admin.getByRole("link", { name: "New Team Member" }).click();
  await admin.getByRole("combobox", { name: "Account type" }).selectOption({ label: "Administrator" });
  await admin.getByRole("button", { name: "Change account type" }).click();
  await expect(
    admin.getByText(/is now of type .Administrator. and has been signed out\. They have been e-mailed an invitation/),
  ).toBeVisible();
  await expectAccessibleAsShown(admin, browser);
  const invitation = await latestEmail(admin.request, person.email, "You are now an Administrator of RID-CRC");
  expect(invitation.text).toMatch(/two-step verification/i);
});

test("system and audit: real figures, the log filtered by action, and its export", async ({ browser, team }) => {
  const admin = await adminPage(browser, team);
  await admin.goto("/admin/system");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("System");
  await expect(admin.getByText("Uptime")).toBeVisible();
  const { entries } = JSON.parse(readFileSync("db/migrations/meta/_journal.json", "utf8")) as {
    entries: { tag: string }[];
  };
  await expect(admin.getByText(entries.at(-1)!.tag).first()).toBeVisible();
  await expectAccessible(admin);

  // An export is itself written to the log.
  await admin.goto("/admin/users");
  await download(admin, /Export CSV/);
  await admin.goto("/admin/audit");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  const filters = admin.getByRole("search", { name: "Filter the audit log" });
  await filters.getByLabel("Action").selectOption({ label: "Exported users as CSV" });
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(admin.getByRole("cell", { name: /Exported users as CSV/ }).first()).toBeVisible();
  await expectAccessible(admin);
  const csv = await download(admin, /Export CSV/);
  expect(csv.rows[0]).toContain("Action code");
  expect(csv.rows.slice(1).every((row) => row.includes("users.export"))).toBe(true);
  expect(csv.rows.length).toBeGreaterThan(1);
});
