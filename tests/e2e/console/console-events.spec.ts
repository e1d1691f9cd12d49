import { readFileSync } from "node:fs";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { adminPage, expect, test } from "../fixtures/console";
import { latestEmail } from "../fixtures/mailbox";
import { parseCsv } from "../../support/csv";
import { eventMessages as m } from "../../../app/features/events/console/messages";

/** The console's Events tab (issue #15), on a server of its own (its demo holds the sample events). */
test.describe.configure({ timeout: 90_000 });

/** A date well ahead, in Singapore, as the date input takes it. */
const ahead = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test("create an event, publish it, see it listed, edit it, cancel it", async ({ browser, team }) => {
  const admin = await adminPage(browser, team);
  await admin.goto("/admin/events");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Events");
  await expectAccessible(admin);

  await admin.getByRole("link", { name: "New event" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("New event");
  await admin.getByRole("button", { name: "Create event" }).click();
  await expect(admin.getByText(m.titleRequired)).toBeVisible();
  await expectAccessible(admin);

  const title = `Journey health talk ${Date.now()}`;
  await admin.getByLabel("Title").fill(title);
  await admin.getByLabel("Description").fill("A **free** talk about screening.");
  await admin.getByLabel("Type").selectOption("Seminar");
  await admin.getByLabel("Date").fill(ahead(40));
  await admin.getByLabel("Start time").fill("18:30");
  await admin.getByLabel("Place").fill("Bishan Community Club");
  await admin.getByLabel("Capacity (seats)").fill("30");
  await admin.getByRole("button", { name: "Create event" }).click();
  await expect(admin).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
  await expect(admin.getByText(m.created).first()).toBeVisible();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectAccessible(admin);

  await admin.getByRole("button", { name: "Publish event" }).click();
  await expect(admin.getByText(m.published).first()).toBeVisible();
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto("/upcoming-events");
  await expect(page.getByText(title).first()).toBeVisible();

  await admin.getByLabel("Title").fill(`${title} (updated)`);
  await admin.getByRole("button", { name: "Save changes" }).click();
  await expect(admin.getByText(m.saved).first()).toBeVisible();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`${title} (updated)`);

  await admin.getByText("Cancel event…").click();
  await admin.getByRole("button", { name: "Cancel this event" }).click();
  await expect(admin.getByText(m.reasonRequired)).toBeVisible();
  await expectAccessible(admin);
  await admin.getByLabel(/^Reason/).fill("The venue is closed for repairs.");
  await admin.getByRole("button", { name: "Cancel this event" }).click();
  await expect(admin.getByText(m.cancelled(0)).first()).toBeVisible();
  await expect(admin.getByText(/A cancelled event cannot be changed\./)).toBeVisible();
  await page.goto("/upcoming-events");
  await expect(page.getByText(`${title} (updated)`).first()).toBeVisible();
  await visitor.close();
});

test("without JavaScript: the form keeps what was typed; a sample event's registrations, CSV and e-mail", async ({
  browser,
  team,
}) => {
  const admin = await adminPage(browser, team, false);
  await admin.goto("/admin/events/new");
  await admin.getByLabel("Title").fill("Typed title stays");
  await admin.getByLabel("Description").fill("Typed description stays.");
  await admin.getByLabel("Type").selectOption("Workshop");
  await admin.getByLabel("Date").fill(ahead(50));
  await admin.getByLabel("Start time").fill("10:00");
  await admin.getByLabel("Place").fill("Jurong West");
  await admin.getByLabel("Capacity (seats)").fill("0");
  await admin.getByRole("button", { name: "Create event" }).click();
  await expect(admin.getByText(m.capacityInvalid)).toBeVisible();
  await expect(admin.getByLabel("Title")).toHaveValue("Typed title stays");
  await expect(admin.getByLabel("Place")).toHaveValue("Jurong West");
  await expectAccessibleAsShown(admin, browser);

  await admin.goto("/admin/events");
  await admin.getByRole("link", { name: /Sample event: Colorectal Cancer Screening Day/ }).click();
  await admin.getByRole("link", { name: "Registrations and waitlist" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toContainText("Registrations:");
  await expect(admin.getByTestId("registration")).toHaveCount(3);
  await expectAccessibleAsShown(admin, browser);

  const [file] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const rows = parseCsv(readFileSync((await file.path())!, "utf8"));
  expect(rows).toHaveLength(4);
  expect(rows.slice(1).map((r) => r[2])).toEqual(["Registered", "Registered", "Registered"]);

  await admin.getByRole("button", { name: "Send e-mail" }).click();
  await expect(admin.getByText(m.subjectRequired)).toBeVisible();
  const subject = `Bring your IC ${Date.now()}`;
  await admin.getByLabel("Subject").fill(subject);
  await admin.getByLabel("Message").fill("Please bring your IC to collect your FIT kit.");
  await admin.getByRole("button", { name: "Send e-mail" }).click();
  await expect(admin.getByText(m.emailed(3)).first()).toBeVisible();
  const mail = await latestEmail(admin.request, "lim.attendee@demo.rid-crc.local", subject);
  expect(mail.text).toContain("Please bring your IC");
});
