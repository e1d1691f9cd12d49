import { data } from "react-router";
import type { Route } from "./+types/dashboard";
import { SharePanel } from "~/features/community";
import { shareLink } from "~/features/community/index.server";
import { AccountSummary } from "../components/account-summary";
import { dashboardAccount, dashboardKinds, dashboardTitles, type DashboardKind } from "../dashboards.server";

/** One module for the four role dashboards (/dashboard/{champion,gp-clinic,specialist,corporate}). */
export async function loader({ request }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.split("/")[2] as DashboardKind;
  if (!dashboardKinds.includes(kind)) throw data({ path: new URL(request.url).pathname }, { status: 404 });
  const account = await dashboardAccount(request, kind);
  return { ...account, title: dashboardTitles[kind], shareUrl: await shareLink(request) };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "Dashboard"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <AccountSummary title={loaderData.title} account={loaderData}>
      <SharePanel url={loaderData.shareUrl} className="mt-8" />
    </AccountSummary>
  );
}
