import { CheckCircle2, Circle } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "~/ui/link";
import type { T } from "~/lib/i18n/translate";
import { MyStories } from "~/features/community";
import { MyEvents } from "~/features/events";
import type { ChampionDashboardData } from "../champion-dashboard.server";
import type { ActionColour } from "../champion-roles";
import { DashboardMessage } from "./dashboard-message";
import { ModuleTiles, type ScreeningTile } from "./module-tiles";
import { Panel } from "./panel";

type Ready = Extract<ChampionDashboardData, { state: "ready" }>;

// Tinted cards whose text (brand-900 on the tint) keeps WCAG AA contrast.
const colours: Record<ActionColour, string> = {
  brand: "border-brand-600 bg-brand-50",
  accent: "border-accent-600 bg-orange-50",
  green: "border-green-700 bg-green-50",
  violet: "border-violet-700 bg-violet-50",
};

/** The four variants as links (spec content §2.6: chosen by ?role=); the current one is marked. */
function RoleSwitch({ t, data }: { t: T; data: Ready }) {
  return (
    <nav aria-label={t("champion.roleNav")} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {data.roles.map(({ role, title }) => (
          <li key={role}>
            <Link
              to={`?role=${role}`}
              aria-current={role === data.role ? "page" : undefined}
              className={`inline-block rounded-full border px-4 py-1.5 text-sm font-semibold ${
                role === data.role ? "border-brand-700 bg-brand-700 text-white" : "border-line text-brand-800"
              }`}
            >
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Stats({ t, data }: { t: T; data: Ready }) {
  const { stats } = data;
  const values = {
    quizScore:
      stats.quizScore === null
        ? {
            value: t("champion.notTaken"),
            note: (
              <Link to="/quiz" className="font-semibold text-brand-700 underline">
                {t("champion.takeQuiz")}
              </Link>
            ),
          }
        : { value: `${stats.quizScore}%`, note: t("champion.latestQuiz") },
    friendsInvited: {
      value: String(stats.friendsInvited),
      note: t("champion.joined", { count: stats.friendsJoined }),
    },
    actionsCompleted: { value: `${stats.completed}/${stats.actions.length}`, note: t("champion.seeChecklist") },
  };
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-3">
      {data.profile.stats.map((s) => (
        <div
          key={s.key}
          className="min-w-0 rounded-2xl border border-line bg-white p-5 break-words"
          data-testid={`stat-${s.key}`}
        >
          <dt className="text-sm font-semibold text-muted">{s.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-brand-900" data-testid="stat-value">
            {values[s.key].value}
          </dd>
          <dd className="text-sm text-muted">{values[s.key].note}</dd>
        </div>
      ))}
    </dl>
  );
}

function Checklist({ t, data }: { t: T; data: Ready }) {
  return (
    <Panel id="checklist-title" title={t("champion.checklist")} className="mt-8">
      <ul className="mt-4 space-y-2">
        {data.stats.actions.map((a) => (
          <li key={a.key} className="flex items-center gap-2" data-testid="champion-action" data-done={a.done}>
            {a.done ? (
              <>
                <CheckCircle2 aria-hidden className="size-5 text-green-700" />
                <span>
                  {a.label}
                  <span className="sr-only">{t("champion.done")}</span>
                </span>
              </>
            ) : (
              <>
                <Circle aria-hidden className="size-5 text-muted" />
                <Link to={a.to} className="font-semibold text-brand-700 underline">
                  {a.label}
                  <span className="sr-only">{t("champion.notDone")}</span>
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Actions({ t, data }: { t: T; data: Ready }) {
  return (
    <section aria-labelledby="actions-title" className="mt-8">
      <h2 id="actions-title" className="text-xl font-bold text-brand-900">
        {t("champion.whatYouCanDo")}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {data.profile.actions.map((a) => (
          <li key={a.title}>
            <Link
              to={a.to}
              className={`flex h-full flex-col rounded-2xl border-l-4 p-5 hover:underline ${colours[a.colour]}`}
            >
              <span className="text-lg font-bold text-brand-900">{a.title}</span>
              <span className="mt-1 text-sm text-ink">{a.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec content §2.6: the champion dashboard's variant, the person's own figures and events. */
export function ChampionDashboard({
  t,
  data,
  events,
  stories,
  screening,
  parts,
}: {
  t: T;
  data: ChampionDashboardData;
  /** The translators of my events and my stories (events.json, community.json), in the page's language. */
  parts: { community: T; events: T };
  screening: ScreeningTile | null;
  events: ComponentProps<typeof MyEvents>["registrations"];
  stories: ComponentProps<typeof MyStories>["stories"];
}) {
  if (data.state !== "ready") return <DashboardMessage t={t} message={data.message} />;
  return (
    <>
      <RoleSwitch t={t} data={data} />
      <section aria-labelledby="role-title" className="mt-6">
        <h2 id="role-title" className="text-2xl font-bold text-brand-900" data-testid="role-title">
          {data.profile.title}
        </h2>
        <p className="mt-2 max-w-3xl text-ink">{data.profile.intro}</p>
        <Stats t={t} data={data} />
      </section>
      <Checklist t={t} data={data} />
      <Actions t={t} data={data} />
      <Panel id="my-events-title" title={t("champion.myEvents")} className="mt-8">
        <div className="mt-3">
          <MyEvents registrations={events} t={parts.events} />
        </div>
      </Panel>
      <Panel id="my-stories-title" title={t("champion.myStories")} className="mt-8">
        <div className="mt-3">
          <MyStories stories={stories} t={parts.community} />
        </div>
      </Panel>
      <ModuleTiles t={t} screening={screening} />
    </>
  );
}
