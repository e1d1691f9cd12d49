import type { Email } from "~/lib/email/outbox.server";

const hello = (name: string) => (name ? `Hello ${name},` : "Hello,");

/** Sent when the deletion is asked for: when it will happen, and how to cancel it. */
export function deletionRequestedEmail({
  to,
  name,
  when,
  url,
}: {
  to: string;
  name: string;
  when: string;
  url: string;
}): Email {
  return {
    to,
    subject: "Your RID-CRC account will be deleted",
    text: `${hello(name)}

We received your request to delete your RID-CRC account. It will be deleted on ${when} (Singapore time), with everything personal we hold about you.

Changed your mind? Sign in before then and the deletion is cancelled: ${url}

If you did not ask for this, sign in now and change your password.`,
  };
}

export function deletionCancelledEmail({ to, name }: { to: string; name: string }): Email {
  return {
    to,
    subject: "Your RID-CRC account will not be deleted",
    text: `${hello(name)}

You signed in, so the deletion of your RID-CRC account is cancelled. Your account stays as it was.`,
  };
}

/** The last e-mail this address receives from us: queued in the deletion's own transaction. */
export function deletionDoneEmail({ to, name }: { to: string; name: string }): Email {
  return {
    to,
    subject: "Your RID-CRC account has been deleted",
    text: `${hello(name)}

Your RID-CRC account has been deleted, with the personal data we held about you. Stories you published stay on the site without your name, unless you asked for them to be removed.

This is the last e-mail you will receive from us at this address.`,
  };
}
