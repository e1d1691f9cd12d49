// Public entry of the privacy feature (issue 29): what the privacy policy page prints from the
// declaration of personal data, and the System page's retention section.
export { policyLines } from "./policy";
export { RetentionSection } from "./components/retention-section";
export { deletionMessages } from "./messages";
