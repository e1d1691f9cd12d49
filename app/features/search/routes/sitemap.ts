import { sitemapResponse } from "../seo.server";

export function loader() {
  return sitemapResponse();
}
