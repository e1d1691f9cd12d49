// Public server entry of the corporate feature.
export { activeSponsorCount, unitCost } from "./sponsors.server";
export { corporateDashboardAction, corporateDashboardData } from "./dashboard.server";
export {
  decidePledge,
  pendingPledgeCount,
  pendingPledges,
  type PledgeDecision,
  type PledgeOutcome,
} from "./pledges/pledges.server";
export type { CorporateDashboardData } from "./dashboard-types";
// The console's pledge decision (/admin/partners/pledges), beside decidePledge.
export { pledgeDecisionAction, pledgesPage, type PledgeActionData } from "./pledges/console-pages.server";
// The CSR pillar's impact calculator in the page's language (pledges.json).
export { calculatorIn } from "./pledges/localized.server";
