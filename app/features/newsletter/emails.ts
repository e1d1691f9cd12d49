import type { Email } from "~/lib/email/outbox.server";
import { listUnsubscribeHeaders } from "~/lib/email/one-click";

/** The only e-mail sent before a subscription is confirmed. */
export function confirmEmail(to: string, confirmUrl: string): Email {
  return {
    to,
    subject: "Confirm your subscription to RID-CRC updates",
    text: [
      "Someone, hopefully you, asked to receive RID-CRC's updates at this address.",
      "",
      `Confirm your subscription: ${confirmUrl}`,
      "",
      "If it was not you, ignore this e-mail: we will send nothing more and forget the address in 7 days.",
    ].join("\n"),
  };
}

/** An issue to one subscriber: its text, then how to stop (a link, and the one-click headers). */
export function issueEmail(to: string, issue: { subject: string; text: string }, stopUrl: string): Email {
  return {
    to,
    subject: issue.subject,
    text: `${issue.text}\n\n—\nYou receive this because you subscribed to RID-CRC updates. Unsubscribe: ${stopUrl}`,
    headers: listUnsubscribeHeaders(stopUrl),
  };
}
