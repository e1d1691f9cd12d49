import type { Route } from "./+types/my-data-summary";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { noReact } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { privatePageMeta } from "../components/page-meta";
import { myDataSummary } from "../export/download.server";

// Read-only: no React (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = ({ data }) => privatePageMeta(data?.title ?? "RID-CRC");

export const loader = ({ request }: Route.LoaderArgs) => myDataSummary(request);

/** The download's content as sections: one per table, with its purpose, its period and each record. */
export default function MyDataSummary({ loaderData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader
        title={t("summary.title")}
        intro={t("summary.intro")}
        crumbs={[{ label: t("data.title"), to: "/account/data" }, { label: t("summary.title") }]}
      />
      <Container className="max-w-4xl space-y-10 py-12">
        <p className="text-muted">{t("summary.notSearchable")}</p>
        {loaderData.sections.map((section) => (
          <section key={section.table} aria-labelledby={`t-${section.table}`} className="space-y-3">
            <h2 id={`t-${section.table}`} className="text-xl font-bold text-brand-900">
              {section.label}{" "}
              <span className="text-base font-normal text-muted">
                ({t("summary.rows", { count: section.rows.length })})
              </span>
            </h2>
            <p>
              <strong>{t("summary.purpose")}:</strong> {section.purpose}
            </p>
            <p>
              <strong>{t("summary.retention")}:</strong> {section.retention}
            </p>
            {section.withheld.length ? (
              <p className="text-sm text-muted">
                {t("summary.withheld")}: {section.withheld.join(", ")}
              </p>
            ) : null}
            {section.rows.length === 0 ? (
              <p className="text-muted">{t("summary.nothingHeld")}</p>
            ) : (
              section.rows.map((row, i) => (
                <dl
                  key={i}
                  className="grid gap-x-4 gap-y-1 rounded-lg border border-line p-4 text-sm [overflow-wrap:anywhere] sm:grid-cols-[12rem_1fr]"
                >
                  {row.map(([name, value]) => (
                    <div key={name} className="contents">
                      <dt className="font-semibold">{name}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              ))
            )}
          </section>
        ))}
        <ButtonLink to="/account/data" variant="secondary">
          {t("summary.backToData")}
        </ButtonLink>
      </Container>
    </>
  );
}
