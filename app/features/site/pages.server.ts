import { estimateImpact } from "~/features/corporate";
import { activeSponsorCount, unitCost } from "~/features/corporate/index.server";
import { championAccess } from "~/features/community/index.server";
import { env } from "~/lib/env.server";
import { canonical } from "~/lib/seo.server";
import { isTalkVariant } from "./messages";
import type { PillarSlug } from "./pillars";

/** Data every static public page needs: its canonical address. */
export function staticPage(path: string) {
  return { canonical: canonical(path) };
}

/** A legal page: its canonical address and the contact address its text names (spec §2.7). */
export function legalPage(slug: "privacy-policy" | "terms-of-use" | "cookie-policy") {
  return { slug, canonical: canonical(`/${slug}`), email: env().CONTACT_EMAIL };
}

/**
 * A pillar page. The CSR pillar also needs the unit cost and how many sponsors are active; the
 * awareness pillar, whether the visitor may share a story and which doctor dialog ?talk= opens.
 */
export async function pillarPage(slug: PillarSlug, request: Request) {
  const csr = slug === "rid-crc-csr";
  const awareness = slug === "rid-crc-pub";
  const [[cost, sponsors], storyAccess] = await Promise.all([
    csr ? Promise.all([unitCost(), activeSponsorCount()]) : [0, 0],
    awareness ? championAccess(request) : null,
  ]);
  const query = new URL(request.url).searchParams;
  // The impact calculator is a GET form, so its answer is computed here and works without JavaScript.
  const pledge = query.get("pledge");
  const impact = csr && pledge !== null ? estimateImpact(pledge, cost) : null;
  // The doctor dialogs open from ?talk=gp|specialist, as on Get Screened (links that work without JavaScript).
  const talk = query.get("talk");
  return {
    slug,
    canonical: canonical(`/pillars/${slug}`),
    unitCost: cost,
    sponsorCount: sponsors,
    impact,
    storyAccess,
    talk: awareness && isTalkVariant(talk) ? talk : null,
  };
}
