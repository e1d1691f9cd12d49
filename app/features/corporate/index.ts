// Public entry of the corporate feature: sponsorship tiers and their rules.
export {
  estimateImpact,
  tierForPledge,
  tiers,
  tiersWithThresholds,
  type ImpactEstimate,
  type Tier,
  type TierWithThreshold,
} from "./tiers";
export { TierCards } from "./components/tier-cards";
export { messages as corporateMessages } from "./messages";
// The impact calculator loads on demand (pages show it as an island, docs/decisions/0014).
export const loadImpactCalculator = () => import("./components/impact-calculator");
// The dashboard loads on demand too: a static re-export made this entry a lazily loaded chunk of its
// own, so every page importing the tiers (the CSR pillar) downloaded the dashboard with them.
export const loadCorporateDashboard = () => import("./components/corporate-dashboard");
export type { CorporateDashboardData } from "./dashboard-types";
