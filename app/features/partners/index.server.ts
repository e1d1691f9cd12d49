// Public server entry of the partners feature.
import { onEmailVerified } from "~/features/accounts/index.server";
import { markEmailVerified } from "./review.server";

export { partnerStatus, type PartnerStatus } from "./application.server";
export { answerQuestion, waitingApplicationCount } from "./review.server";

/** Wires the review into the accounts feature: a confirmed e-mail moves an application on to review. */
export function installPartnerHooks(): void {
  onEmailVerified(markEmailVerified);
}
export { applicationPage, decisionAction, queuePage } from "./review-route.server";
export { enquiryFilters, listEnquiries, markEnquiryHandled } from "./enquiries.server";
export { enquiryHandledSchema } from "./enquiry.schema";
export { enquiryKindLabels, enquiryStatusLabels } from "./enquiry-options";
