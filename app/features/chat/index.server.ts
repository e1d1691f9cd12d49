// Public server entry of the chat feature: the console's list of unanswered questions, and the
// job that deletes them after 90 days (started with the server).
export { listUnanswered, RETENTION_DAYS, startUnansweredPurgeJob } from "./unanswered.server";
