// Public server entry of the newsletter (issue 29): the sign-up's double opt-in, the one-click stop,
// the console's issues and the job that queues them.
export { startNewsletterJob } from "./issues.server";
