import { robotsResponse } from "../crawlers.server";

export function loader() {
  return robotsResponse();
}
