import { MapPin, MessageCircle } from "lucide-react";
import { data } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/get-screened";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { ScreeningTestCards } from "../components/screening-test-cards";
import { screeningGuideline, screeningTests } from "../screening-tests";
import { PageHeader } from "~/ui/page-header";
import { TalkToUsDialog } from "../components/talk-to-us-dialog";
import { isTalkVariant } from "../messages";
import { getScreenedPage } from "../pages.server";
import { noReactWith } from "~/lib/http/page-scripts";
import { CheckerAnswer, CheckerForm } from "~/features/screening";
import { checkerPage } from "~/features/screening/index.server";
import { ErrorSummary } from "~/ui/error-summary";
import { requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import { dateIn } from "~/lib/i18n/dates";
import { TranslationNote } from "~/ui/translation-note";

// Content: works without JavaScript, ships no React (ADR 0024). The checker's form posts: a person's
// symptoms and history are health data, kept out of the address (history, logs, the shared cache);
// its messages behave as on other forms (form-feedback).
export const handle = noReactWith("talk-dialog", "form-feedback");

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLang(params);
  const url = new URL(request.url);
  const talk = url.searchParams.get("talk");
  // An unknown ?talk value shows the page without the dialog rather than an error.
  return {
    ...getScreenedPage(lang),
    talk: isTalkVariant(talk) ? talk : null,
    checker: await checkerPage(new URLSearchParams(), undefined, lang),
  };
}

/** The checker's answer (or its messages, with a 400), computed from the posted answers; nothing is stored. */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const query = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") query.append(name, value);
  // A post is an answer: without an age it is refused at the field, not shown as the blank form.
  if (!query.has("age")) query.set("age", "");
  const checker = await checkerPage(query, undefined, requestLang(params));
  return data({ checker }, { status: checker.status === "invalid" ? 400 : 200 });
}

// The head tags come with the loader's data, in the page's language (pages.server.ts).
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function GetScreened({ loaderData, actionData }: Route.ComponentProps) {
  const checker = actionData?.checker ?? loaderData.checker;
  const { lang, guideline } = loaderData;
  const t = createT(lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader title={t("page.title")} eyebrow={t("page.eyebrow")} crumbs={[{ label: t("page.title") }]}>
        <p>{guideline.text}</p>
        <p>{guideline.fitKitText}</p>
        <p>{t("page.symptoms")}</p>
      </PageHeader>
      <Container className="pt-12 sm:pt-16">
        <section id="checker" aria-labelledby="checker-title" className="scroll-mt-24">
          <h2 id="checker-title" className="text-2xl font-bold text-brand-900">
            {t("checker.title")}
          </h2>
          <p className="mt-2 text-muted">{t("checker.intro")}</p>
          {checker.answer ? (
            <div className="mt-6">
              <CheckerAnswer checker={checker} />
            </div>
          ) : null}
          {checker.summary.length > 0 ? (
            <div className="mt-6">
              <ErrorSummary lines={checker.summary} formError={t("checker.errorTitle")} />
            </div>
          ) : null}
          <details open={!checker.answer} className="group mt-6 rounded-2xl border border-line bg-white p-5 sm:p-6">
            <summary className="cursor-pointer text-lg font-semibold text-brand-900">
              {checker.answer ? t("checker.change") : t("checker.yours")}
            </summary>
            <div className="mt-4">
              <CheckerForm checker={checker} />
            </div>
          </details>
        </section>
      </Container>
      <Container className="py-12 sm:py-16">
        <h2 id="tests" className="scroll-mt-24 text-2xl font-bold text-brand-900">
          {t("page.testsHeading")}
        </h2>
        <div className="mt-6">
          <ScreeningTestCards tests={screeningTests} headingLevel={3} />
        </div>
        <p className="mt-6 text-sm text-muted">
          {t("page.sources")}{" "}
          {screeningGuideline.sources.map((source, i) => (
            <span key={source.url}>
              {i > 0 ? "; " : null}
              <a href={source.url} className="underline" rel="noopener noreferrer">
                {source.title}
              </a>{" "}
              {t("page.checked", { date: dateIn(lang, source.checkedOn) })}
            </span>
          ))}
          {t("page.reviewed", {
            reviewedOn: dateIn(lang, screeningGuideline.reviewedOn),
            reviewDue: dateIn(lang, screeningGuideline.reviewDue),
          })}
        </p>
        <div id="clinics" className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/clinics" size="lg">
            <MapPin aria-hidden className="size-5" />
            {t("page.viewLocations")}
          </ButtonLink>
          {/* A link, not a script: the server renders the dialog open for ?talk=screening. */}
          <ButtonLink to="?talk=screening" size="lg" variant="secondary" preventScrollReset>
            <MessageCircle aria-hidden className="size-5" />
            {t("page.talkToUs")}
          </ButtonLink>
        </div>
        <p className="mt-8 text-muted">
          {t("page.costsBefore")}{" "}
          <Link to="/get-screened/costs" className="font-semibold text-brand-700 underline">
            {t("page.costsLink")}
          </Link>
          {t("page.costsAfter")}
        </p>
        <p className="mt-4 text-muted">
          {t("page.moreBefore")}{" "}
          <Link to="/education/article/early-warning-signs" className="font-semibold text-brand-700 underline">
            {t("page.moreLink")}
          </Link>
          {t("page.moreAfter")}
        </p>
      </Container>
      {loaderData.talk ? <TalkToUsDialog variant={loaderData.talk} returnTo="/get-screened" /> : null}
    </>
  );
}
