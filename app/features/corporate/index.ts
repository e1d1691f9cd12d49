// Public entry of the corporate feature: sponsorship tiers and their rules.
export { estimateImpact, tierThreshold, tiers, type ImpactEstimate, type Tier } from "./tiers";
export { messages as corporateMessages } from "./messages";
// The impact calculator loads on demand (pages show it as an island, docs/decisions/0014).
export const loadImpactCalculator = () => import("./components/impact-calculator");
