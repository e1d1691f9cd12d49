import type { Route } from "./+types/my-registrations";
import { Container } from "~/ui/container";
import { Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { noReact } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { RegistrationStatusBadge } from "../components/status-badge";
import { myRegistrationsPage } from "../registration/my-registrations.server";

// A list of links: no JavaScript needed (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "RID-CRC"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => myRegistrationsPage(request);

/** The signed-in person's event registrations (issue 29): each opens to be corrected or cancelled until the event starts. */
export default function MyRegistrations({ loaderData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader title={t("mine.title")} intro={t("mine.intro")} />
      <Container className="max-w-3xl space-y-4 py-12">
        {loaderData.registrations.length === 0 ? (
          <p>
            {t("mine.none")}{" "}
            <Link to="/upcoming-events" className="font-semibold text-brand-700 underline">
              {t("mine.seeEvents")}
            </Link>
          </p>
        ) : null}
        <ul className="space-y-4">
          {loaderData.registrations.map((r) => (
            <li key={r.id} className="space-y-2 rounded-2xl border border-line bg-white p-5 shadow-sm">
              <h2 className="text-lg font-bold text-brand-900">{r.title}</h2>
              <p>{t("mine.whenWhere", { when: r.whenLabel, place: r.place })}</p>
              <p>
                {t("mine.nameLine", { name: r.name })} ·{" "}
                <RegistrationStatusBadge status={r.status} label={r.statusLabel} />
              </p>
              {r.frozen ? (
                <p className="text-muted">{r.frozen}</p>
              ) : (
                <Link to={`/account/events/${r.id}`} className="font-semibold text-brand-700 underline">
                  {t("mine.open")}
                  <span className="sr-only"> {t("mine.openFor", { title: r.title })}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
