import type { Route } from "./+types/users-export";
import { exportUsers } from "../users/users.server";
import { requireAdmin } from "~/features/accounts/index.server";

/** /admin/users/export.csv: the accounts the list's filters select, as a streamed CSV file (no page of its own). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return exportUsers(request, user);
}
