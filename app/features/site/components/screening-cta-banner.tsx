import { CtaBanner } from "~/ui/cta-banner";

/** The banner's words: a page in another language gives its own (the pillar pages, pillars.json's `banner`). */
export type BannerWords = { title: string; text: string; path: string; locations: string };

const english: BannerWords = {
  title: "Ready to take the first step?",
  text: "Screening is quick, and finding colorectal cancer early changes everything.",
  path: "Find Your Screening Path",
  locations: "View Screening Locations",
};

/** The call-to-action banner (spec content §2.2): find your screening path, or a clinic near you. */
export function ScreeningCtaBanner({ words = english }: { words?: BannerWords }) {
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
