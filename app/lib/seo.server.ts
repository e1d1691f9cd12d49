import { env } from "./env.server";

/**
 * The site's own address without a trailing slash (APP_URL). Absolute addresses (canonical links,
 * JSON-LD, sitemap, links in e-mails and PDFs) come from here, never from the request: a Host
 * header is the client's word.
 */
export function siteUrl(): string {
  return env().APP_URL;
}

/** The absolute address of a path on this site: `canonical("/about-us")`. */
export function canonical(path: string): string {
  return `${siteUrl()}${path.startsWith("/") ? path : `/${path}`}`;
}
