import type { Route } from "./+types/corporate";
import { AccountSummary } from "../components/account-summary";
import { dashboardAccount } from "../dashboards.server";

export const meta: Route.MetaFunction = () => [
  { title: "Corporate Dashboard · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  return dashboardAccount(request, "corporate");
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <AccountSummary title="Corporate Dashboard" account={loaderData} />;
}
