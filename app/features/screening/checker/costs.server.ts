import { screeningCosts } from "../../../../content/facts.json";
import { canonical } from "~/lib/page/seo.server";

/**
 * /get-screened/costs: what screening costs a Singapore resident, each figure with its source and
 * dates from facts.json. The page's "last checked" is the oldest check among them and its "next
 * review" the soonest due, so the page never looks fresher than its stalest figure.
 */
export function screeningCostsPage() {
  const items = screeningCosts.items;
  const checkedOn = items.map((i) => i.checkedOn).sort()[0]!;
  const reviewDue = items.map((i) => i.reviewDue).sort()[0]!;
  return { canonical: canonical("/get-screened/costs"), items, checkedOn, reviewDue };
}
export type ScreeningCostsData = ReturnType<typeof screeningCostsPage>;
