import { Link } from "~/ui/link";
import type { Route } from "./+types/costs";
import { ScreeningCosts } from "../checker/components/screening-costs";
import { screeningCostsPage } from "../checker/costs.server";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { noReact } from "~/lib/http/page-scripts";
import { requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export const loader = ({ params }: Route.LoaderArgs) => screeningCostsPage(requestLang(params));

// The head tags come with the loader's data, in the page's language (costs.server.ts).
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function ScreeningCostsRoute({ loaderData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader
        title={t("page.title")}
        eyebrow={t("page.eyebrow")}
        crumbs={[{ label: t("page.crumb"), to: "/get-screened" }, { label: t("page.title") }]}
      >
        <p>{t("page.intro")}</p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <ScreeningCosts data={loaderData} />
        <p className="mt-10 text-ink">
          {t("page.notSure")}{" "}
          <Link to="/get-screened#checker" className="font-semibold text-brand-700 underline">
            {t("page.answerLink")}
          </Link>{" "}
          {t("page.or")}{" "}
          <Link to="/find-a-gp?service=FIT+Test" className="font-semibold text-brand-700 underline">
            {t("page.clinicLink")}
          </Link>
          {t("page.end")}
        </p>
      </Container>
    </>
  );
}
