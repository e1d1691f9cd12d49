import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../fixtures/console";
import { samplePanelClinics } from "../../../db/seed-data/panel-clinics";
import { expectAccessible, watchConsole } from "../fixtures/axe";

// The journeys run on the demo seed: the five sample entries of the trusted panel.
const panel = Object.fromEntries(samplePanelClinics.map((c) => [c.clinicId, c]));
const matchTitle = "Good news: they are on our trusted panel";
const noMatch = "We couldn't find a match in our trusted panel";
const specialistNoMatch = "We couldn't find a match in our trusted specialist panel";

const clinicInput = (page: Page) => page.getByLabel("Doctor, clinic, district or panel code");
const specialistInput = (page: Page) => page.getByLabel("Specialist or clinic name");
const searchButton = (page: Page) => page.getByRole("button", { name: "Search the trusted panel" });
const lookup = (page: Page) => page.getByRole("region", { name: /Trusted (panel|specialist) lookup/ });
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

async function withoutJs(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

// Each §5 rule, with a seeded value only that rule finds (the seed keeps every value to one entry).
const rules = [
  { rule: "exact clinic id", term: "rid-gp-002", clinicId: "RID-GP-002" },
  { rule: "doctor name contains", term: "FARHAN", clinicId: "RID-GP-001" },
  { rule: "clinic name contains", term: "kebun baru", clinicId: "RID-GP-003" },
  { rule: "district contains", term: "Bukit Merah", clinicId: "RID-CS-002" },
  // Both GP entries say "General Practitioner (GP)": the first in clinic-code order wins.
  { rule: "specialty contains", term: "practitioner", clinicId: "RID-GP-001" },
  { rule: "screening service contains", term: "polypectomy", clinicId: "RID-CS-001" },
];

test.describe("Clinic lookup", () => {
  for (const { rule, term, clinicId } of rules) {
    test(`finds a clinic by ${rule}`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto("/clinics");
      await clinicInput(page).fill(`  ${term} `);
      await searchButton(page).click();
      await expect(page).toHaveURL(new RegExp(`/clinics\\?q=`));
      await expect(page.getByRole("heading", { name: matchTitle })).toBeFocused();
      const result = lookup(page).getByRole("article");
      await expect(result.getByRole("heading")).toHaveText(panel[clinicId]!.clinicName);
      await expect(lookup(page).getByText(`Your search for “${term}” found this clinic`)).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test("a match shows every detail of the clinic, a booking link and Search Again; every state passes axe", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/clinics");
    await expect(page).toHaveTitle("Clinic Lookup and Screening Locations · RID-CRC");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /trusted colorectal cancer/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/localhost:\d+\/clinics$/);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(
      page.getByRole("heading", { level: 2, name: "Do you already have a trusted doctor or clinic?" }),
    ).toBeVisible();
    await expectAccessible(page);

    await clinicInput(page).fill("Dr Lim Siew Ling");
    await clinicInput(page).press("Enter");
    await expect(page.getByRole("heading", { name: matchTitle })).toBeFocused();
    const clinic = panel["RID-GP-001"]!;
    const card = lookup(page).getByRole("article");
    await expect(card.getByRole("heading")).toHaveText(clinic.clinicName);
    await expect(card.getByText("General Practitioner (GP) · Tampines")).toBeVisible();
    await expect(card.getByText("Sample data", { exact: true })).toBeVisible();
    await expect(card.getByText("RID-GP-001")).toBeVisible();
    for (const doctor of clinic.doctors) {
      await expect(card.getByText(doctor.name)).toBeVisible();
      await expect(card.getByText(doctor.credentials)).toBeVisible();
      await expect(card.getByText(`Speaks ${doctor.languages.join(", ")}`)).toBeVisible();
    }
    await expect(card.getByText(clinic.address)).toBeVisible();
    await expect(card.getByRole("link", { name: clinic.phone })).toHaveAttribute("href", "tel:+6567821201");
    await expect(card.getByRole("link", { name: clinic.email })).toHaveAttribute("href", `mailto:${clinic.email}`);
    await expect(card.getByRole("link", { name: /^harmony-tampines\.example\.sg/ })).toHaveAttribute(
      "href",
      clinic.website!,
    );
    for (const service of clinic.screeningServices)
      await expect(card.getByText(service, { exact: true })).toBeVisible();
    await expect(card.getByText(clinic.openingHours.weekdays)).toBeVisible();
    await expect(card.getByText("Public holidays")).toBeVisible();
    await expect(card.getByText(clinic.notes!)).toBeVisible();
    await expect(card.getByRole("link", { name: /Schedule a screening/ })).toHaveAttribute(
      "href",
      "/appointments/new?panel=RID-GP-001",
    );
    await expectAccessible(page);

    await lookup(page).getByRole("link", { name: "Search Again" }).click();
    await expect(page).toHaveURL(/\/clinics$/);
    await expect(clinicInput(page)).toBeFocused();
    await expect(clinicInput(page)).toHaveValue("");
    await expect(lookup(page).getByRole("article")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("no match says so, offers ways forward, and Try Another Search returns to the question", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/clinics");
    await clinicInput(page).fill("Moonbase Medical");
    await clinicInput(page).press("Enter");
    const heading = page.getByRole("heading", { name: noMatch, exact: true });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveText(noMatch);
    await expect(lookup(page).getByText("“Moonbase Medical”")).toBeVisible();
    await expect(lookup(page).getByRole("link", { name: "Find a GP" })).toHaveAttribute("href", "/find-a-gp");
    await expect(lookup(page).getByRole("link", { name: "Find a Specialist" })).toHaveAttribute(
      "href",
      "/find-a-specialist",
    );
    await expect(lookup(page).getByRole("link", { name: "Help me choose" })).toHaveAttribute(
      "href",
      "/choose-screening",
    );
    await expectAccessible(page);

    await lookup(page).getByRole("link", { name: "Try Another Search" }).click();
    await expect(page).toHaveURL(/\/clinics$/);
    await expect(page.getByRole("heading", { name: "Do you already have a trusted doctor or clinic?" })).toBeVisible();
    await expect(clinicInput(page)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("Search is disabled while the input is blank or only spaces; Enter submits", async ({ page }) => {
    const searches: string[] = [];
    page.on("request", (request) => {
      const q = new URL(request.url()).searchParams.get("q");
      if (q !== null) searches.push(q);
    });
    await page.goto("/clinics");
    await expect(searchButton(page)).toBeDisabled();
    await clinicInput(page).fill("   ");
    await expect(searchButton(page)).toBeDisabled();
    await clinicInput(page).press("Enter");
    await clinicInput(page).fill(" n");
    await expect(searchButton(page)).toBeEnabled();
    await clinicInput(page).fill("");
    await expect(searchButton(page)).toBeDisabled();

    await clinicInput(page).fill("Jurong West");
    await clinicInput(page).press("Enter");
    await expect(page.getByRole("heading", { name: matchTitle })).toBeFocused();
    await expect(lookup(page).getByRole("article").getByRole("heading")).toHaveText("Pioneer Wellness Medical");
    await expect.poll(() => path(page)).toBe("/clinics?q=Jurong+West");
    // The blank Enter sent nothing: the only search is the real one.
    expect(new Set(searches)).toEqual(new Set(["Jurong West"]));
  });

  test("works without JavaScript: a GET search, shareable results and the five sample clinics", async ({ browser }) => {
    const { page, close } = await withoutJs(browser);
    await page.goto("/clinics");
    await expect(page.locator("h1")).toHaveText("Clinic Lookup");
    const list = page.getByRole("region", { name: "Clinics on our trusted panel" });
    await expect(list.getByRole("article")).toHaveCount(5);
    await expect(list.getByText("Sample data", { exact: true })).toHaveCount(5);
    await expect(page.getByText(/Entries marked “Sample data” are examples/)).toBeVisible();
    await expect(list.getByRole("article").getByRole("heading")).toHaveText(
      ["RID-CS-001", "RID-CS-002", "RID-GP-001", "RID-GP-002", "RID-GP-003"].map((id) => panel[id]!.clinicName),
    );

    // Blank input is not a search: the question is asked again.
    await searchButton(page).click();
    await expect(page.getByRole("heading", { name: "Do you already have a trusted doctor or clinic?" })).toBeVisible();

    await clinicInput(page).fill("Ang Mo Kio");
    await searchButton(page).click();
    await expect.poll(() => path(page)).toBe("/clinics?q=Ang+Mo+Kio");
    await expect(page.getByRole("heading", { name: matchTitle })).toBeVisible();
    await expect(lookup(page).getByRole("article").getByRole("heading")).toHaveText("Kebun Baru Family Doctors");
    await lookup(page).getByRole("link", { name: "Search Again" }).click();
    await expect.poll(() => path(page)).toBe("/clinics");

    await page.goto("/clinics?q=zzz-no-such-clinic");
    await expect(page.getByRole("heading", { name: noMatch })).toBeVisible();
    await lookup(page).getByRole("link", { name: "Try Another Search" }).click();
    await expect.poll(() => path(page)).toBe("/clinics");
    await expect(clinicInput(page)).toBeVisible();
    await close();
  });
});

test.describe("Specialist finder", () => {
  test("a match says 'Wonderful, Champion!' and leaves the directory's own search alone", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/find-a-specialist?search=lau&specialty=Polypectomy");
    await expect(page.getByRole("heading", { name: "Already have a trusted specialist?" })).toBeVisible();
    await expectAccessible(page);
    await expect(searchButton(page)).toBeDisabled();
    await specialistInput(page).fill("Henderson");
    await specialistInput(page).press("Enter");

    await expect(page.getByRole("heading", { name: "Wonderful, Champion!" })).toBeFocused();
    const url = new URL(page.url());
    expect(url.searchParams.get("trusted")).toBe("Henderson");
    expect(url.searchParams.get("search")).toBe("lau");
    expect(url.searchParams.get("specialty")).toBe("Polypectomy");
    await expect(lookup(page).getByRole("article").getByRole("heading")).toHaveText("Henderson Bowel Surgery Clinic");
    await expect(lookup(page).getByText("Dr Priyanka Sundaram")).toBeVisible();
    await expect(lookup(page).getByRole("link", { name: "Choose Your Screening Path" })).toHaveAttribute(
      "href",
      "/choose-screening",
    );
    await expect(page.getByLabel("Search specialists")).toHaveValue("lau");
    await expectAccessible(page);

    await lookup(page).getByRole("link", { name: "Search Again" }).click();
    await expect(specialistInput(page)).toBeFocused();
    await expect.poll(() => path(page)).toBe("/find-a-specialist?search=lau&specialty=Polypectomy");
    expect(errors).toEqual([]);
  });

  test("searches the specialists only: a GP on the panel is no match, with a way to /clinics", async ({ page }) => {
    await page.goto("/find-a-specialist");
    await specialistInput(page).fill("Tampines");
    await searchButton(page).click();
    const heading = page.getByRole("heading", { name: specialistNoMatch });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveText(specialistNoMatch);
    await expect(lookup(page).getByRole("link", { name: "Browse our trusted clinics" })).toHaveAttribute(
      "href",
      "/clinics",
    );
    await expectAccessible(page);
    await lookup(page).getByRole("link", { name: "Try Another Search" }).click();
    await expect.poll(() => path(page)).toBe("/find-a-specialist");
    await expect(specialistInput(page)).toBeFocused();
  });

  test("works without JavaScript", async ({ browser }) => {
    const { page, close } = await withoutJs(browser);
    await page.goto("/find-a-specialist?page=2");
    await specialistInput(page).fill("novena");
    await searchButton(page).click();
    await expect.poll(() => path(page)).toBe("/find-a-specialist?page=2&trusted=novena");
    await expect(page.getByRole("heading", { name: "Wonderful, Champion!" })).toBeVisible();
    await expect(lookup(page).getByRole("article").getByRole("heading")).toHaveText(
      "Sinaran Colorectal & Endoscopy Centre",
    );
    // The console lane's server is shared by its files (a worker-scoped fixture): a specialist that
    // partner-review.spec.ts approved earlier in the lane can add a page, so only "page 2" is fixed.
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    await close();
  });
});

test.describe("Find your trusted doctor (public awareness pillar)", () => {
  const questions = {
    gp: "Do you already have a trusted family doctor (GP)?",
    specialist: "Do you already have a trusted specialist?",
  };

  test("the doctor dialogs work by keyboard: Close and Yes go home, No goes to /clinics", async ({ page }) => {
    const errors = watchConsole(page);
    for (const [variant, button, tabs, target] of [
      ["gp", "Close", 0, "/"],
      ["specialist", "Yes", 1, "/"],
      ["gp", "No", 2, "/clinics"],
      ["specialist", "No", 2, "/clinics"],
    ] as const) {
      await page.goto("/pillars/rid-crc-pub");
      const opener = page.getByRole("link", {
        name: variant === "gp" ? "Talk to Us about a GP" : "Talk to Us about a specialist",
      });
      await opener.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/pillars/rid-crc-pub\\?talk=${variant}$`));
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading")).toHaveText(questions[variant]);
      await expect.poll(() => dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
      // The modal puts focus on its first control, the close button.
      await expect(dialog.getByRole("link", { name: "Close" })).toBeFocused();
      for (let i = 0; i < tabs; i++) await page.keyboard.press("Tab");
      await expect(dialog.getByRole("link", { name: button, exact: true })).toBeFocused();
      if (variant === "specialist" && button === "Yes") await expectAccessible(page);
      await page.keyboard.press("Enter");
      await expect.poll(() => path(page)).toBe(target);
    }

    // Escape closes the dialog and stays on the page.
    await page.goto("/pillars/rid-crc-pub?talk=gp");
    await expect.poll(() => page.getByRole("dialog").evaluate((d) => d.matches(":modal"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect.poll(() => path(page)).toBe("/pillars/rid-crc-pub");
    expect(errors).toEqual([]);
  });

  test("the dialogs and the lookup widget work without JavaScript", async ({ browser }) => {
    const { page, close } = await withoutJs(browser);
    await page.goto("/pillars/rid-crc-pub");
    await page.getByRole("link", { name: "Talk to Us about a specialist" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading")).toHaveText(questions.specialist);
    await expect(dialog.getByRole("link", { name: "Yes" })).toHaveAttribute("href", "/");
    await expect(dialog.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/");
    await dialog.getByRole("link", { name: "No" }).click();
    await expect.poll(() => path(page)).toBe("/clinics");

    await page.goto("/pillars/rid-crc-pub");
    await clinicInput(page).fill("Pioneer Wellness");
    await searchButton(page).click();
    await expect.poll(() => path(page)).toBe("/clinics?q=Pioneer+Wellness");
    await expect(lookup(page).getByRole("article").getByRole("heading")).toHaveText("Pioneer Wellness Medical");
    await close();
  });

  test("the lookup widget opens /clinics with the answer focused", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/pillars/rid-crc-pub");
    const section = page.getByRole("region", { name: "Find your trusted doctor" });
    await expect(
      section.getByRole("heading", { level: 3, name: "Do you already have a trusted doctor or clinic?" }),
    ).toBeVisible();
    // The widget's code loads as it comes into view (an island below the fold).
    await section.scrollIntoViewIfNeeded();
    await expect(searchButton(page)).toBeDisabled();
    await clinicInput(page).fill("Novena");
    await clinicInput(page).press("Enter");
    await expect(page).toHaveURL(/\/clinics\?q=Novena$/);
    await expect(page.getByRole("heading", { name: matchTitle })).toBeFocused();
    await expect(lookup(page).getByRole("article").getByRole("heading")).toHaveText(
      "Sinaran Colorectal & Endoscopy Centre",
    );
    expect(errors).toEqual([]);
  });
});
