import type { Route } from "./+types/audit-export";
import { exportAuditLog } from "../audit/audit-log.server";
import { consoleUser } from "../console-guard.server";

/** /admin/audit/export.csv: the filtered audit log as a streamed CSV file (no page of its own). */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await consoleUser(request);
  return exportAuditLog(request, user);
}
