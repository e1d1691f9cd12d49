import { CtaBanner } from "~/ui/cta-banner";

/** The banner's words; a translated page gives its own (the dashboards: dashboards.json `banner`). */
type ScreeningBannerWords = { title: string; text: string; path: string; locations: string };

// The English pages' words (the pillar pages, About Us: not yet translated).
const english: ScreeningBannerWords = {
  title: "Ready to take the first step?",
  text: "Screening is quick, and finding colorectal cancer early changes everything.",
  path: "Find Your Screening Path",
  locations: "View Screening Locations",
};

/** The call-to-action banner (spec content §2.2): find your screening path, or a clinic near you. */
export function ScreeningCtaBanner({ words = english }: { words?: ScreeningBannerWords }) {
  return (
    <CtaBanner
      id="screening-cta-title"
      title={words.title}
      text={words.text}
      actions={[
        { to: "/choose-screening", label: words.path },
        { to: "/clinics", label: words.locations },
      ]}
    />
  );
}
