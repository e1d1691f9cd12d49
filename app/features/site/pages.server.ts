import { data } from "react-router";
import { estimateImpact } from "~/features/corporate";
import { activeSponsorCount, unitCost } from "~/features/corporate/index.server";
import { championAccess } from "~/features/community/index.server";
import { env } from "~/lib/env.server";
import { isTalkVariant } from "./messages";
import type { PillarSlug } from "./pillars";

/** The absolute address of a public page, for its canonical link and JSON-LD. */
export function canonicalUrl(path: string): string {
  return `${env().APP_URL}${path}`;
}

/** Data every static public page needs: its canonical address. */
export function staticPage(path: string) {
  return { canonical: canonicalUrl(path) };
}

/** A legal page: its canonical address and the contact address its text names (spec §2.7). */
export function legalPage(slug: "privacy-policy" | "terms-of-use" | "cookie-policy") {
  return { slug, canonical: canonicalUrl(`/${slug}`), email: env().CONTACT_EMAIL };
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
    canonical: canonicalUrl(`/pillars/${slug}`),
    unitCost: cost,
    sponsorCount: sponsors,
    impact,
    storyAccess,
    talk: awareness && isTalkVariant(talk) ? talk : null,
  };
}

/** Developer previews exist only outside production; there they answer 404 like any unknown page. */
export function requireDevelopment(): void {
  if (env().NODE_ENV === "production") throw data(null, { status: 404 });
}

export const previewPages = {
  "early-symptoms": { title: "Early symptoms", to: "/education/article/early-warning-signs" },
  colonoscopy: { title: "Colonoscopy", to: "/education/article/colonoscopy-gold-standard" },
  polyps: { title: "How polyps develop", to: "/education/article/how-crc-develops-from-polyps" },
  "login-redirect": { title: "Login redirect", to: "/login-redirect" },
  "super-admin-dashboard": { title: "Super admin dashboard", to: "/super-admin/dashboard" },
} as const;

/** The dynamic page preview: the chosen page; `unknown` for a value outside the list. */
export function dynamicPreview(request: Request) {
  requireDevelopment();
  const page = new URL(request.url).searchParams.get("page");
  const entries = Object.entries(previewPages).map(([key, value]) => ({ key, ...value }));
  const selected = entries.find((e) => e.key === page) ?? null;
  return { entries, selected, unknown: page !== null && selected === null };
}
