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
export type { CalculatorWords } from "./components/impact-calculator";
export const loadImpactCalculator = () => import("./components/impact-calculator");
// The dashboard's part for a corporate contact (a page without React, ADR 0024: its code is never on
// a first load, and pages with React that import the tiers keep within budget: \`npm run bench js\`).
export { CorporateDashboard } from "./components/corporate-dashboard";
export type { CorporateDashboardData } from "./dashboard-types";
