// Public entry of the privacy feature (issue 29): the one declaration of personal data, which the
// privacy policy page prints.
export { personalData, type PersonalTable } from "./declaration";
