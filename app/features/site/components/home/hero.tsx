import { lazy, Suspense } from "react";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { useHydrated } from "~/ui/use-hydrated";
import type { HomeFacts } from "../../pages.server";
import { RibbonArt } from "./illustrations";
import { useLocalPath } from "~/ui/link";
import type { T } from "~/lib/i18n/translate";
import { capitalise } from "~/lib/i18n/figures";
import type { Suggestion } from "~/features/search";

/** The suggestions and the no-match message ({{term}}) in the page's language, from the loader. */
type Suggest = { list: Suggestion[]; noResults: string };

// The suggestion box. On the home page as served (no React, ADR 0024) the server's plain search form
// to the FAQ search becomes the combobox through its enhance script (features/search/
// search-suggestions.ts), which fills the list and the message drawn empty here. After a client
// navigation React draws the same combobox (features/search HomeSearch), loaded on demand.
const HomeSearch = lazy(() => import("~/features/search").then((m) => ({ default: m.HomeSearch })));

function PlainSearch({ t, suggest }: { t: T; suggest: Suggest }) {
  const local = useLocalPath();
  return (
    // The script takes its suggestions and message from here: its own code carries no words.
    <div
      className="relative mt-8 max-w-xl"
      data-search-suggestions={JSON.stringify(suggest.list)}
      data-no-results={suggest.noResults}
    >
      <form
        method="get"
        action={local("/education/faqs")}
        role="search"
        aria-label={t("search.form")}
        className="flex items-center rounded-full bg-white p-1 shadow-lg has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-600"
      >
        <label htmlFor="home-search-plain" className="sr-only">
          {t("search.label")}
        </label>
        <input
          id="home-search-plain"
          name="q"
          type="search"
          required
          pattern=".*\S.*"
          title={t("search.title")}
          placeholder={t("search.placeholder")}
          className="h-11 min-w-0 flex-1 rounded-full bg-transparent px-4 text-ink placeholder:text-muted focus-visible:outline-none"
        />
        <button
          type="submit"
          className="min-h-11 rounded-full bg-accent-600 px-5 text-sm font-semibold text-white hover:bg-accent-700"
        >
          {t("search.button")}
        </button>
      </form>
      <ul
        id="home-search-list"
        role="listbox"
        aria-label={t("search.suggestions")}
        hidden
        className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-2xl bg-white py-2 text-ink shadow-xl"
      />
      <div role="status">
        <p hidden className="absolute inset-x-0 top-full z-20 mt-2 rounded-2xl bg-white px-4 py-3 text-ink shadow-xl" />
      </div>
    </div>
  );
}

function SearchBox({ t, suggest }: { t: T; suggest: Suggest }) {
  const hydrated = useHydrated();
  if (!hydrated) return <PlainSearch t={t} suggest={suggest} />;
  return (
    <Suspense fallback={<PlainSearch t={t} suggest={suggest} />}>
      <HomeSearch className="mt-8" t={t} suggest={suggest} />
    </Suspense>
  );
}

const claimsOf = ({ lateStage, survivalEarlyPercent }: HomeFacts, t: T) => [
  t("hero.claims.clinicianLed"),
  t("hero.claims.topCancer"),
  capitalise(t("hero.claims.foundLate", { lateStage })),
  t("hero.claims.survival", { percent: survivalEarlyPercent }),
];

/** The figures come with the page (the loader), so the figures file stays out of the browser's code. */
export function Hero({ facts, t, suggest }: { facts: HomeFacts; t: T; suggest: Suggest }) {
  return (
    <section aria-labelledby="home-hero-title" className="bg-brand-900 text-white">
      <Container className="grid grid-cols-[minmax(0,1fr)] items-center gap-10 py-10 sm:py-20 lg:grid-cols-[1fr_auto]">
        <div>
          <h1
            id="home-hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t("hero.title")}
          </h1>
          <p className="mt-4 text-xl font-semibold text-brand-100 sm:text-2xl">{t("hero.tagline")}</p>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">{t("hero.intro")}</p>
          {/* The call to action comes before the search and the claims: on a phone it is on the first screen. */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/get-screened" size="lg">
              {t("hero.screeningPath")}
            </ButtonLink>
            <ButtonLink to="/join-movement" size="lg" variant="inverse">
              {t("hero.join")}
            </ButtonLink>
          </div>
          <SearchBox t={t} suggest={suggest} />
          <ul className="mt-8 grid gap-3 font-medium sm:grid-cols-2 *:flex *:items-start *:gap-3">
            {claimsOf(facts, t).map((claim) => (
              <li key={claim}>
                <span aria-hidden className="mt-2 size-2.5 shrink-0 rounded-full bg-accent-500" />
                <span>{claim}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden justify-center sm:flex">
          <RibbonArt />
        </div>
      </Container>
    </section>
  );
}
