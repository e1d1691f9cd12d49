import { redirect } from "react-router";
import type { Route } from "./+types/login-redirect";
import { requireUser } from "../guards.server";
import { dashboardPath } from "../user-types";
import { localPath } from "~/lib/i18n/paths";

// The server knows the account type at once, so the old loading screen becomes a plain redirect.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // In the page's language: sign-in leads here in the account's language (issue 27).
  throw redirect(localPath(request, dashboardPath(user.userType)));
}
