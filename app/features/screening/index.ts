// Public entry of the screening feature (issue 26).
// The checker's form and answer, rendered by /get-screened.
export { CheckerAnswer } from "./checker/components/checker-answer";
export { CheckerForm } from "./checker/components/checker-form";
export { ScreeningCosts } from "./checker/components/screening-costs";
