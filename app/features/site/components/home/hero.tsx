import { lazy, Suspense } from "react";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { useHydrated } from "~/ui/use-hydrated";
import type { HomeFacts } from "../../pages.server";
import { RibbonArt } from "./illustrations";
import { useLocalPath } from "~/ui/link";

// The suggestion box. On the home page as served (no React, ADR 0024) the server's plain search form
// to the FAQ search becomes the combobox through its enhance script (features/search/
// search-suggestions.ts), which fills the list and the message drawn empty here. After a client
// navigation React draws the same combobox (features/search HomeSearch), loaded on demand.
const HomeSearch = lazy(() => import("~/features/search").then((m) => ({ default: m.HomeSearch })));

function PlainSearch() {
  const local = useLocalPath();
  return (
    <div className="relative mt-8 max-w-xl" data-search-suggestions>
      <form
        method="get"
        action={local("/education/faqs")}
        role="search"
        aria-label="Health topics"
        className="flex items-center rounded-full bg-white p-1 shadow-lg has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-600"
      >
        <label htmlFor="home-search-plain" className="sr-only">
          Search health topics
        </label>
        <input
          id="home-search-plain"
          name="q"
          type="search"
          required
          pattern=".*\S.*"
          title="Type what you are looking for"
          placeholder="Search topics, care, coverage"
          className="h-11 min-w-0 flex-1 rounded-full bg-transparent px-4 text-ink placeholder:text-muted focus-visible:outline-none"
        />
        <button
          type="submit"
          className="min-h-11 rounded-full bg-accent-600 px-5 text-sm font-semibold text-white hover:bg-accent-700"
        >
          Search
        </button>
      </form>
      <ul
        id="home-search-list"
        role="listbox"
        aria-label="Suggestions"
        hidden
        className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-2xl bg-white py-2 text-ink shadow-xl"
      />
      <div role="status">
        <p hidden className="absolute inset-x-0 top-full z-20 mt-2 rounded-2xl bg-white px-4 py-3 text-ink shadow-xl" />
      </div>
    </div>
  );
}

function SearchBox() {
  const hydrated = useHydrated();
  if (!hydrated) return <PlainSearch />;
  return (
    <Suspense fallback={<PlainSearch />}>
      <HomeSearch className="mt-8" />
    </Suspense>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const claimsOf = ({ lateStageText, survivalEarlyPercent }: HomeFacts) => [
  "Clinician-led and community-powered",
  "Colorectal cancer is Singapore's top cancer",
  `${capitalise(lateStageText)} of cases are found late`,
  `${survivalEarlyPercent}% survive when it is found early`,
];

/** The figures come with the page (the loader), so the figures file stays out of the browser's code. */
export function Hero({ facts }: { facts: HomeFacts }) {
  return (
    <section aria-labelledby="home-hero-title" className="bg-brand-900 text-white">
      <Container className="grid grid-cols-[minmax(0,1fr)] items-center gap-10 py-10 sm:py-20 lg:grid-cols-[1fr_auto]">
        <div>
          <h1
            id="home-hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            A National Movement to Outsmart Colorectal Cancer.
          </h1>
          <p className="mt-4 text-xl font-semibold text-brand-100 sm:text-2xl">For Lives, Not for Profits.</p>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">
            Colorectal cancer can be stopped early, often before it even starts. RID-CRC brings doctors, families,
            employers and policymakers together so that every Singaporean gets screened in time.
          </p>
          {/* The call to action comes before the search and the claims: on a phone it is on the first screen. */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/get-screened" size="lg">
              Find Your Screening Path
            </ButtonLink>
            <ButtonLink to="/join-movement" size="lg" variant="inverse">
              Join the Movement
            </ButtonLink>
          </div>
          <SearchBox />
          <ul className="mt-8 grid gap-3 font-medium sm:grid-cols-2 *:flex *:items-start *:gap-3">
            {claimsOf(facts).map((claim) => (
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
