import type { Route } from "./+types/my-appointments";
import { Container } from "~/ui/container";
import { Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { noReact } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { myAppointmentsPage } from "../appointments/my-requests.server";

// A list of links: no JavaScript needed (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "RID-CRC"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => myAppointmentsPage(request);

/** The signed-in person's appointment requests (issue 29): each pending one opens to be corrected or withdrawn. */
export default function MyAppointments({ loaderData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader title={t("mine.title")} intro={t("mine.intro")} />
      <Container className="max-w-3xl space-y-4 py-12">
        {loaderData.requests.length === 0 ? <p>{t("mine.none")}</p> : null}
        <ul className="space-y-4">
          {loaderData.requests.map((r) => (
            <li key={r.id} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
              <h2 className="text-lg font-bold text-brand-900">{r.clinic}</h2>
              <p>
                {t("mine.line", { date: r.dateLabel, time: r.timeLabel, sent: r.sentLabel, status: r.statusLabel })}
              </p>
              {r.pending ? (
                <Link to={`/account/appointments/${r.id}`} className="font-semibold text-brand-700 underline">
                  {t("mine.open")}
                  <span className="sr-only"> {t("mine.openTo", { clinic: r.clinic })}</span>
                </Link>
              ) : (
                <p className="text-muted">{t("says.acted")}</p>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
