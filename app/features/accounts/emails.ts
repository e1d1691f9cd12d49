import type { Email } from "~/lib/email/outbox.server";
import { greeting } from "~/lib/email/greeting";

type Link = { to: string; name?: string | null; url: string };

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

export function passwordChangedEmail({ to, name, url }: Link): Email {
  return {
    to,
    subject: "Your RID-CRC password was changed",
    text: `${greeting(name)}

Your password has been updated successfully. For your safety, other devices signed in to your account have been signed out.

If you did not make this change, reset your password now and contact the RID-CRC team: ${url}`,
  };
}

export function existingAccountEmail({ to, name, url }: Link): Email {
  return {
    to,
    subject: "Someone tried to join RID-CRC with your e-mail address",
    text: `${greeting(name)}

Someone (perhaps you) just tried to create a new RID-CRC account with this e-mail address. An account with this email already exists. Try signing in instead.

Sign in here: ${url}

If you have forgotten your password, choose "Forgot password?" on that page. If this was not you, you can ignore this e-mail: nothing has changed.`,
  };
}
