import type { Email } from "~/lib/email/outbox.server";
import { emailGreeting, emailT } from "~/lib/email/words.server";
import type { Lang } from "~/lib/i18n/languages";

/**
 * To a story's author when the team does not publish it: the reason (as the team wrote it), and
 * that they may share again; in the author's account language (issue 27).
 */
export function storyRejectedEmail({
  to,
  name,
  reason,
  lang,
}: {
  to: string;
  name: string | null;
  reason: string;
  lang: Lang;
}): Email {
  const t = emailT(lang);
  return {
    lang,
    to,
    subject: t("storyRejected.subject"),
    text: t("storyRejected.body", { greeting: emailGreeting(t, name), reason }),
  };
}
