import type { Route } from "./+types/specialist";
import { AccountSummary } from "../components/account-summary";
import { dashboardAccount } from "../dashboards.server";

export const meta: Route.MetaFunction = () => [
  { title: "Specialist Dashboard · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  return dashboardAccount(request, "specialist");
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <AccountSummary title="Specialist Dashboard" account={loaderData} />;
}
