import type { Email } from "~/lib/email/outbox.server";
import * as facts from "../../../content/facts.json";

type Invitation = { to: string; referrerName: string; personalMessage: string | null; referralLink: string };

/**
 * The invitation of spec accounts §7 (send-referral-email: to, referrerName, personalMessage,
 * referralLink). The figures are the home page's claims (spec accounts §1).
 */
export function invitationEmail({ to, referrerName, personalMessage, referralLink }: Invitation): Email {
  const note = personalMessage ? `\n\nA message from ${referrerName}:\n\n"${personalMessage}"` : "";
  return {
    to,
    subject: `${referrerName} invited you to join RID-CRC`,
    text: `Hello,

${referrerName} invited you to join RID-CRC, Singapore's clinician-led movement to outsmart colorectal cancer.${note}

Why it matters: colorectal cancer is Singapore's most common cancer, and ${facts.lateStageText} of cases are found late. About ${facts.survivalEarlyPercent}% of people ${facts.survivalEarlyMeasures}. Screening is simple: a FIT kit from your Healthier SG clinic or a polyclinic (at no cost to Singapore citizens), or a colonoscopy with a specialist.

Join as a Champion (it's free) to learn the facts and help the people you love get screened:

${referralLink}

You received this e-mail because ${referrerName} entered your address on RID-CRC. We will not e-mail you again unless you sign up.`,
  };
}
