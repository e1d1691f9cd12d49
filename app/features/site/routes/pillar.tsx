import { lazy, Suspense } from "react";
import { data } from "react-router";
import type { Route } from "./+types/pillar";
import { noReact } from "~/lib/http/page-scripts";
import { TranslationNote } from "~/ui/translation-note";
import { PillarPage } from "../components/pillar-page";
import { pillarPage } from "../pages.server";
import { isPillarSlug } from "../pillars";

/**
 * The clinician, government, CSR and education pillars: content, and the CSR pillar's impact
 * calculator is a GET form answered by this loader, so they work without JavaScript and ship no
 * React (ADR 0024). The awareness pillar, whose widgets need React, is routes/awareness-pillar.tsx
 * (its own address outranks this one's parameter).
 */
export const handle = noReact;

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isPillarSlug(params.pillar) || params.pillar === "rid-crc-pub") throw data(null, { status: 404 });
  return pillarPage(params.pillar, request);
}

// The head tags come with the loader's data (pages.server.ts), so the SEO helper stays on the server.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

// Each pillar page's own sections: one module per pillar, so a client navigation from a page with
// React loads only that pillar's code (the server renders it in full).
const ClinicianContent = lazy(() => import("../components/pillar-sgp").then((m) => ({ default: m.ClinicianContent })));
const GovernmentContent = lazy(() =>
  import("../components/pillar-gov").then((m) => ({ default: m.GovernmentContent })),
);
const CsrContent = lazy(() => import("../components/pillar-csr").then((m) => ({ default: m.CsrContent })));
const EducationContent = lazy(() => import("../components/pillar-edu").then((m) => ({ default: m.EducationContent })));

export default function Pillar({ loaderData }: Route.ComponentProps) {
  const { slug, facts, lang, words } = loaderData;
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PillarPage pillar={loaderData.pillar} others={loaderData.others} frame={loaderData.frame}>
        <Suspense fallback={null}>
          {slug === "rid-crc-sgp" && (
            <ClinicianContent lang={lang} words={words} step={loaderData.frame.step} facts={facts} />
          )}
          {slug === "rid-crc-gov" && <GovernmentContent lang={lang} words={words} facts={facts} />}
          {slug === "rid-crc-csr" && loaderData.csr && loaderData.calculator && (
            <CsrContent
              lang={lang}
              words={loaderData.csr}
              step={loaderData.frame.step}
              unitCost={loaderData.unitCost}
              tiers={loaderData.tiers}
              sponsorCount={loaderData.sponsorCount}
              impact={loaderData.impact}
              calculator={loaderData.calculator}
            />
          )}
          {slug === "rid-crc-edu" && <EducationContent lang={lang} words={words} />}
        </Suspense>
      </PillarPage>
    </>
  );
}
