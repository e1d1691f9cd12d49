import { CtaBanner } from "~/ui/cta-banner";

/** The call-to-action banner (spec content §2.2): find your screening path, or a clinic near you. */
export function ScreeningCtaBanner() {
  return (
    <CtaBanner
      id="screening-cta-title"
      title="Ready to take the first step?"
      text="Screening is quick, and finding colorectal cancer early changes everything."
      actions={[
        { to: "/choose-screening", label: "Find Your Screening Path" },
        { to: "/clinics", label: "View Screening Locations" },
      ]}
    />
  );
}
