import type { Email } from "~/lib/email/outbox.server";
import { greeting } from "~/lib/email/greeting";

/**
 * To an account a super admin has just made an administrator or a super administrator: what it
 * means, and that the console opens only once two-step verification is on (the admin area sends
 * them to /account/two-factor until then).
 */
export function adminInvitationEmail({
  to,
  name,
  role,
  appUrl,
}: {
  to: string;
  name: string | null;
  role: string;
  appUrl: string;
}): Email {
  return {
    to,
    subject: `You are now ${role === "Super Administrator" ? "a" : "an"} ${role} of RID-CRC`,
    text: `${greeting(name)}

A super administrator of RID-CRC has made your account ${role === "Super Administrator" ? "a" : "an"} ${role}. You can now help the team run the platform from the admin console.

Before the console opens to you, you must turn on two-step verification:

1. Sign in at ${appUrl}/admin/login (you have been signed out so that your new rights apply).
2. Follow the steps at ${appUrl}/account/two-factor with an authenticator app, and keep your backup codes somewhere safe.

Every change made from the console is recorded with the name of the administrator who made it.

If you did not expect this, reply to this e-mail and the team will look into it.

The RID-CRC team`,
  };
}
