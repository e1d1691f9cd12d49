import type { Email } from "~/lib/email/outbox.server";

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

Why it matters: colorectal cancer is Singapore's most common cancer, and over 60% of cases are found late. When it is detected early, about 95% of people survive. Screening is simple: a blood test or a FIT kit through your GP, or a colonoscopy with a specialist.

Join as a Champion (it's free) to learn the facts and help the people you love get screened:

${referralLink}

You received this e-mail because ${referrerName} entered your address on RID-CRC. We will not e-mail you again unless you sign up.`,
  };
}
