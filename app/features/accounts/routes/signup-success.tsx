import { MailCheck } from "lucide-react";
import type { Route } from "./+types/signup-success";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { figurePhrase } from "~/lib/i18n/figures";
import { defaultLang } from "~/lib/i18n/languages";
import { accountWords } from "../localized.server";
import * as facts from "../../../../content/facts.json";
import { noReact } from "~/lib/http/page-scripts";

// Words, figures and two links: nothing to do in a browser (issue 25, ADR 0024). Reached from the
// sign-up form by a client navigation, React still draws it (with its toast).
export const handle = noReact;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "RID-CRC" },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const { t, ...words } = accountWords(requestLang(request), ["success"]);
  return {
    ...words,
    title: t("success.metaTitle"),
    // The figures from facts.json, their words in the language (the English as facts.json has it).
    lifetimeRisk: figurePhrase(facts.lifetimeRiskText, t),
    survivalPercent: facts.fiveYearSurvivalPercent,
    survivalMeasures: words.lang === defaultLang ? facts.fiveYearSurvivalMeasures : t("success.survival"),
  };
}

export default function SignUpSuccess({ loaderData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <Container className="max-w-3xl py-16 text-center">
        <MailCheck aria-hidden className="mx-auto size-14 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">{t("success.title")}</h1>
        <p className="mt-4 text-lg text-muted">{t("success.intro")}</p>
        <dl className="mx-auto mt-10 grid max-w-xl gap-4 sm:grid-cols-2">
          <div className="rounded-2xl bg-brand-50 p-6">
            <dt className="text-sm text-brand-900">{t("success.lifetimeRisk")}</dt>
            <dd className="order-first text-4xl font-extrabold text-brand-800">{loaderData.lifetimeRisk}</dd>
          </div>
          <div className="rounded-2xl bg-brand-50 p-6">
            <dt className="text-sm text-brand-900">{loaderData.survivalMeasures}</dt>
            <dd className="order-first text-4xl font-extrabold text-brand-800">{loaderData.survivalPercent}%</dd>
          </div>
        </dl>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/">{t("success.home")}</ButtonLink>
          <ButtonLink to="/join-the-movement" variant="secondary">
            {t("success.more")}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
