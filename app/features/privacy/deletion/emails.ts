import type { Email } from "~/lib/email/outbox.server";
import { emailDateTime, emailGreeting, emailT, linkInLanguage } from "~/lib/email/words.server";
import { defaultLang, type Lang } from "~/lib/i18n/languages";

/** The account's language (issue 27): users.language, read before the account goes. */
type Person = { to: string; name: string; lang?: Lang };

function deletionEmail(
  kind: "requested" | "cancelled" | "done",
  person: Person,
  vars: Record<string, string> = {},
): Email {
  const t = emailT(person.lang ?? defaultLang);
  return {
    lang: person.lang ?? defaultLang,
    to: person.to,
    subject: t(`deletion.${kind}.subject`),
    text: t(`deletion.${kind}.body`, { greeting: emailGreeting(t, person.name), ...vars }),
  };
}

/** Sent when the deletion is asked for: when it will happen, and how to cancel it. */
export function deletionRequestedEmail({ when, url, ...person }: Person & { when: Date; url: string }): Email {
  const lang = person.lang ?? defaultLang;
  return deletionEmail("requested", person, { when: emailDateTime(when, lang), url: linkInLanguage(url, lang) });
}

export const deletionCancelledEmail = (person: Person): Email => deletionEmail("cancelled", person);

/** The last e-mail this address receives from us: queued in the deletion's own transaction. */
export const deletionDoneEmail = (person: Person): Email => deletionEmail("done", person);
