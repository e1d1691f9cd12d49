// Public entry of the privacy feature (issue 29): the one declaration of personal data (the privacy
// policy page prints it) and the System page's retention section.
export { personalData, type PersonalTable } from "./declaration";
export { RetentionSection } from "./components/retention-section";
