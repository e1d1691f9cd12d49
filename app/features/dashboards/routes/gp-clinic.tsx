import type { Route } from "./+types/gp-clinic";
import { AccountSummary } from "../components/account-summary";
import { dashboardAccount } from "../dashboards.server";

export const meta: Route.MetaFunction = () => [
  { title: "GP Clinic Dashboard · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  return dashboardAccount(request, "gp-clinic");
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <AccountSummary title="GP Clinic Dashboard" account={loaderData} />;
}
