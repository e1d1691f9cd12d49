import { lazy, Suspense } from "react";
import { data } from "react-router";
import type { Route } from "./+types/pillar";
import { storyAction } from "~/features/community/index.server";
import { PillarPage } from "../components/pillar-page";
import { pillarPage } from "../pages.server";
import { isPillarSlug } from "../pillars";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isPillarSlug(params.pillar)) throw data(null, { status: 404 });
  return pillarPage(params.pillar, request);
}

/** The awareness pillar's story form posts here, so the Champion stays on the page. */
export function action({ params, request }: Route.ActionArgs) {
  if (params.pillar !== "rid-crc-pub") throw data(null, { status: 405 });
  return storyAction(request);
}

// The head tags come with the loader's data (pages.server.ts), so the SEO helper stays on the server.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

// Each pillar page ships only its own sections: one module per pillar, loaded as the page hydrates
// (the server renders it in full, so the page is complete without JavaScript).
const PublicAwarenessContent = lazy(() =>
  import("../components/pillar-pub").then((m) => ({ default: m.PublicAwarenessContent })),
);
const ClinicianContent = lazy(() => import("../components/pillar-sgp").then((m) => ({ default: m.ClinicianContent })));
const GovernmentContent = lazy(() =>
  import("../components/pillar-gov").then((m) => ({ default: m.GovernmentContent })),
);
const CsrContent = lazy(() => import("../components/pillar-csr").then((m) => ({ default: m.CsrContent })));
const EducationContent = lazy(() => import("../components/pillar-edu").then((m) => ({ default: m.EducationContent })));

export default function Pillar({ loaderData }: Route.ComponentProps) {
  const { slug, facts } = loaderData;
  return (
    <PillarPage pillar={loaderData.pillar} others={loaderData.others}>
      <Suspense fallback={null}>
        {slug === "rid-crc-pub" && (
          <PublicAwarenessContent
            facts={facts}
            storyAccess={loaderData.storyAccess ?? "signed-out"}
            talk={loaderData.talk}
          />
        )}
        {slug === "rid-crc-sgp" && <ClinicianContent facts={facts} />}
        {slug === "rid-crc-gov" && <GovernmentContent facts={facts} />}
        {slug === "rid-crc-csr" && (
          <CsrContent
            facts={facts}
            unitCost={loaderData.unitCost}
            tiers={loaderData.tiers}
            sponsorCount={loaderData.sponsorCount}
            impact={loaderData.impact}
          />
        )}
        {slug === "rid-crc-edu" && <EducationContent />}
      </Suspense>
    </PillarPage>
  );
}
