// Public server entry of the screening feature (issue 26).
// The checker at /get-screened: its page data from the query string.
export { checkerPage, type CheckerPage } from "./checker/checker.server";
export { screeningCostsPage } from "./checker/costs.server";
