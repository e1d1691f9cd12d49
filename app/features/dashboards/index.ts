// Public entry of the dashboards feature.
export { AccountSummary } from "./components/account-summary";
