// Public server entry of the partners feature.
import { onEmailVerified } from "~/features/accounts/index.server";
import { markEmailVerified } from "./review/review.server";

export { partnerStatus, type PartnerStatus } from "./review/application.server";
export { answerQuestion } from "./review/review.server";
export { waitingApplicationCount } from "./review/queue.server";

/** Wires the review into the accounts feature: a confirmed e-mail moves an application on to review. */
export function installPartnerHooks(): void {
  onEmailVerified(markEmailVerified);
}
export { applicationPage, decisionAction, queuePage } from "./review/review-route.server";
export { enquiryFilters, listEnquiries, markEnquiryHandled, moveEnquiries } from "./enquiries/enquiries.server";
export { enquiryHandledSchema } from "./enquiries/enquiry.schema";
export { enquiryKindLabels, enquiryStatusLabels } from "./enquiries/enquiry-options";
// "My consents" (issue 29, privacy): the company's newsletter consent, withdrawn by its contact.
export { withdrawNewsletter } from "./newsletter-consent.server";
// The nomination section of /join-the-movement in the page's language (issue 27).
export { nominationWords } from "./enquiries/nomination-words.server";
// The partners' English messages in the page's language (registration.json's `says`): the
// dashboards' answer to the team says them so.
export { registrationReplyIn, registrationSayIn } from "./registration-route.server";
// The sponsorship tiers in a language (registration.json), for the CSR pillar's cards and calculator.
export { tiersIn } from "./registration-route.server";
