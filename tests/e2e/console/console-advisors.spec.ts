import sharp from "sharp";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { adminPage, expect, test } from "../fixtures/console";
import { advisorMessages as m } from "../../../app/features/advisors/messages";

/**
 * Issue 26 part 4, "who stands behind the advice": the team adds a clinician with a photo, publishes
 * them, names them as an article's reviewer; the public board and the article show them. On a
 * server of its own (the console fixture): the board starts empty, as the seed leaves it.
 */
test.describe.configure({ timeout: 120_000 });

const slug = "colonoscopy-gold-standard";
const title = "Why Colonoscopy Is the Gold Standard for Colorectal Cancer Screening";

test("add an advisor with a photo, publish them, name them as an article's reviewer", async ({ browser, team }) => {
  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/about/advisors");
  await expect(visitor.getByRole("heading", { name: "The board is being formed" })).toBeVisible();
  await expect(visitor.getByText("to be announced")).toHaveCount(0);
  await expectAccessibleAsShown(visitor, browser);

  const admin = await adminPage(browser, team);
  await admin.goto("/admin/content/advisors");
  await expect(admin.getByText("No advisors yet.")).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole("link", { name: "Add an advisor" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("New advisor");

  // A text file named .jpg: the bytes decide, with the field's message; nothing typed is lost.
  await admin.getByLabel("Name").fill("Dr Test Advisor");
  await admin.getByLabel("Photo (optional)").setInputFiles({
    name: "portrait.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("this is not an image"),
  });
  await admin.getByRole("button", { name: "Add advisor" }).click();
  await expect(admin.getByText(m.photoWrongType)).toBeVisible();
  await expect(admin.getByText(m.credentialsRequired)).toBeVisible();
  await expect(admin.getByLabel("Name")).toHaveValue("Dr Test Advisor");
  await expectAccessible(admin);

  // A 10 MB file still reaches the form (its own larger body bound) and gets the size message.
  await admin.getByLabel("Photo (optional)").setInputFiles({
    name: "huge.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(10 * 1024 * 1024, 0xff),
  });
  await admin.getByRole("button", { name: "Add advisor" }).click();
  await expect(admin.getByText(m.photoTooLarge)).toBeVisible();

  await admin.getByLabel("Credentials").fill("MBBS, MMed (Surgery)");
  await admin.getByLabel("Role").fill("Colorectal surgeon (journey test)");
  await admin.getByLabel("Biography").fill("Created by the console journey to check the board.");
  // Noise, so the PNG weighs about a megabyte: far over the 64 KiB every other form may send.
  const portrait = await sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: "#0b5cab",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  expect(portrait.byteLength).toBeGreaterThan(200 * 1024);
  await admin
    .getByLabel("Photo (optional)")
    .setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: portrait });
  await admin.getByRole("button", { name: "Add advisor" }).click();
  await expect(admin).toHaveURL(/\/admin\/content\/advisors$/);
  await expect(admin.getByText(m.created).first()).toBeVisible();
  await admin.getByRole("button", { name: "Publish Dr Test Advisor" }).click();
  await expect(admin.getByText(m.published).first()).toBeVisible();
  await expectAccessible(admin);

  await visitor.goto("/about/advisors");
  await expect(visitor.getByRole("heading", { name: "Dr Test Advisor" })).toBeVisible();
  await expect(visitor.getByText("The board is being formed")).toHaveCount(0);
  const photo = visitor.getByRole("img", { name: "Portrait of Dr Test Advisor" });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  const src = (await photo.getAttribute("src"))!;
  const served = await visitor.request.get(src);
  expect(served.headers()["content-type"]).toBe("image/webp");
  await expectAccessibleAsShown(visitor, browser);

  // The reviewer: a date in the future is refused with its message, then a real one is saved.
  await admin.goto("/admin/content/articles");
  const row = admin.locator(`#article-${slug}`);
  await row.getByText("Set reviewer").click();
  await row.getByLabel("Reviewer").selectOption({ label: "Dr Test Advisor, MBBS, MMed (Surgery)" });
  await row.getByLabel("Reviewed on").fill("2026-01-05");
  await row.getByRole("button", { name: "Save reviewer" }).click();
  await expect(admin.getByText(m.reviewSaved(title)).first()).toBeVisible();
  await expect(admin.locator(`#article-${slug}`)).toContainText("Dr Test Advisor, MBBS, MMed (Surgery)");
  await expect(admin.getByRole("heading", { name: "Past review date" })).toBeVisible();
  await expectAccessible(admin);

  await visitor.goto(`/education/article/${slug}`);
  await expect(visitor.getByTestId("article-review")).toHaveText("Dr Test Advisor, MBBS, MMed (Surgery) on 5 Jan 2026");
  await expectAccessibleAsShown(visitor, browser);
  await visitorContext.close();
});

test("without JavaScript: the photo travels with the form, and can be removed again", async ({ browser, team }) => {
  const admin = await adminPage(browser, team, false);
  await admin.goto("/admin/content/advisors/new");
  await admin.getByLabel("Name").fill("Dr No Script Test");
  await admin.getByLabel("Credentials").fill("MBBS");
  await admin.getByLabel("Role").fill("Family physician (journey test)");
  await admin.getByLabel("Biography").fill("Added without JavaScript.");
  const portrait = await sharp({
    create: {
      width: 300,
      height: 300,
      channels: 3,
      background: "#888",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  await admin.getByLabel("Photo (optional)").setInputFiles({ name: "p.jpg", mimeType: "image/jpeg", buffer: portrait });
  await admin.getByRole("button", { name: "Add advisor" }).click();
  await expect(admin).toHaveURL(/\/admin\/content\/advisors$/);
  await expect(admin.getByText(m.created).first()).toBeVisible();
  await admin.getByRole("link", { name: "Dr No Script Test" }).click();
  await expect(admin.getByRole("img", { name: "Current photo" })).toBeVisible();
  await admin.getByLabel("Remove this photo").check();
  await admin.getByLabel("Biography").fill("");
  await admin.getByRole("button", { name: "Save advisor" }).click();
  await expect(admin.getByText(m.bioRequired)).toBeVisible();
  await expectAccessibleAsShown(admin, browser);
  await admin.getByLabel("Biography").fill("Added without JavaScript, photo removed.");
  await admin.getByRole("button", { name: "Save advisor" }).click();
  await expect(admin.getByText(m.saved).first()).toBeVisible();
  await admin.getByRole("link", { name: "Dr No Script Test" }).click();
  await expect(admin.getByRole("img", { name: "Current photo" })).toHaveCount(0);
  await admin.context().close();
});
