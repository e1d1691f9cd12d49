import type { Route } from "./+types/awareness-pillar";
import { storyAction } from "~/features/community/index.server";
import { TranslationNote } from "~/ui/translation-note";
import { PillarPage } from "../components/pillar-page";
import { PublicAwarenessContent } from "../components/pillar-pub";
import { pillarPage } from "../pages.server";

/**
 * /pillars/rid-crc-pub, the one pillar with widgets that need React (the story form, the clinic
 * lookup that moves focus after a search, the Talk to Us dialogs): a route of its own, so the other
 * pillars (routes/pillar.tsx) ship no React (ADR 0024: the leaf route decides).
 */
export const loader = ({ request }: Route.LoaderArgs) => pillarPage("rid-crc-pub", request);

/** The story form posts here, so the Champion stays on the page. */
export const action = ({ request }: Route.ActionArgs) => storyAction(request);

// The head tags come with the loader's data (pages.server.ts), so the SEO helper stays on the server.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function AwarenessPillar({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PillarPage pillar={loaderData.pillar} others={loaderData.others} frame={loaderData.frame}>
        <PublicAwarenessContent
          lang={loaderData.lang}
          words={loaderData.words}
          facts={loaderData.facts}
          phrased={loaderData.phrased}
          storyAccess={loaderData.storyAccess ?? "signed-out"}
          storyWords={loaderData.storyWords}
          talk={loaderData.talk}
        />
      </PillarPage>
    </>
  );
}
