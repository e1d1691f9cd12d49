import { ButtonLink } from "~/ui/button";
import type { Lang } from "~/lib/i18n/languages";
import { createT, type Messages, type T } from "~/lib/i18n/translate";
import { messages } from "../messages";
import { lookupParams, type Lookup } from "../panel/panel-match";
import type { PanelClinic } from "../panel/panel.server";
import { TrustedLookup } from "./trusted-lookup";

// Apart from trusted-lookup.tsx so that /find-a-specialist, which shows its own lookup, does not
// download this one's words.
/** The lookup's words in the page's language (directory.json's `clinics` and `lookup` groups). */
function textsIn(t: T) {
  return {
    question: t("clinics.question"),
    intro: t("clinics.lookupIntro"),
    label: t("clinics.label"),
    placeholder: t("clinics.placeholder"),
    matchTitle: t("clinics.matchTitle"),
    noMatch: t("clinics.noMatch"),
    search: t("common.search"),
    searchPanel: t("lookup.searchPanel"),
    found: t("lookup.found"),
    nothing: t("lookup.nothing"),
    searchAgain: t("lookup.searchAgain"),
    tryAnother: t("lookup.tryAnother"),
  };
}

// The English, for the pillar page's ask state, which is English only and has no loader words
// (the same sentences as app/locales/en/directory.json's).
const english = {
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
};

/** The clinic lookup of /clinics; other pages show its ask state, whose search opens /clinics. */
export function ClinicLookup({
  lookup = { state: "ask" },
  level,
  card,
}: {
  lookup?: Lookup<PanelClinic>;
  level?: 2 | 3;
  /** The page's language and the directory's words (/clinics): the lookup and the matched card in that language. */
  card?: { lang: Lang; messages: Messages };
}) {
  const t = card ? createT(card.lang, card.messages) : null;
  const link = (key: string, english: string) => (t ? t(key) : english);
  return (
    <TrustedLookup
      lookup={lookup}
      card={card}
      level={level}
      action="/clinics"
      param={lookupParams.clinics}
      texts={t ? textsIn(t) : english}
      noMatchLinks={
        <>
          <ButtonLink to="/find-a-gp" variant="secondary">
            {link("clinics.findGp", "Find a GP")}
          </ButtonLink>
          <ButtonLink to="/find-a-specialist" variant="secondary">
            {link("clinics.findSpecialist", "Find a Specialist")}
          </ButtonLink>
          <ButtonLink to="/choose-screening" variant="ghost">
            {link("clinics.helpChoose", "Help me choose")}
          </ButtonLink>
        </>
      }
    />
  );
}
