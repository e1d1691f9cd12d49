import type { Email } from "~/lib/email/outbox.server";
import { plural } from "~/lib/text/plural";
import { dollars, money, moneyIn } from "~/lib/text/money";
import { emailGreeting, emailT, linkInLanguage } from "~/lib/email/words.server";
import { languageTags, type Lang } from "~/lib/i18n/languages";
import { tiers } from "./tiers";

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

/** A pledge's figures in the contact's language (email.json's `pledge` group): amounts and counts by Intl. */
function pledgeWords(lang: Lang) {
  const t = emailT(lang);
  const tag = languageTags[lang];
  const amount = (n: number) => moneyIn(tag, n);
  const tier = (name: string | null) => {
    const known = tiers.find((candidate) => candidate.name === name);
    return known ? t(`pledge.${known.key}`) : (name ?? t("pledge.below"));
  };
  return { t, amount, tier, tests: (count: number) => t("pledge.tests", { count }) };
}

/**
 * To the company's contact when the team approves the pledge, in the contact's account language
 * (issue 27); the team's own copies stay English.
 */
export function pledgeApprovedEmail(
  to: string,
  name: string | null,
  p: ApprovedFacts,
  dashboardUrl: string,
  lang: Lang,
): Email {
  const { t, amount, tier, tests } = pledgeWords(lang);
  return {
    lang,
    to,
    subject: t("pledge.approvedSubject"),
    text: t("pledge.approvedBody", {
      greeting: emailGreeting(t, name),
      company: p.companyName,
      pledge: amount(p.pledge),
      total: amount(p.total),
      tests: tests(p.tests),
      tier: tier(p.tierName),
      url: linkInLanguage(dashboardUrl, lang),
    }),
  };
}

/** To the company's contact when the team declines the pledge, with the team's reason as written. */
export function pledgeDeclinedEmail(
  to: string,
  name: string | null,
  p: PledgeFacts,
  reason: string,
  dashboardUrl: string,
  lang: Lang,
): Email {
  const { t, amount } = pledgeWords(lang);
  return {
    lang,
    to,
    subject: t("pledge.declinedSubject"),
    text: t("pledge.declinedBody", {
      greeting: emailGreeting(t, name),
      company: p.companyName,
      pledge: amount(p.pledge),
      reason,
      url: linkInLanguage(dashboardUrl, lang),
    }),
  };
}
