import { publicPages } from "../../app/features/search/public-pages";

/**
 * The pages the route crawl (tests/e2e/route-crawl.spec.ts) opens in the browser and `npm run bench`
 * measures: one list, so every page the crawl checks also has its first-load JavaScript printed.
 * Plain data with no app code at run time beyond the sitemap's list (bench loads it through tsx).
 */

/** The long-form articles spec content §2.1 names. */
export const fixedArticles = [
  "understanding-colorectal-cancer",
  "how-crc-develops-from-polyps",
  "colonoscopy-preparation-complete-guide",
  "early-warning-signs",
  "colonoscopy-gold-standard",
];

/** The sitemap's public pages (they are §2.1's), then the states a link can open beyond them. */
export const crawlPages: readonly string[] = [
  ...publicPages.map((p) => p.path),
  "/join-movement",
  "/champion-signup-success",
  "/get-screened?talk=gp",
  "/get-screened?talk=specialist",
  "/get-screened?talk=screening",
  "/education?audience=clinicians&search=colonoscopy",
  "/education?search=zzzz-nothing",
  "/education?tag=screening",
  ...fixedArticles.map((slug) => `/education/article/${slug}`),
  "/education/faqs?q=colonoscopy",
  "/choose-screening?path=familydoctor",
  "/choose-screening?path=specialist",
  "/choose-screening?path=help",
  "/search?q=colonoscopy",
  // The form pages a visitor opens (not in the sitemap: they say noindex, or need a choice first).
  "/login",
  "/champion-sign-in",
  "/forgot-password",
  "/reset-password",
  "/admin/login",
  "/signup/champion",
  "/appointments/new",
  // A visitor's due-date reminder as the checker's answer links to it (a date two years on).
  `/get-screened/remind?dueOn=${new Date().getFullYear() + 2}-01-15&rule=fit-up-to-date`,
  // The newsletter's sign-up page (the footer's form lands there when an address is not one).
  "/newsletter/subscribe",
];

/** §2.1's signed-in member pages, crawled as the demo Champion. */
export const memberPages: readonly string[] = [
  "/share-your-story",
  "/quiz",
  "/dashboard/screening",
  "/account/data",
  "/account/data/summary",
  "/account/consents",
  "/account/delete",
  // Correcting one's data (issue 29): the sign-in address, one's own appointment requests, event
  // registrations, referrals and stories.
  "/account/email",
  "/account/appointments",
  "/account/events",
  "/account/referrals",
  "/account/stories",
];

/** The demo Champion of the embedded demo (db/seed.ts), who signs in for the member pages. */
export const demoChampion = { email: "champion@demo.rid-crc.local", password: "Demo-Champion-Pass-1" } as const;

/** The demo's partner accounts (db/seed.ts) and their dashboards, crawled each as its own account. */
export const demoPartners = {
  gp: { email: "gp@demo.rid-crc.local", password: "Demo-Clinic-Pass-1", dashboard: "/dashboard/gp-clinic" },
  specialist: {
    email: "specialist@demo.rid-crc.local",
    password: "Demo-Specialist-Pass-1",
    dashboard: "/dashboard/specialist",
  },
  corporate: {
    email: "corporate@demo.rid-crc.local",
    password: "Demo-Corporate-Pass-1",
    dashboard: "/dashboard/corporate",
  },
} as const;
