import { ButtonLink } from "~/ui/button";
import type { Lang } from "~/lib/i18n/languages";
import type { Messages } from "~/lib/i18n/translate";
import { messages } from "../messages";
import { lookupParams, type Lookup } from "../panel/panel-match";
import type { PanelClinic } from "../panel/panel.server";
import { TrustedLookup } from "./trusted-lookup";

// Apart from trusted-lookup.tsx so that /find-a-specialist, which shows its own lookup, does not
// download this one's words.
/** The clinic lookup of /clinics; other pages show its ask state, whose search opens /clinics. */
export function ClinicLookup({
  lookup = { state: "ask" },
  level,
  card,
}: {
  lookup?: Lookup<PanelClinic>;
  level?: 2 | 3;
  /** The matched clinic's card words (only /clinics shows a match). */
  card?: { lang: Lang; messages: Messages };
}) {
  return (
    <TrustedLookup
      lookup={lookup}
      card={card}
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
        search: "Search",
        searchPanel: "the trusted panel",
        found: "Your search for “{{term}}” found this clinic on our trusted panel.",
        nothing:
          "Nothing on the panel matched “{{term}}”. Check the spelling, or try a doctor's name, the clinic's name, its district or a screening service.",
        searchAgain: messages.searchAgain,
        tryAnother: messages.tryAnotherSearch,
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
