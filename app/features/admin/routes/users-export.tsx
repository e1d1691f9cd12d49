import type { Route } from "./+types/users-export";
import { consoleUser } from "../console-guard.server";
import { exportUsers } from "../users/users.server";

/** /admin/users/export.csv: the accounts the list's filters select, as a streamed CSV file (no page of its own). */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await consoleUser(request);
  return exportUsers(request, user);
}
