// Named imports let the bundler ship only the figures this section shows.
import { lateStageText, survivalEarlyPercent } from "../../../../../content/facts.json";
import { lazy, Suspense } from "react";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { RibbonArt } from "./illustrations";

// The suggestion box loads on demand, outside the home page's first-load budget: the server still
// renders it in full, and without JavaScript it is a plain search form.
const HomeSearch = lazy(() => import("~/features/search").then((m) => ({ default: m.HomeSearch })));

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const claims = [
  "Clinician-led and community-powered",
  "Colorectal cancer is Singapore's top cancer",
  `${capitalise(lateStageText)} of cases are found late`,
  `${survivalEarlyPercent}% survive when it is found early`,
];

export function Hero() {
  return (
    <section aria-labelledby="home-hero-title" className="bg-brand-900 text-white">
      <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1fr_auto]">
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
          <Suspense fallback={<div className="mt-8 h-[52px] max-w-xl" />}>
            <HomeSearch className="mt-8" />
          </Suspense>
          <ul className="mt-8 grid gap-3 font-medium sm:grid-cols-2 *:flex *:items-start *:gap-3">
            {claims.map((claim) => (
              <li key={claim}>
                <span aria-hidden className="mt-2 size-2.5 shrink-0 rounded-full bg-accent-500" />
                <span>{claim}</span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/get-screened" size="lg">
              Find Your Screening Path
            </ButtonLink>
            <ButtonLink to="/join-movement" size="lg" variant="inverse">
              Join the Movement
            </ButtonLink>
          </div>
        </div>
        <div className="hidden justify-center sm:flex">
          <RibbonArt />
        </div>
      </Container>
    </section>
  );
}
