import type { Route } from "./+types/champion";
import { SharePanel } from "~/features/community";
import { shareLink } from "~/features/community/index.server";
import { AccountSummary } from "../components/account-summary";
import { dashboardAccount } from "../dashboards.server";

export const meta: Route.MetaFunction = () => [
  { title: "Champion Dashboard · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const account = await dashboardAccount(request, "champion");
  return { ...account, shareUrl: await shareLink(request) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <AccountSummary title="Champion Dashboard" account={loaderData}>
      <SharePanel url={loaderData.shareUrl} className="mt-8" />
    </AccountSummary>
  );
}
