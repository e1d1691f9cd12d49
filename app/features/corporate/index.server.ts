// Public server entry of the corporate feature.
export { activeSponsorCount, showcasePage, showcaseSponsors, unitCost, type ShowcaseSponsor } from "./sponsors.server";
