import type { Page } from "@playwright/test";
import { createChampion, signIn } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { adminPage, expect, test } from "../fixtures/console";
import { latestEmail, uniqueEmail } from "../fixtures/mailbox";
import { messages } from "../../../app/features/events/messages";

/**
 * Public events and registration (issue #15), on a server of its own: the demo's sample events are
 * filled and one event is created in the console, which other journeys must not see.
 */
test.describe.configure({ timeout: 90_000 });

const workshop = /Sample event: Gut Health Cooking Workshop/;
const webinar = /Sample event: Understanding Your FIT Result/;

async function openEvent(page: Page, name: RegExp) {
  await page.goto("/upcoming-events");
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list and its filter; a visitor registers, confirms from the e-mail, gets the calendar file", async ({
    page,
    browser,
  }) => {
    await page.goto("/upcoming-events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.title);
    await expect(page.getByRole("heading", { name: "Past events" })).toBeVisible();
    await expect(
      page.getByTestId("event-card").filter({ hasText: workshop }).getByText("Sample", { exact: true }),
    ).toBeVisible();
    await expectAccessibleAsShown(page, browser);
    await page.getByLabel("Event type").selectOption("Workshop");
    await page.getByRole("button", { name: "Show events" }).click();
    await expect(page).toHaveURL(/type=Workshop/);
    await expect(page.getByRole("heading", { name: "Upcoming: Workshop" })).toBeVisible();
    await page.goto("/upcoming-events?type=Party");
    await expect(page.getByText("“Party” is not an event type we use")).toBeVisible();

    await openEvent(page, webinar);
    await expect(page.getByText("Online", { exact: true })).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join("")).toContain('"eventAttendanceMode":"https://schema.org/OnlineEventAttendanceMode"');
    await expect(page.getByText("https://meet.example.org")).toHaveCount(0);
    const ics = await page.request.get(
      (await page.getByRole("link", { name: /Add to calendar/ }).getAttribute("href"))!,
    );
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    expect(await ics.text()).toContain("STATUS:CONFIRMED\r\n");

    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText(messages.nameRequired)).toBeVisible();
    await expectAccessibleAsShown(page, browser);
    const email = uniqueEmail("visitor");
    await page.getByLabel("Your name").fill("Vera Visitor");
    // Without JavaScript a message stays until the next submission, still tied to its field.
    await expect(page.getByText(messages.nameRequired)).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Your e-mail").fill(email);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText(messages.checkEmail)).toBeVisible();

    const confirm = await latestEmail(page.request, email, "Confirm your registration");
    await page.goto(confirm.links.find((l) => l.includes("/events/registration/"))!);
    await expect(page.getByText("Awaiting your confirmation")).toBeVisible();
    // Issue 23: the link alone does not confirm (an e-mail scanner's visit must not), and the page says so.
    await expect(page.getByTestId("why-confirm")).toContainText("open links automatically to check them");
    await expectAccessibleAsShown(page, browser);
    await page.getByRole("button", { name: "Confirm my registration" }).click();
    await expect(page.getByText(messages.registered)).toBeVisible();
    await expect(page.getByText("Registered", { exact: true })).toBeVisible();
    // Now holding a seat of the online event: its join address, on the page and in the e-mail.
    await expect(page.getByRole("link", { name: "https://meet.example.org/rid-crc-sample" })).toBeVisible();
    const registered = await latestEmail(page.request, email, "You're registered");
    expect(registered.text).toContain("event.ics");
    expect(registered.text).toContain("Join online: https://meet.example.org/rid-crc-sample");
  });
});

test("with JavaScript, the page without React: a rejected registration focuses its first field, a message goes once edited", async ({
  page,
}) => {
  const reactFiles: string[] = [];
  page.on("request", (r) => /\/assets\/(framework|entry\.client)-[^/]*\.js$/.test(r.url()) && reactFiles.push(r.url()));
  await openEvent(page, webinar);
  const name = page.getByLabel("Your name");
  const email = page.getByLabel("Your e-mail");
  await email.fill("not-an-address");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText(messages.nameRequired)).toBeVisible();
  await expect(page.getByText(messages.emailInvalid)).toBeVisible();
  // The server's answer: the first field in error has the focus, as on pages with React.
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(messages.nameRequired);
  await expectAccessible(page);
  // Editing a field takes its message away (and its ties to it); the other field's message stays.
  await name.pressSequentially("Vera");
  await expect(page.getByText(messages.nameRequired)).toHaveCount(0);
  await expect(name).not.toHaveAttribute("aria-invalid");
  await expect(name).not.toHaveAttribute("aria-describedby");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(messages.emailInvalid);
  await email.fill(uniqueEmail("feedback"));
  await expect(page.getByText(messages.emailInvalid)).toHaveCount(0);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText(messages.checkEmail)).toBeVisible();
  expect(reactFiles, "the event page ships no React").toEqual([]);
});

test("full event: one-step registration takes the last seat, the next is waitlisted, a cancel promotes", async ({
  page,
  browser,
  team,
}) => {
  const champion = await createChampion(page, "Chen Seat");
  await signIn(page, champion.email, champion.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  await openEvent(page, workshop);
  await expect(page.getByTestId("seats-left")).toHaveText("1 of 4 seats left");
  await expect(page.getByText(`You'll be registered as Chen Seat (${champion.email}).`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText(messages.registered)).toBeVisible();
  await expect(page.getByTestId("seats-left")).toHaveText("Full: new registrations join the waitlist");
  await expectAccessible(page);

  const admin = await adminPage(browser, team);
  await admin.goto(page.url());
  await admin.getByRole("button", { name: "Register" }).click();
  await expect(admin.getByText(messages.waitlisted)).toBeVisible();
  await expect(admin.getByText("On the waitlist", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Cancel my registration" }).click();
  await expect(page.getByText(messages.cancelled)).toBeVisible();
  const promoted = await latestEmail(page.request, team.admin.email, "A seat is yours");
  expect(promoted.text).toContain("event.ics");
  await admin.reload();
  await expect(admin.getByText("Registered", { exact: true })).toBeVisible();

  // A virtual event's join link appears once the person holds a seat, and only then.
  await openEvent(page, webinar);
  await expect(page.getByText("https://meet.example.org/rid-crc-sample")).toHaveCount(0);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("link", { name: "https://meet.example.org/rid-crc-sample" })).toBeVisible();

  // With JavaScript, the visitor's form answers in place: field messages, then "check your e-mail".
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(page.url());
  await visitor.getByLabel("Your e-mail").fill("not-an-address");
  await visitor.getByRole("button", { name: "Register" }).click();
  await expect(visitor.getByText(messages.nameRequired)).toBeVisible();
  await expect(visitor.getByText(messages.emailInvalid)).toBeVisible();
  await expect(visitor.getByLabel("Your e-mail")).toHaveValue("not-an-address");
  await expectAccessible(visitor);
  await visitor.getByLabel("Your name").fill("Jay Script");
  await visitor.getByLabel("Your e-mail").fill(uniqueEmail("js-visitor"));
  await visitor.getByRole("button", { name: "Register" }).click();
  await expect(visitor.getByText(messages.checkEmail)).toBeVisible();
});

test("an event starting soon: the reminder arrives; once cancelled, its page and calendar file say so", async ({
  browser,
  team,
}) => {
  const admin = await adminPage(browser, team);
  // Two hours from now, as the console's Singapore date and time fields take it.
  const sg = new Date(Date.now() + 2 * 3_600_000 + 8 * 3_600_000).toISOString();
  const title = `Soon talk ${Date.now()}`;
  await admin.goto("/admin/events/new");
  await admin.getByLabel("Title").fill(title);
  // Markdown (issue 23: its lists were shown as plain lines): a list, and a line break.
  await admin
    .getByLabel("Description")
    .fill("A talk starting **soon**.\n\nBring:\n\n- your questions\n- a friend\n\nDoors open 6 pm  \nTalk at 7 pm");
  await admin.getByLabel("Type").selectOption("Seminar");
  await admin.getByLabel("Date").fill(sg.slice(0, 10));
  await admin.getByLabel("Start time").fill(sg.slice(11, 16));
  await admin.getByLabel("Place").fill("Bishan Community Club");
  await admin.getByRole("button", { name: "Create event" }).click();
  await expect(admin).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
  const id = admin.url().split("/").pop()!;
  await admin.getByRole("button", { name: "Publish event", exact: true }).click();
  await expect(admin.getByRole("button", { name: "Unpublish event" })).toBeVisible();

  await admin.goto(`/upcoming-events/${id}`);
  await admin.getByRole("button", { name: "Register" }).click();
  await expect(admin.getByText(messages.registered)).toBeVisible();
  const reminder = await latestEmail(admin.request, team.admin.email, `Reminder: ${title}`);
  expect(reminder.text).toContain("/events/registration/");

  await admin.goto(`/admin/events/${id}`);
  await admin.getByText("Cancel event…").click();
  await admin.getByLabel(/^Reason/).fill("The speaker is unwell.");
  await admin.getByRole("button", { name: "Cancel this event" }).click();
  await expect(admin.getByText(/A cancelled event cannot be changed\./)).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/upcoming-events/${id}`);
  const bring = visitor.getByRole("main").getByRole("list").filter({ hasText: "your questions" });
  await expect(bring.getByRole("listitem")).toHaveText(["your questions", "a friend"]);
  await expect(bring).toHaveCSS("list-style-type", "disc");
  await expect(visitor.getByRole("main").locator("p", { hasText: "Doors open 6 pm" }).locator("br")).toHaveCount(1);
  await expect(visitor.getByRole("main").getByText("soon", { exact: true })).toHaveCSS("font-weight", "700");
  await expect(visitor.getByText("This event has been cancelled. The speaker is unwell.")).toBeVisible();
  await expect(visitor.getByText(messages.refusedCancelled)).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Register" })).toHaveCount(0);
  await expectAccessible(visitor);
  const ics = await visitor.request.get(`/upcoming-events/${id}/calendar.ics`);
  expect(await ics.text()).toContain("STATUS:CANCELLED\r\n");
  expect((await visitor.goto("/upcoming-events/not-a-uuid"))?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});
