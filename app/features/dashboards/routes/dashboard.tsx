import type { Route } from "./+types/dashboard";
import { SharePanel } from "~/features/community";
import { shareLink } from "~/features/community/index.server";
import { ScreeningCtaBanner } from "~/features/site";
import { AccountSummary } from "../components/account-summary";
import type { StatusUpdate } from "../components/appointment-requests";
import { dashboardAction, dashboardKind, dashboardPage, dashboardTitles } from "../dashboards.server";
import { loadApplicationStatus, type AnswerActionData } from "~/features/partners";
import { loadCorporateDashboard } from "~/features/corporate";
import { lazyIsland } from "~/ui/lazy-island";

const ApplicationStatus = lazyIsland(() => loadApplicationStatus().then((m) => m.ApplicationStatus));
// Each kind's part of the page is an island of its own (server-rendered; its code loads on demand),
// so a dashboard's first load carries only its own kind's code (budget 120 KB gzip).
const ChampionDashboard = lazyIsland(() => import("../components/champion-dashboard").then((m) => m.ChampionDashboard));
const PartnerBody = lazyIsland(() => import("../components/partner-dashboard").then((m) => m.PartnerBody));
const CorporateDashboard = lazyIsland(() => loadCorporateDashboard().then((m) => m.CorporateDashboard));

/** One module for the four role dashboards (/dashboard/{champion,gp-clinic,specialist,corporate}). */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  const kind = dashboardKind(request, pattern);
  const page = await dashboardPage(request, kind);
  return { ...page, kind, title: dashboardTitles[kind], shareUrl: await shareLink(request) };
}

/** The dashboards' forms: a request's status; an applicant's answer to the team; a pledge. */
export async function action({ request, pattern }: Route.ActionArgs) {
  return dashboardAction(request, dashboardKind(request, pattern));
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "Dashboard"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

type Data = Route.ComponentProps["loaderData"];

/** The part of the page that differs by kind; each kind has its own component. */
function KindBody({ data, actionData }: { data: Data; actionData: unknown }) {
  if (data.application)
    return (
      <ApplicationStatus
        className="mt-8"
        props={{
          application: data.application,
          contactEmail: data.contactEmail ?? "",
          answer: (actionData as AnswerActionData | undefined)?.answer,
        }}
      />
    );
  if (data.champion)
    return (
      <ChampionDashboard
        props={{
          data: data.champion,
          events: data.events ?? [],
          stories: data.stories ?? [],
          screening: data.screening,
        }}
      />
    );
  if (data.corporate) return <CorporateDashboard props={{ data: data.corporate, actionData }} />;
  if (data.partner)
    return (
      <PartnerBody
        props={{
          data: data.partner,
          detailsTitle: data.kind === "gp-clinic" ? "Clinic details" : "Practice details",
          appointments: data.appointments,
          notice: actionData as StatusUpdate | undefined,
        }}
      />
    );
  return null;
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AccountSummary title={loaderData.title} account={loaderData.account}>
        <KindBody data={loaderData} actionData={actionData} />
        <SharePanel url={loaderData.shareUrl} className="mt-8" />
      </AccountSummary>
      {loaderData.kind === "champion" && <ScreeningCtaBanner />}
    </>
  );
}
