import type { Email } from "~/lib/email/outbox.server";

type Link = { to: string; name?: string | null; url: string };

const greeting = (name?: string | null) => `Hello${name ? ` ${name.trim().split(/\s+/)[0]}` : ""},`;

export function verifyEmailEmail({ to, name, url }: Link): Email {
  return {
    to,
    subject: "Confirm your e-mail address for RID-CRC",
    text: `${greeting(name)}

Thank you for joining the movement to outsmart colorectal cancer. Please confirm your e-mail address by opening this link:

${url}

The link is valid for 24 hours. If you did not sign up, you can ignore this e-mail.`,
  };
}

export function resetPasswordEmail({ to, name, url }: Link): Email {
  return {
    to,
    subject: "Reset your RID-CRC password",
    text: `${greeting(name)}

We received a request to reset the password of your RID-CRC account. Choose a new password here:

${url}

The reset link will expire in 24 hours and can be used once. If you did not ask for this, you can ignore this e-mail: your password stays as it is.`,
  };
}
