import type { Route } from "./+types/my-pledges";
import { Container } from "~/ui/container";
import { Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { noReact } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { myPledgesPage } from "../pledges/my-pledges.server";

// A list of links: no JavaScript needed (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "RID-CRC"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => myPledgesPage(request);

const linkClass = "font-semibold text-brand-700 underline";

/** The company's pledges (issue 29): the one the team has not decided opens to be corrected or withdrawn. */
export default function MyPledges({ loaderData }: Route.ComponentProps) {
  const { companyName, pledges } = loaderData;
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader title={t("mine.title")} intro={t("mine.intro")} />
      <Container className="max-w-3xl space-y-4 py-12">
        {companyName === null ? <p>{t("mine.noCompany")}</p> : null}
        {companyName !== null && pledges.length === 0 ? (
          <p>
            {t("mine.none")}{" "}
            <Link to="/dashboard/corporate#raise-pledge" className={linkClass}>
              {t("mine.raise")}
            </Link>
          </p>
        ) : null}
        <ul className="space-y-4">
          {pledges.map((p) => (
            <li key={p.id} className="rounded-2xl border border-line bg-white p-5 shadow-sm" data-testid="pledge">
              <h2 className="text-lg font-bold text-brand-900">
                {t("mine.heading", { amount: p.amount, tier: p.tierLabel })}
              </h2>
              <p>{t("mine.line", { raised: p.raisedLabel, status: p.statusLabel })}</p>
              {p.pending ? (
                <Link to={`/account/pledges/${p.id}`} className={linkClass}>
                  {t("mine.open")}
                  <span className="sr-only"> {t("mine.openOf", { amount: p.amount })}</span>
                </Link>
              ) : (
                <p className="text-muted">{t("says.decided")}</p>
              )}
            </li>
          ))}
        </ul>
        <p>
          <Link to="/dashboard/corporate" className={linkClass}>
            {t("mine.dashboard")}
          </Link>
        </p>
      </Container>
    </>
  );
}
