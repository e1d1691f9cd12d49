import type { PartnerKind } from "#db/schema";
import type { Email } from "~/lib/email/outbox.server";
import { promises } from "./messages";
import { greeting } from "~/lib/email/greeting";

/** What each kind of partner is called in an e-mail. */
const partnerNoun: Record<PartnerKind, string> = {
  gp: "GP clinic",
  specialist: "specialist",
  corporate: "corporate partner",
};

type Link = { to: string; name?: string | null; url: string };

/** Step 1 of 2 (spec accounts §2.9): verify the e-mail address; step 2 is the team's review. */
export function partnerVerifyEmail(kind: PartnerKind, { to, name, url }: Link): Email {
  return {
    to,
    subject: "Confirm your e-mail address for your RID-CRC partner application",
    text: `${greeting(name)}

Thank you for applying to join RID-CRC as a ${partnerNoun[kind]}. Please confirm your e-mail address by opening this link:

${url}

The link is valid for 24 hours. Once your address is confirmed, our team reviews your application and contacts you ${kind === "corporate" ? `with a tailored proposal ${promises.corporateProposal}` : promises.partnerContact}.

If you did not apply, you can ignore this e-mail.`,
  };
}

/** To the team (CONTACT_EMAIL) when an application is ready for review. */
export function newApplicationEmail(
  to: string,
  { kind, name, email, url }: { kind: PartnerKind; name: string; email: string; url: string },
): Email {
  return {
    to,
    subject: `New ${partnerNoun[kind]} application: ${name}`,
    text: `A new ${partnerNoun[kind]} application is waiting for review.

Applicant: ${name} <${email}>
The e-mail address is confirmed. We promise an answer ${promises.partnerContact}.

Review it here: ${url}`,
  };
}

/** To the team when an applicant answers a question or an approved partner changes an identity field. */
export function applicantUpdateEmail(
  to: string,
  { kind, name, what, url }: { kind: PartnerKind; name: string; what: string; url: string },
): Email {
  return {
    to,
    subject: `${name} (${partnerNoun[kind]}) ${what}`,
    text: `${name} (${partnerNoun[kind]}) ${what}.

Open the application: ${url}`,
  };
}

type Decision = "approve" | "request_info" | "reject" | "suspend" | "reinstate" | "accept_changes" | "decline_changes";

/** To the applicant, for every decision of the team (issue #13), with the team's words when given. */
export function decisionEmail(
  decision: Decision,
  { to, name, kind, message, url }: Link & { kind: PartnerKind; message: string | null },
): Email {
  const quoted = message ? `\n\n"${message}"` : "";
  const texts: Record<Decision, { subject: string; body: string }> = {
    approve: {
      subject: "Welcome to RID-CRC: your partner application is approved",
      body: `Your application to join RID-CRC as a ${partnerNoun[kind]} is approved. ${
        kind === "corporate"
          ? `Your dashboard is open, and our team will send you a tailored proposal ${promises.corporateProposal}.`
          : "Your dashboard is open and your listing now appears in our directory."
      }

Sign in here: ${url}`,
    },
    request_info: {
      subject: "RID-CRC needs a little more information about your application",
      body: `Thank you for applying to join RID-CRC as a ${partnerNoun[kind]}. Before we can decide, our team asks:${quoted}

Please sign in and answer on your application page: ${url}`,
    },
    reject: {
      subject: "Your RID-CRC partner application",
      body: `Thank you for applying to join RID-CRC as a ${partnerNoun[kind]}. After review, we are unable to approve your application at this time. Our team's reason:${quoted}

If you have questions, reply to this e-mail. Your application page: ${url}`,
    },
    suspend: {
      subject: "Your RID-CRC partnership is suspended",
      body: `Your RID-CRC ${partnerNoun[kind]} partnership is suspended, and your listing no longer appears on the site. Our team's reason:${quoted}

If you have questions, reply to this e-mail. Your account page: ${url}`,
    },
    reinstate: {
      subject: "Your RID-CRC partnership is active again",
      body: `Your RID-CRC ${partnerNoun[kind]} partnership is active again${
        kind === "corporate" ? "" : ", and your listing appears in our directory once more"
      }.

Sign in here: ${url}`,
    },
    accept_changes: {
      subject: "Your RID-CRC listing details are updated",
      body: `Our team has reviewed and accepted the change to your details. The new details now appear on the site.

Your profile: ${url}`,
    },
    decline_changes: {
      subject: "The change to your RID-CRC details was not accepted",
      body: `Our team could not accept the change to your details, so your listing keeps the details approved before. Our team's reason:${quoted}

Your profile: ${url}`,
    },
  };
  const { subject, body } = texts[decision];
  return { to, subject, text: `${greeting(name)}\n\n${body}` };
}
