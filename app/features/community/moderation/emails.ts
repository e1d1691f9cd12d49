import type { Email } from "~/lib/email/outbox.server";
import { greeting } from "~/lib/email/greeting";

/** To a story's author when the team does not publish it: the reason, and that they may share again. */
export function storyRejectedEmail({ to, name, reason }: { to: string; name: string | null; reason: string }): Email {
  return {
    to,
    subject: "About the story you shared with RID-CRC",
    text: `${greeting(name)}

Thank you for sharing your story with RID-CRC. Our team has read it and will not publish it on the site, for this reason:

${reason}

You are welcome to share your story again from your Champion dashboard. If you have a question, simply reply to this e-mail.

With thanks,
The RID-CRC team`,
  };
}
