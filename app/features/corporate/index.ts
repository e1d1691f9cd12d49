// Public entry of the corporate feature: sponsorship tiers and their rules.
export {
  estimateImpact,
  PLEDGE_STEP,
  tierForPledge,
  tierLabel,
  tierThreshold,
  testsFunded,
  tiers,
  type ImpactEstimate,
  type Tier,
  type TierLabel,
} from "./tiers";
export { messages as corporateMessages } from "./messages";
export { ImpactCalculator } from "./components/impact-calculator";
