import type { Route } from "./+types/dashboard";
import { SharePanel } from "~/features/community";
import { shareLink } from "~/features/community/index.server";
import { ScreeningCtaBanner } from "~/features/site";
import { AccountSummary } from "../components/account-summary";
import { AppointmentRequests, type StatusUpdate } from "../components/appointment-requests";
import { ModuleTiles } from "../components/module-tiles";
import { dashboardAction, dashboardKind, dashboardPage, dashboardTitles } from "../dashboards.server";
import { loadApplicationStatus, type AnswerActionData } from "~/features/partners";
import { lazyIsland } from "~/ui/lazy-island";

const ApplicationStatus = lazyIsland(() => loadApplicationStatus().then((m) => m.ApplicationStatus));

/** One module for the four role dashboards (/dashboard/{champion,gp-clinic,specialist,corporate}). */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  const kind = dashboardKind(request, pattern);
  const page = await dashboardPage(request, kind);
  return { ...page, kind, title: dashboardTitles[kind], shareUrl: await shareLink(request) };
}

/** The partner dashboards' forms: a request's status; an applicant's answer to the team. */
export async function action({ request, pattern }: Route.ActionArgs) {
  return dashboardAction(request, dashboardKind(request, pattern));
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
        {loaderData.application ? (
          <ApplicationStatus
            className="mt-8"
            props={{
              application: loaderData.application,
              contactEmail: loaderData.contactEmail ?? "",
              answer: (actionData as AnswerActionData | undefined)?.answer,
            }}
          />
        ) : null}
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
