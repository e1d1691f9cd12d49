import type { T } from "~/lib/i18n/translate";
import { BloodScreening } from "./blood-screening";
import { ColonoscopyGift } from "./colonoscopy-gift";
import { Evidence, type UsFigures } from "./evidence";
import { JoinCta } from "./join-cta";
import { NationalTargets } from "./national-targets";
import { Pillars } from "./pillars";

/** The home page's sections below the first screenful (one island: see routes/home.tsx). */
export function HomeBelowFold({ t, us }: { t: T; us: UsFigures }) {
  return (
    <>
      <ColonoscopyGift t={t} />
      <BloodScreening t={t} />
      <Pillars t={t} />
      <Evidence t={t} us={us} />
      <NationalTargets t={t} />
      <JoinCta t={t} />
    </>
  );
}
