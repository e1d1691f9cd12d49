import type { Route } from "./+types/dashboard";
import { SharePanel } from "~/features/community";
import { shareLink } from "~/features/community/index.server";
import { ScreeningCtaBanner } from "~/features/site";
import { AccountSummary } from "../components/account-summary";
import { AppointmentRequests, type StatusUpdate } from "../components/appointment-requests";
import { ModuleTiles } from "../components/module-tiles";
import { dashboardKind, dashboardPage, dashboardTitles, updateAppointmentFromDashboard } from "../dashboards.server";

/** One module for the four role dashboards (/dashboard/{champion,gp-clinic,specialist,corporate}). */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  const kind = dashboardKind(request, pattern);
  const page = await dashboardPage(request, kind);
  return { ...page, kind, title: dashboardTitles[kind], shareUrl: await shareLink(request) };
}

/** The partner dashboards' one form: a request's status. */
export async function action({ request, pattern }: Route.ActionArgs) {
  return updateAppointmentFromDashboard(request, dashboardKind(request, pattern));
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "Dashboard"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const champion = loaderData.kind === "champion";
  return (
    <>
      <AccountSummary title={loaderData.title} account={loaderData.account}>
        {champion && <ModuleTiles />}
        {loaderData.appointments && (
          <AppointmentRequests list={loaderData.appointments} notice={actionData as StatusUpdate | undefined} />
        )}
        <SharePanel url={loaderData.shareUrl} className="mt-8" />
      </AccountSummary>
      {champion && <ScreeningCtaBanner />}
    </>
  );
}
