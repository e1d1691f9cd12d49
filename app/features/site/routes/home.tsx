import type { Route } from "./+types/home";
import { lazyIsland } from "~/ui/lazy-island";
import { CrisisStats } from "../components/home/crisis-stats";
import { Hero } from "../components/home/hero";
import { TranslationNote } from "~/ui/translation-note";
import { homePage } from "../pages.server";
import { noReactWith } from "~/lib/http/page-scripts";
import { requestLang } from "~/lib/i18n/paths";
import { homeInRememberedLanguage } from "~/lib/i18n/remembered.server";
import { createT } from "~/lib/i18n/translate";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReactWith("search-suggestions");

// The bare `/` only: a remembered (or, first time, the browser's) language other than English
// leads to its home page (ADR 0027).
export function loader({ request, params }: Route.LoaderArgs) {
  homeInRememberedLanguage(request);
  return homePage(requestLang(params));
}

// The head tags come with the loader's data (pages.server.ts), so the SEO helper stays on the server.

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

// The sections below the first screenful: the server renders them in full, and their code loads when
// they come near the viewport or are used (an island).
const BelowFold = lazyIsland(() => import("../components/home/below-fold").then((m) => m.HomeBelowFold));

/** The home page (spec content §2.2): server-rendered sections, complete without JavaScript. */
export default function Home({ loaderData }: Route.ComponentProps) {
  // The strings of its namespace in its language came with the loader's data (ADR 0027).
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <Hero facts={loaderData.facts} t={t} suggest={loaderData.suggest} />
      <CrisisStats facts={loaderData.facts} t={t} />
      <BelowFold props={{ t, us: loaderData.usFigures }} />
    </>
  );
}
