import type { Route } from "./+types/audit-export";
import { exportAuditLog } from "../audit/audit-log.server";
import { requireAdmin } from "~/features/accounts/index.server";

/** /admin/audit/export.csv: the filtered audit log as a streamed CSV file (no page of its own). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return exportAuditLog(request, user);
}
