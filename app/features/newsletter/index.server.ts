// Public server entry of the newsletter (issue 29): the sign-up's double opt-in, the one-click stop,
// the console's issues and the job that queues them.
export {
  CONSOLE_PATH as NEWSLETTER_CONSOLE_PATH,
  newsletterConsoleAction,
  newsletterConsolePage,
  startNewsletterJob,
  type ConsoleActionData as NewsletterConsoleActionData,
} from "./issues.server";
// An account's new address takes the subscription of the old one (issue 29, privacy).
export { moveSubscription } from "./subscribe.server";
