import { redirect } from "react-router";
import type { Route } from "./+types/login-redirect";
import { requireUser } from "../guards.server";
import { dashboardPath } from "../user-types";

// The server knows the account type at once, so the old loading screen becomes a plain redirect.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  throw redirect(dashboardPath(user.userType));
}
