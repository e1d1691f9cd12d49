import { sitemapResponse } from "../crawlers.server";

export function loader() {
  return sitemapResponse();
}
