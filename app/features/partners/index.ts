// Public entry of the partners feature for components.
export type { AnswerActionData } from "./components/application-status";
// Only partners waiting for the team see it: the dashboards load it on demand (ADR 0014).
export const loadApplicationStatus = () => import("./components/application-status");
export { changeDecisions, decisionMessages, decisions, kindLabels, statusLabels } from "./review/review-states";
export { HistoryList, SubmittedFields } from "./components/application-view";
// The spec's /join-the-movement#nominate-clinician: the site's join page shows it below the sign-up.
// Below the sign-up form, so its code loads as it comes near (an island, ADR 0014).
export const loadNominationSection = () => import("./components/nomination-form");
