import type { Email } from "~/lib/email/outbox.server";
import { plural } from "~/lib/text/plural";
import { dollars, money } from "~/lib/text/money";
import { greeting } from "~/lib/email/greeting";

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

/** To the company's contact when the team approves the pledge. */
export function pledgeApprovedEmail(to: string, name: string | null, p: ApprovedFacts, dashboardUrl: string): Email {
  return {
    to,
    subject: "Your RID-CRC pledge is approved",
    text: `${greeting(name)}

Thank you! Our team has approved ${p.companyName}'s pledge of ${money(dollars(p.pledge))}. Your approved pledges now come to ${money(dollars(p.total))} in all, funding ${plural(p.tests, "screening test")} (${p.tierName ?? "below the Gold tier"}). Your dashboard now shows its impact: ${dashboardUrl}

With thanks,
The RID-CRC team`,
  };
}

/** To the company's contact when the team declines the pledge, with the team's reason. */
export function pledgeDeclinedEmail(
  to: string,
  name: string | null,
  p: PledgeFacts,
  reason: string,
  dashboardUrl: string,
): Email {
  return {
    to,
    subject: "About your RID-CRC pledge",
    text: `${greeting(name)}

Thank you for ${p.companyName}'s pledge of ${money(dollars(p.pledge))}. Our team has not approved it, for this reason:

${reason}

You are welcome to raise a new pledge from your dashboard (${dashboardUrl}). If you have a question, simply reply to this e-mail.

With thanks,
The RID-CRC team`,
  };
}
