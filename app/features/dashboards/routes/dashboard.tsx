import type { Route } from "./+types/dashboard";
import { SharePanel } from "~/features/community";
import { shareLink, shareWords } from "~/features/community/index.server";
import { ScreeningCtaBanner } from "~/features/site";
import { screeningBannerWords } from "~/features/site/index.server";
import { noReactWith } from "~/lib/http/page-scripts";
import { requestLang } from "~/lib/i18n/paths";
import { createT, type T } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { AccountSummary } from "../components/account-summary";
import type { StatusUpdate } from "../components/appointment-requests";
import { ChampionDashboard } from "../components/champion-dashboard";
import { PartnerBody } from "../components/partner-dashboard";
import { dashboardAction, dashboardKind, dashboardPage, dashboardTitles } from "../dashboards.server";
import {
  applicationWords,
  championPartWords,
  dashboardIn,
  dashboardSayIn,
  dashboardWords,
} from "../dashboard-words.server";
import { ApplicationStatus, type AnswerActionData } from "~/features/partners";
import { CorporateDashboard } from "~/features/corporate";

/**
 * The dashboards ship no React (ADR 0024): every part works as plain HTML and forms. One module
 * serves the four kinds, so it asks for every kind's enhance scripts; each does nothing on a page
 * without its elements: the share panel's copy buttons, the forms' focus and pending state (the
 * request status, the applicant's answer, the pledge), the pledge's new total as it is typed.
 */
export const handle = noReactWith("share-panel", "form-feedback", "pledge-preview");

/** One module for the four role dashboards (/dashboard/{champion,gp-clinic,specialist,corporate}). */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  const kind = dashboardKind(request, pattern);
  const lang = requestLang(request);
  const { t, ...words } = dashboardWords(lang);
  const page = dashboardIn(lang, t, await dashboardPage(request, kind));
  return {
    ...page,
    ...words,
    kind,
    title: dashboardSayIn(lang, dashboardTitles[kind]),
    shareUrl: await shareLink(request),
    share: shareWords(lang),
    parts: kind === "champion" ? championPartWords(lang) : null,
    banner: screeningBannerWords(lang),
    applicationWords: page.application ? applicationWords(lang) : null,
  };
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
function KindBody({ data, actionData, t }: { data: Data; actionData: unknown; t: T }) {
  if (data.application)
    return (
      <div className="mt-8">
        <ApplicationStatus
          application={data.application}
          contactEmail={data.contactEmail ?? ""}
          answer={(actionData as AnswerActionData | undefined)?.answer}
          t={createT(data.lang, data.applicationWords ?? undefined)}
          lang={data.lang}
        />
      </div>
    );
  if (data.champion)
    return (
      <ChampionDashboard
        t={t}
        data={data.champion}
        events={data.events ?? []}
        stories={data.stories ?? []}
        parts={{
          community: createT(data.lang, data.parts?.community),
          events: createT(data.lang, data.parts?.events),
        }}
        screening={data.screening}
      />
    );
  if (data.corporate) return <CorporateDashboard data={data.corporate} actionData={actionData} />;
  if (data.partner)
    return (
      <PartnerBody
        t={t}
        data={data.partner}
        detailsTitle={data.kind === "gp-clinic" ? t("partner.clinicDetails") : t("partner.practiceDetails")}
        appointments={data.appointments}
        notice={actionData as StatusUpdate | undefined}
      />
    );
  return null;
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <AccountSummary t={t} title={loaderData.title} account={loaderData.account}>
        <KindBody data={loaderData} actionData={actionData} t={t} />
        <SharePanel url={loaderData.shareUrl} words={loaderData.share} className="mt-8" />
      </AccountSummary>
      {loaderData.kind === "champion" && <ScreeningCtaBanner words={loaderData.banner} />}
    </>
  );
}
