// Public server entry of the chat feature: the console's questions (declined or clarified, by
// nearest intent), its "attach to intent" action and intent overview, and the job that deletes
// questions after 90 days (started with the server).
export { listUnanswered, RETENTION_DAYS, startUnansweredPurgeJob } from "./unanswered.server";
export {
  attachMessages,
  attachPhrasing,
  intentOverview,
  questionsByIntent,
  type IntentOverview,
  type QuestionGroup,
} from "./console.server";
// Built once the server is up, so the first person to ask does not wait for the engine.
export { liveBank as warmChatEngine } from "./bank/live.server";
