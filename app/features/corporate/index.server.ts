// Public server entry of the corporate feature.
export { activeSponsorCount, unitCost } from "./sponsors.server";
