import { ButtonLink } from "~/ui/button";
import { messages } from "../messages";
import { lookupParams, type Lookup } from "../panel/panel-match";
import type { PanelClinic } from "../panel/panel.server";
import { TrustedLookup } from "./trusted-lookup";

// Apart from trusted-lookup.tsx so that /find-a-specialist, which shows its own lookup, does not
// download this one's words.
/** The clinic lookup of /clinics; other pages show its ask state, whose search opens /clinics. */
export function ClinicLookup({ lookup = { state: "ask" }, level }: { lookup?: Lookup<PanelClinic>; level?: 2 | 3 }) {
  return (
    <TrustedLookup
      lookup={lookup}
      level={level}
      action="/clinics"
      param={lookupParams.clinics}
      texts={{
        question: "Do you already have a trusted doctor or clinic?",
        intro: "Check whether they are on our trusted screening panel.",
        label: "Doctor, clinic, district or panel code",
        placeholder: "For example a doctor's name or your district",
        matchTitle: "Good news: they are on our trusted panel",
        noMatch: messages.panelNoMatch,
      }}
      noMatchLinks={
        <>
          <ButtonLink to="/find-a-gp" variant="secondary">
            Find a GP
          </ButtonLink>
          <ButtonLink to="/find-a-specialist" variant="secondary">
            Find a Specialist
          </ButtonLink>
          <ButtonLink to="/choose-screening" variant="ghost">
            Help me choose
          </ButtonLink>
        </>
      }
    />
  );
}
