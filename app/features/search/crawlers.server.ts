import { articles } from "~/features/education/index.server";
import { sitemapEvents } from "~/features/events/index.server";
import { canonical, siteUrl } from "~/lib/page/seo.server";
import { publicPages } from "./public-pages";
import { defaultLang, languages } from "~/lib/i18n/languages";
import { localPath } from "~/lib/i18n/paths";

// What search engines read beyond the pages: the publisher's data, sitemap.xml and robots.txt. Absolute
// addresses come from APP_URL, never from the request.

/** Who publishes the site, for search engines (schema.org). Facts only: never ratings or reviews. */
export function organizationJsonLd(appUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "RID-CRC",
    alternateName: "RID-CRC: A National Movement to Outsmart Colorectal Cancer",
    url: `${appUrl}/`,
    logo: `${appUrl}/favicon.svg`,
    description:
      "Singapore's clinician-led national movement to outsmart colorectal cancer through awareness, screening and early detection.",
    areaServed: { "@type": "Country", name: "Singapore" },
  };
}

/** The home page's address and publisher data, made on the server so no SEO code ships to browsers. */
export function homeSeo() {
  return { canonical: canonical("/"), organization: organizationJsonLd(siteUrl()) };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

type SitemapArticle = { slug: string; lastUpdated: string };

/** sitemaps.org XML: every public page, every article and every event page, with their last change. */
export function sitemapXml(
  appUrl: string,
  pages: { path: string }[],
  list: SitemapArticle[],
  eventPages: { path: string; lastmod: string }[] = [],
): string {
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(appUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((p) => entry(p.path)),
    ...list.map((a) => entry(`/education/article/${a.slug}`, a.lastUpdated)),
    ...eventPages.map((e) => entry(e.path, e.lastmod)),
    "</urlset>",
    "",
  ].join("\n");
}

/** Private areas are kept out of crawlers' way (they are guarded on the server regardless). */
// A registration's manage page is reached only from its person's e-mails (issue #15).
const disallowedPaths = ["/admin", "/dashboard", "/profile", "/account", "/dev", "/api", "/events/registration"];

export function robotsTxt(appUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

const cache = "public, max-age=3600";

/**
 * The pages translated in full (issue 27, ADR 0027): listed in every language. The others' only
 * canonical address is the English one, so only that is listed; a page joins this list when its
 * strings are translated (and its head gets languageLinks).
 */
const translatedPages = [
  "/",
  "/get-screened",
  "/get-screened/costs",
  // Issue 27: the education hub, the patient hub and its topics, the FAQ, the events list (their chrome; events' own
  // pages carry the team's words as written, so they stay listed once, in English).
  "/education",
  "/education/patients",
  "/education/patients/basics",
  "/education/patients/screening",
  "/education/patients/symptoms",
  "/education/patients/prevention",
  "/education/faqs",
  "/upcoming-events",
  // The directories and the appointment form (their chrome; clinics' own details as stored).
  "/find-a-gp",
  "/find-a-specialist",
  "/appointments/new",
  "/clinics",
  // The Champion sign-up (account.json) and the nomination section below it (nomination.json).
  "/join-the-movement",
  "/nominate-clinician",
  // /search is noindex; the stories list's chrome (community.json), the stories as written.
  "/stories",
  // The other enquiry forms (enquiries.json) and the chat page's own words (chat.json).
  "/contact",
  "/signup-trial",
  "/register/government",
  "/chat",
  // The pillars (pillars.json; the CSR one's tiers registration.json's, its calculator pledges.json's).
  "/pillars/rid-crc-pub",
  "/pillars/rid-crc-sgp",
  "/pillars/rid-crc-gov",
  "/pillars/rid-crc-csr",
  "/pillars/rid-crc-edu",
];
const otherLanguages = translatedPages.flatMap((path) =>
  languages.filter((lang) => lang !== defaultLang).map((lang) => ({ path: localPath(lang, path) })),
);

export async function sitemapResponse(): Promise<Response> {
  const body = sitemapXml(siteUrl(), [...publicPages, ...otherLanguages], articles(), await sitemapEvents());
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cache } });
}

export function robotsResponse(): Response {
  return new Response(robotsTxt(siteUrl()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cache },
  });
}
