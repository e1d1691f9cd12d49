import type { Email } from "~/lib/email/outbox.server";
import { emailGreeting, emailT, linkInLanguage } from "~/lib/email/words.server";
import { defaultLang, type Lang } from "~/lib/i18n/languages";

/** `lang`: the account's language (issue 27); its words come from the "email" namespace. */
type Link = { to: string; name?: string | null; url: string; lang?: Lang };

/** One of the account e-mails: a greeting, a body around one link, both in the recipient's language. */
function accountEmail(
  kind: "verify" | "reset" | "passwordChanged" | "existingAccount" | "emailChangeVerify" | "emailChangeTaken",
  link: Link,
): Email {
  const lang = link.lang ?? defaultLang;
  const t = emailT(lang);
  return {
    lang,
    to: link.to,
    subject: t(`${kind}.subject`),
    text: t(`${kind}.body`, { greeting: emailGreeting(t, link.name), url: linkInLanguage(link.url, lang) }),
  };
}

export const verifyEmailEmail = (link: Link): Email => accountEmail("verify", link);
export const resetPasswordEmail = (link: Link): Email => accountEmail("reset", link);
export const passwordChangedEmail = (link: Link): Email => accountEmail("passwordChanged", link);
export const existingAccountEmail = (link: Link): Email => accountEmail("existingAccount", link);

// Changing the sign-in address (issue 29): the link goes to the new address; an address another
// account already uses hears that instead, so the form's answer is the same either way.
export const emailChangeVerifyEmail = (link: Link): Email => accountEmail("emailChangeVerify", link);
export const emailChangeTakenEmail = (link: Link): Email => accountEmail("emailChangeTaken", link);

/** To the old address once the change is made: where the account now signs in, and what to do if it was not them. */
export function emailChangedEmail(notice: Link & { newEmail: string }): Email {
  const lang = notice.lang ?? defaultLang;
  const t = emailT(lang);
  return {
    lang,
    to: notice.to,
    subject: t("emailChanged.subject"),
    text: t("emailChanged.body", {
      greeting: emailGreeting(t, notice.name),
      newEmail: notice.newEmail,
      url: linkInLanguage(notice.url, lang),
    }),
  };
}
