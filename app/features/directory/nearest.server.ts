import { fitKitService } from "./directory-options";
import { listGpClinics } from "./gp-directory.server";
import { listSpecialists } from "./specialist-directory.server";
import type { Lang } from "~/lib/i18n/languages";
import { directoryWords, withDistanceIn } from "./localized.server";
import { groups } from "~/lib/i18n/messages.server";

/** Which directory a next step sends a person to: any GP, a GP that gives FIT kits, or a specialist. */
export type NearestKind = "gp" | "gp-fit" | "specialist";

/**
 * The few nearest listed entries to a postal code, from the directories' own nearest-first search
 * (the same query and order as /find-a-gp and /find-a-specialist), for a page that points a person
 * to where they can go next (the screening checker's answer), with the cards' words in its language.
 */
export async function nearestEntries(kind: NearestKind, postalCode: string, count = 3, lang: Lang = "en") {
  const { messages, t } = directoryWords(lang);
  const words = { lang, messages: groups(messages, "common", "card", "gp", "specialist") };
  if (kind === "specialist") {
    const page = await listSpecialists({ search: "", postalCode, page: 1 });
    return { kind, ...words, gps: [], specialists: withDistanceIn(t, page.items.slice(0, count)) };
  }
  const service = kind === "gp-fit" ? fitKitService : undefined;
  const page = await listGpClinics({ search: "", postalCode, service, page: 1 });
  return { kind, ...words, gps: withDistanceIn(t, page.items.slice(0, count)), specialists: [] };
}
export type NearestEntries = Awaited<ReturnType<typeof nearestEntries>>;

/** The directory's own list for the same search, to see more than the few nearest. */
export function directoryHref(kind: NearestKind, postalCode?: string): string {
  const params = new URLSearchParams();
  if (kind === "gp-fit") params.set("service", fitKitService);
  if (postalCode) params.set("postalCode", postalCode);
  const query = params.toString();
  return `${kind === "specialist" ? "/find-a-specialist" : "/find-a-gp"}${query ? `?${query}` : ""}`;
}
