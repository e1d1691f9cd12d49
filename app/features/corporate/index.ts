// Public entry of the corporate feature: sponsorship tiers and their rules.
export { estimateImpact, tierThreshold, tiers, type ImpactEstimate, type Tier } from "./tiers";
export { messages as corporateMessages } from "./messages";
export { ImpactCalculator } from "./components/impact-calculator";
