import { BloodScreening } from "./blood-screening";
import { ColonoscopyGift } from "./colonoscopy-gift";
import { Evidence } from "./evidence";
import { JoinCta } from "./join-cta";
import { NationalTargets } from "./national-targets";
import { Pillars } from "./pillars";

/** The home page's sections below the first screenful (one island: see routes/home.tsx). */
export function HomeBelowFold() {
  return (
    <>
      <ColonoscopyGift />
      <BloodScreening />
      <Pillars />
      <Evidence />
      <NationalTargets />
      <JoinCta />
    </>
  );
}
