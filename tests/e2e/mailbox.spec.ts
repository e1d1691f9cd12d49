import { expect, test } from "@playwright/test";
import { expectAccessible } from "./fixtures/axe";

test("an e-mail the platform sends appears in the development mailbox with a working link", async ({
  page,
  request,
  baseURL,
}) => {
  // A password-reset request for the seeded admin goes through the outbox.
  const response = await request.post("/forgot-password", {
    headers: { origin: baseURL! },
    form: { email: "admin@e2e.test" },
  });
  expect(response.ok()).toBe(true);

  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Development mailbox");
  const mail = page.getByTestId("email").filter({ hasText: "admin@e2e.test" }).first();
  await expect(mail.getByRole("heading")).toHaveText("Reset your RID-CRC password");
  const link = mail.getByRole("link").first();
  await expect(link).toHaveAttribute("href", new RegExp(`^${baseURL}/api/auth/reset-password/`));
  await expectAccessible(page);
});
