import type { Route } from "./+types/alias-redirect";
import { aliasRedirect } from "../pages.server";

/** Old addresses linked from content: always a 301 to their new home (table in aliases.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return aliasRedirect(request);
}
