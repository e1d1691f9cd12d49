import type { Email } from "~/lib/email/outbox.server";
import { plural } from "~/lib/text/plural";
import { dollars, money } from "~/lib/text/money";
import { emailGreeting, emailT, linkInLanguage } from "~/lib/email/words.server";
import { defaultLang, type Lang } from "~/lib/i18n/languages";
import { myPledgeWords, tierNameIn } from "./pledges/localized.server";

type PledgeFacts = { companyName: string; pledge: number; tests: number; tierName: string | null };
/** An approved pledge: `tests` and `tierName` are those of the company's new total (issue 23). */
type ApprovedFacts = Omit<PledgeFacts, "pledge"> & { pledge: number; total: number };

const reach = (p: PledgeFacts) =>
  `${money(dollars(p.pledge))}, funding ${plural(p.tests, "screening test")} (${p.tierName ?? "below the Gold tier"})`;

/** To the team (CONTACT_EMAIL) when a company raises a pledge from its dashboard. */
export function pledgeRaisedEmail(to: string, p: PledgeFacts & { contactEmail: string }, reviewUrl: string): Email {
  return {
    to,
    subject: `New pledge to review: ${p.companyName}`,
    text: `${p.companyName} (${p.contactEmail}) has pledged ${reach(p)}.

It counts only once approved. Review it in the console: ${reviewUrl}`,
  };
}

/**
 * To the team when the contact corrects (the pledge's new amount) or withdraws a pending pledge
 * (issue 29), as a new pledge is told to them.
 */
export function pledgeChangedEmail(
  to: string,
  p: PledgeFacts & { contactEmail: string; withdrawn: boolean },
  reviewUrl: string,
): Email {
  if (p.withdrawn)
    return {
      to,
      subject: `Pledge withdrawn: ${p.companyName}`,
      text: `${p.companyName} (${p.contactEmail}) has withdrawn its pending pledge of ${money(dollars(p.pledge))}. There is nothing to decide. The pledges waiting: ${reviewUrl}`,
    };
  return {
    to,
    subject: `Pledge corrected, to review: ${p.companyName}`,
    text: `${p.companyName} (${p.contactEmail}) has corrected its pending pledge: it is now ${reach(p)}.

It counts only once approved. Review it in the console: ${reviewUrl}`,
  };
}

/**
 * The company's contact hears of the team's decision in the account's language (issue 27): the
 * amounts as money() writes them (S$, as Singapore writes them in each language), the count of tests
 * by Intl, the tier's name in the language (pledges.json's), the company's name and the team's
 * reason as written.
 */
function pledgeWords(lang: Lang, p: PledgeFacts) {
  const t = emailT(lang);
  const pledges = myPledgeWords(lang).t;
  return {
    t,
    vars: {
      company: p.companyName,
      amount: money(dollars(p.pledge)),
      tests: t("pledge.tests", { count: p.tests }),
      tier: p.tierName ? tierNameIn(pledges, p.tierName) : pledges("mine.previewBelow"),
    },
  };
}

/** To the company's contact when the team approves the pledge. */
export function pledgeApprovedEmail(
  to: string,
  name: string | null,
  p: ApprovedFacts,
  dashboardUrl: string,
  lang: Lang = defaultLang,
): Email {
  const { t, vars } = pledgeWords(lang, p);
  return {
    lang,
    to,
    subject: t("pledge.approved.subject"),
    text: t("pledge.approved.body", {
      ...vars,
      greeting: emailGreeting(t, name),
      total: money(dollars(p.total)),
      url: linkInLanguage(dashboardUrl, lang),
    }),
  };
}

/** To the company's contact when the team declines the pledge, with the team's reason. */
export function pledgeDeclinedEmail(
  to: string,
  name: string | null,
  p: PledgeFacts,
  reason: string,
  dashboardUrl: string,
  lang: Lang = defaultLang,
): Email {
  const { t, vars } = pledgeWords(lang, p);
  return {
    lang,
    to,
    subject: t("pledge.declined.subject"),
    text: t("pledge.declined.body", {
      ...vars,
      greeting: emailGreeting(t, name),
      reason,
      url: linkInLanguage(dashboardUrl, lang),
    }),
  };
}
