import { robotsResponse } from "../seo.server";

export function loader() {
  return robotsResponse();
}
