import type { Route } from "./+types/champion";
import { AccountSummary } from "../components/account-summary";
import { dashboardAccount } from "../dashboards.server";

export const meta: Route.MetaFunction = () => [
  { title: "Champion Dashboard · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  return dashboardAccount(request, "champion");
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <AccountSummary title="Champion Dashboard" account={loaderData} />;
}
