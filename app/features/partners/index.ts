// Public entry of the partners feature for components.
// What a partner waiting for the team sees at their dashboard's address (a page without React, ADR 0024).
export { ApplicationStatus, type AnswerActionData } from "./components/application-status";
export { changeDecisions, decisionMessages, decisions, kindLabels, statusLabels } from "./review/review-states";
export { HistoryList, SubmittedFields } from "./components/application-view";
// The spec's /join-the-movement#nominate-clinician: the site's join page shows it below the sign-up.
// Below the sign-up form, so its code loads as it comes near (an island, ADR 0014).
export const loadNominationSection = () => import("./components/nomination-form");
