import type { BrowserContext, Page } from "@playwright/test";
import { clientAddress, DEMO, Jar, newChampion, post, type Client } from "./support/accounts";
import { recordFigures } from "./support/figures";
import { expect, test } from "./support/fixtures";
import { execute } from "./support/rows";
import { weekdayAheadInSingapore } from "../support/weekday";
import type { SecurityServer } from "./support/server";
import {
  appointmentFields,
  championProfileFields,
  directoryEntry,
  gpClinicProfileFields,
  specialistProfileFields,
  storyFields,
} from "./support/valid";

/**
 * A script payload numbered n: were it ever put into a page unescaped, it would request
 * /__xss/n from our server (watched), set window.__xss and open an alert. It closes an attribute
 * first, so it also shows an attribute value that is not escaped. Under 100 characters, so it fits
 * the shortest free-text fields.
 */
const payload = (n: number) =>
  `"><img src=/__xss/${n} onerror=__xss=${n};alert(${n})><script>__xss=${n};alert(${n})</script>`;

type Seen = {
  requests: string[];
  dialogs: string[];
  csp: string[];
  evalProbes: number;
  ran: string[];
  views: string[];
};

/**
 * zod's JIT test (`Function("")` in a try) is refused by the CSP, as it should be, and caught: a
 * violation of script-src by "eval" on every page with a form, from our own bundle. Counted apart;
 * any other violation (an inline script or handler, an image elsewhere) means something was injected.
 */
const isEvalProbe = (text: string) => /\beval\b|unsafe-eval|evaluate a string as JavaScript/i.test(text);

/** Watches a browser context for any sign that a payload ran or was injected. */
async function watch(context: BrowserContext): Promise<Seen> {
  const seen: Seen = { requests: [], dialogs: [], csp: [], evalProbes: 0, ran: [], views: [] };
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  context.on("request", (request) => {
    if (request.url().includes("/__xss/")) seen.requests.push(request.url());
  });
  const onPage = (page: Page) => {
    page.on("dialog", (dialog) => {
      seen.dialogs.push(`${page.url()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on("console", (message) => {
      if (!/Content Security Policy/i.test(message.text())) return;
      if (isEvalProbe(message.text())) seen.evalProbes++;
      else seen.csp.push(`${page.url()}: ${message.text()}`);
    });
  };
  context.pages().forEach(onPage);
  context.on("page", onPage);
  return seen;
}

/** Opens a page (hydrated: every script loaded), then reads what any payload would have left. */
async function view(page: Page, seen: Seen, path: string): Promise<Set<number>> {
  await page.goto(path, { waitUntil: "networkidle" });
  return inspect(page, seen, path);
}

/** Reads what any payload would have left on the page now shown, and which payloads it shows. */
async function inspect(page: Page, seen: Seen, path: string): Promise<Set<number>> {
  const state = await page.evaluate(() => {
    const w = window as unknown as { __xss?: number; __csp?: string[] };
    return { xss: w.__xss, csp: w.__csp ?? [] };
  });
  seen.views.push(path);
  if (state.xss !== undefined) seen.ran.push(`${path}: payload ${state.xss} ran`);
  for (const violation of state.csp) {
    if (isEvalProbe(violation)) seen.evalProbes++;
    else seen.csp.push(`${path}: ${violation}`);
  }
  // The payloads the page shows (as text or in form fields): proof that it was tested, not skipped.
  const html = await page.content();
  const values = await page
    .locator("input, textarea")
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value).join(" "));
  return new Set([...`${html} ${values}`.matchAll(/\/__xss\/(\d+)/g)].map((m) => Number(m[1])));
}

async function signInBrowser(context: BrowserContext, server: SecurityServer, client: Client) {
  await context.clearCookies();
  await context.addCookies(client.jar.forBrowser(server.origin));
}

function expectNothingRan(seen: Seen) {
  expect(seen.ran, "payloads that ran (window.__xss set)").toEqual([]);
  expect(seen.dialogs, "dialogs opened by payloads").toEqual([]);
  expect(seen.requests, "images injected by payloads (requests to /__xss/)").toEqual([]);
  expect(seen.csp, "CSP violations (an injected script or handler blocked)").toEqual([]);
}

test("stored payloads in every free-text field, viewed in Chromium where they are shown: nothing runs", async ({
  server,
  sessions,
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const seen = await watch(context);
  let n = 0;
  const fields: string[] = [];
  const next = (field: string) => {
    fields.push(field);
    return payload(++n);
  };

  // A Champion whose sign-up name is a payload; another whose profile, story and invitation are.
  const named = await newChampion(server, next("sign-up: fullName"));
  const author = await newChampion(server, "Payload Author");
  const profile = await post(
    server,
    author,
    "/profile/champion",
    championProfileFields({ fullName: next("champion profile: fullName"), address: next("champion profile: address") }),
  );
  expect(profile.status, "champion profile saved").toBe(200);
  const story = await post(server, author, "/share-your-story", storyFields(next("share-your-story: content")));
  expect(story.status, "story received").toBe(200);
  const pillarStory = await post(server, author, "/pillars/rid-crc-pub", storyFields(next("pillar story: content")));
  expect(pillarStory.status, "pillar story received").toBe(200);
  const invited = await post(server, author, "/refer-friend", [
    ["emails[0]", `friend-${Date.now()}@security.test`],
    ["message", next("refer-friend: message")],
  ]);
  expect(invited.status, "invitation sent").toBe(200);

  // Appointment requests to the demo partners' own entries: their dashboards list them.
  const gpEntry = await directoryEntry(server, "find-a-gp", "Admiralty");
  const specialistEntry = await directoryEntry(server, "find-a-specialist", "Aishah");
  // And one to a clinic typed by hand, which only the team's e-mail (the mailbox) shows.
  for (const clinic of [gpEntry, specialistEntry, ""]) {
    const to = clinic ? clinic.split(":")[0] : "typed clinic";
    const made = await post(
      server,
      { ip: clientAddress(), jar: new Jar() },
      "/appointments/new",
      appointmentFields({
        clinic,
        name: next(`appointment (${to}): name`),
        preferredClinic: next(`appointment (${to}): preferredClinic`),
        message: next(`appointment (${to}): message`),
      }),
    );
    expect(made.status, `appointment request (${to})`).toBe(200);
  }

  // Talk to Us and a clinician nomination (issue 23): the team's copy in the mailbox shows them.
  const visitor = () => ({ ip: clientAddress(), jar: new Jar() });
  const contacted = await post(server, visitor(), "/contact", [
    ["fullName", next("contact: fullName")],
    ["email", `contact-${Date.now()}@security.test`],
    ["message", next("contact: message")],
    ["consent", "on"],
  ]);
  expect(contacted.status, "contact message received").toBe(200);
  const nominated = await post(server, visitor(), "/nominate-clinician", [
    ["fullName", next("nomination: fullName")],
    ["email", `nominator-${Date.now()}@security.test`],
    ["clinician", next("nomination: clinician")],
    ["clinic", next("nomination: clinic")],
    ["message", next("nomination: message")],
    ["consent", "on"],
  ]);
  expect(nominated.status, "nomination received").toBe(200);

  // The demo partners' profiles: what the public directories show.
  const gp = await sessions.of("gpclinic");
  const gpSaved = await post(
    server,
    gp,
    "/profile/gp-clinic",
    gpClinicProfileFields({
      clinicName: `Admiralty ${next("gp profile: clinicName")}`,
      doctorFullName: next("gp profile: doctorFullName"),
      contactPersonName: next("gp profile: contactPersonName"),
      address: next("gp profile: address"),
      languagesSpoken: next("gp profile: languagesSpoken"),
      "operatingHours.weekdays": next("gp profile: operatingHours.weekdays"),
      "operatingHours.saturday": next("gp profile: operatingHours.saturday"),
      description: next("gp profile: description"),
    }),
  );
  expect(gpSaved.status, "GP clinic profile saved").toBe(200);
  const specialist = await sessions.of("specialist");
  const specialistSaved = await post(
    server,
    specialist,
    "/profile/specialist",
    specialistProfileFields({
      fullName: `Aishah ${next("specialist profile: fullName")}`,
      qualifications: next("specialist profile: qualifications"),
      fieldOfSpecialization: next("specialist profile: fieldOfSpecialization"),
      clinicAffiliation: next("specialist profile: clinicAffiliation"),
      address: next("specialist profile: address"),
      languages: next("specialist profile: languages"),
      "operatingHours.weekdays": next("specialist profile: operatingHours.weekdays"),
      insurancePartners: next("specialist profile: insurancePartners"),
      notes: next("specialist profile: notes"),
    }),
  );
  expect(specialistSaved.status, "specialist profile saved").toBe(200);

  // No page approves stories yet: approved here, as a moderator would, so that /stories shows them.
  const approved = await execute(server, "update stories set approved = true where content like $1", [`%/__xss/%`]);
  expect(approved, "stories approved").toBeGreaterThanOrEqual(2);

  const views: [Client | null, string[]][] = [
    [named, ["/dashboard/champion", "/profile/champion", "/account/password", "/refer-friend"]],
    [author, ["/dashboard/champion", "/profile/champion", "/refer-friend", "/share-your-story"]],
    [gp, ["/dashboard/gp-clinic", "/profile/gp-clinic"]],
    [specialist, ["/dashboard/specialist", "/profile/specialist"]],
    [
      null,
      [
        "/stories",
        "/pillars/rid-crc-pub",
        "/find-a-gp?search=Admiralty",
        "/find-a-specialist?search=Aishah",
        `/appointments/new?${gpEntry.replace(":", "=")}`,
        `/appointments/new?${specialistEntry.replace(":", "=")}`,
        "/search?q=Admiralty",
        "/search?q=Aishah",
        "/dev/mailbox",
      ],
    ],
  ];
  const shown = new Set<number>();
  const showingNothing: string[] = [];
  for (const [client, paths] of views) {
    if (client) await signInBrowser(context, server, client);
    else await context.clearCookies();
    let group = 0;
    for (const path of paths) {
      const onPage = await view(page, seen, path);
      onPage.forEach((number) => shown.add(number));
      group += onPage.size;
    }
    if (group === 0) showingNothing.push(paths.join(", "));
  }

  recordFigures("payloadsStored", {
    fields: fields.length,
    fieldNames: fields,
    shownInChromium: shown.size,
    // The directory keeps its own name for a chosen clinic: the typed one is shown nowhere.
    notShown: fields.filter((_, i) => !shown.has(i + 1)),
    pagesViewed: seen.views.length,
    ran: seen.ran.length,
    injectedImages: seen.requests.length,
    dialogs: seen.dialogs.length,
    cspViolations: seen.csp.length,
    evalProbesRefused: seen.evalProbes,
  });
  expectNothingRan(seen);
  expect(showingNothing, "groups of pages on which no stored payload was shown").toEqual([]);
});

test("reflected payloads in query parameters and in forms submitted in Chromium: nothing runs", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const seen = await watch(context);
  const p = encodeURIComponent(payload(90));
  const reflected = [
    `/search?q=${p}&page=${p}`,
    `/login?redirectTo=${p}&error=${p}&message=${p}&verified=${p}`,
    `/champion-sign-in?redirectTo=${p}&error=${p}`,
    `/admin/login?redirectTo=${p}`,
    `/join-the-movement?ref=${p}`,
    `/signup/champion?ref=${p}`,
    `/forgot-password?email=${p}`,
    `/reset-password?token=${p}&error=${p}`,
    `/auth/reset-password?token=${p}`,
    `/find-a-gp?search=${p}&postalCode=${p}&language=${p}&region=${p}&page=${p}&q=${p}`,
    `/find-a-specialist?search=${p}&postalCode=${p}&specialty=${p}&trusted=${p}`,
    `/clinics?q=${p}`,
    `/stories?role=${p}&location=${p}`,
    `/appointments/new?gp=${p}&specialist=${p}&panel=${p}`,
    `/education?search=${p}&tag=${p}&audience=${p}`,
    `/education/patients?search=${p}`,
    `/education/newsroom?search=${p}&page=${p}`,
    `/education/article/${p}`,
    `/choose-screening?path=${p}`,
    `/get-screened?talk=${p}`,
    `/upcoming-events?page=${p}`,
    `/${p}`,
    `/pillars/${p}`,
  ];
  for (const path of reflected) await view(page, seen, path);

  // Through the real forms: their answers show what was typed.
  await view(page, seen, "/join-the-movement");
  await page.getByLabel("Full name").fill(payload(91));
  await page.getByLabel("Email address").fill(payload(92));
  await page.getByLabel("Password", { exact: true }).fill("Short");
  await page.getByLabel("Confirm password").fill(payload(93));
  await page.getByRole("button", { name: "Create My Champion Account" }).click();
  // The answer a person sees (the form's errors), whether the page ships React or posts natively.
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await view(page, seen, "/login");
  await page.getByLabel("Email address").fill(payload(94));
  await page.getByLabel("Password", { exact: true }).fill(payload(95));
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForLoadState("networkidle");
  await view(page, seen, "/find-a-gp");
  await page.getByLabel("Search clinics").fill(payload(96));
  await page.keyboard.press("Enter");
  // /find-a-gp ships no React: Enter is a native GET submission; the next page.goto must not cut it off.
  await expect(page).toHaveURL(/[?&]search=/);
  await page.waitForLoadState("networkidle");
  await view(page, seen, `/appointments/new`);
  await page.getByLabel("Name", { exact: true }).fill(payload(97));
  await page.getByLabel("Email", { exact: true }).fill(`payload-${Date.now()}@security.test`);
  await page.getByLabel("Phone", { exact: true }).fill("9123 4567");
  await page.getByLabel("Preferred clinic").fill(payload(98));
  await page.getByLabel("Preferred date").fill(weekdayAheadInSingapore());
  await page.getByLabel("Morning (9AM-12PM)").check();
  await page.getByLabel("Message (optional)").fill(payload(99));
  await page.getByRole("button", { name: "Schedule My Screening" }).click();
  await expect(page.getByText(payload(97))).toBeVisible();
  // Whatever the page shows after the submission: the payloads read back, nothing run.
  const after = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss);
  if (after !== undefined) seen.ran.push(`appointment form: payload ${after} ran`);

  recordFigures("payloadsReflected", {
    // Every parameter (or path segment) carrying the payload, and the 9 form fields typed into.
    fields: reflected.reduce((sum, path) => sum + path.split(p).length - 1, 0) + 9,
    pagesViewed: seen.views.length + 4,
    ran: seen.ran.length,
    injectedImages: seen.requests.length,
    dialogs: seen.dialogs.length,
    cspViolations: seen.csp.length,
    evalProbesRefused: seen.evalProbes,
  });
  expectNothingRan(seen);
});

// Issue 23: event descriptions are rendered from Markdown, chat replies keep their lists and lines.
test("payloads in a Markdown event description and in a chat reply's list and lines: nothing runs", async ({
  server,
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const seen = await watch(context);
  const markdown = [
    `Bring:`,
    ``,
    `- ${payload(80)}`,
    `- [a link](javascript:alert(81)) and <b onmouseover=alert(81)>bold</b>`,
    ``,
    `Line one  `,
    `${payload(82)}`,
  ].join("\n");
  const updated = await execute(server, "update events set description = $1 where title like $2", [
    markdown,
    "%Understanding Your FIT Result%",
  ]);
  expect(updated, "sample event rewritten").toBe(1);
  await view(page, seen, "/upcoming-events");
  const href = await page
    .getByRole("link", { name: /Understanding Your FIT Result/ })
    .first()
    .getAttribute("href");
  const event = await view(page, seen, href!);
  expect([...event], "payloads shown (as text) on the event page").toEqual(expect.arrayContaining([80, 82]));
  expect(await page.locator('a[href^="javascript:"], [onmouseover]').count(), "live links or handlers").toBe(0);

  // A forged conversation posted to /chat: a bot reply whose list items and lines are payloads,
  // rendered by the server and again by the browser.
  await view(page, seen, "/chat");
  const at = new Date().toISOString();
  const bot = JSON.stringify({ s: "b", t: `Bring:\n- ${payload(83)}\n- water\n\nOne\n${payload(84)}`, at });
  const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/chat"));
  const loaded = page.waitForEvent("load");
  await page.evaluate(
    ({ bot }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/chat";
      for (const [name, value] of [
        ["transcript", bot],
        ["message", "hello"],
      ]) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name!;
        input.value = value!;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { bot },
  );
  expect((await posted).status(), "the forged conversation is answered").toBe(200);
  await loaded;
  await page.waitForLoadState("networkidle");
  const chat = await inspect(page, seen, "/chat (posted)");
  expect([...chat], "payloads shown (as text) in the chat reply").toEqual(expect.arrayContaining([83, 84]));
  // Shown as an item of the reply's own list (inside the conversation's list of messages).
  await expect(page.locator("li ul > li", { hasText: "/__xss/83" })).toHaveCount(1);

  recordFigures("payloadsMarkdown", {
    fields: 2,
    pagesViewed: seen.views.length,
    ran: seen.ran.length,
    injectedImages: seen.requests.length,
    dialogs: seen.dialogs.length,
    cspViolations: seen.csp.length,
  });
  expectNothingRan(seen);
});

test("redirectTo: sign-in never leaves the site nor runs a javascript: address", async ({ server, page, context }) => {
  test.setTimeout(120_000);
  const seen = await watch(context);
  const targets = [
    "javascript:alert(1)",
    "//evil.example/",
    "https://evil.example/",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "http:evil.example",
    " //evil.example",
  ];
  const left: string[] = [];
  for (const target of targets) {
    await context.clearCookies();
    await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
    await page.getByLabel("Email address").fill(DEMO.champion.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.champion.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 10_000 }).catch(() => {});
    await page.waitForLoadState("networkidle");
    const landed = new URL(page.url());
    if (landed.origin !== server.origin) left.push(`${target} → ${page.url()}`);
    else if (landed.pathname.startsWith("/login")) left.push(`${target}: the sign-in did not complete (${page.url()})`);
  }
  // The same targets through the form over HTTP: the Location stays on the site.
  for (const target of targets) {
    const client: Client = { ip: clientAddress(), jar: new Jar() };
    const response = await post(server, client, "/login", [
      ["email", DEMO.champion.email],
      ["password", DEMO.champion.password],
      ["redirectTo", target],
    ]);
    const location = (response.headers.location?.[0] ?? "").trim();
    if (response.status !== 302 || /^([a-z][\w+.-]*:|[\\/]{2}|\/\\)/i.test(location))
      left.push(`${target} → ${response.status} Location ${location}`);
  }
  recordFigures("redirects", { targets: targets.length, left: left.length, dialogs: seen.dialogs.length });
  expect(left, "redirects that left the site").toEqual([]);
  expect(seen.dialogs, "dialogs").toEqual([]);
});
