import type { PartnerKind } from "#db/schema";
import type { Email } from "~/lib/email/outbox.server";
import * as facts from "../../../content/facts.json";
import { emailGreeting, emailT, linkInLanguage } from "~/lib/email/words.server";
import { tableText } from "~/lib/i18n/figures";
import { defaultLang, type Lang } from "~/lib/i18n/languages";
import type { T } from "~/lib/i18n/translate";
import { promises } from "./messages";

/** What each kind of partner is called in the team's e-mails (English: the console's language). */
const partnerNoun: Record<PartnerKind, string> = {
  gp: "GP clinic",
  specialist: "specialist",
  corporate: "corporate partner",
};

/** `lang`: the applicant's account language (issue 27). */
type Link = { to: string; name?: string | null; url: string; lang?: Lang };

/**
 * When our team will be back to the applicant (spec accounts §9), in the language: the hours
 * and the business days are content/facts.json's, never retyped in a translation.
 */
function within(t: T, lang: Lang, kind: PartnerKind): string {
  if (kind === "corporate") return tableText(lang, t, "partner.proposalWithin", promises.corporateProposal);
  return t("partner.within", { count: facts.partnerContactHours });
}

/**
 * Step 1 of 2 (spec accounts §2.9): verify the e-mail address; step 2 is the team's review. In the
 * language of the page the applicant registered on (issue 27: users.language, set with the account).
 */
export function partnerVerifyEmail(kind: PartnerKind, { to, name, url, lang = defaultLang }: Link): Email {
  const t = emailT(lang);
  const next = t(kind === "corporate" ? "partner.verify.proposal" : "partner.verify.contact", {
    within: within(t, lang, kind),
  });
  return {
    lang,
    to,
    subject: t("partner.verify.subject"),
    text: t("partner.verify.body", {
      greeting: emailGreeting(t, name),
      kind: t(`partner.kind.${kind}`),
      url: linkInLanguage(url, lang),
      next,
    }),
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

/**
 * To the applicant, for every decision of the team (issue #13), with the team's words when given
 * (as written), in the account's language (issue 27).
 */
export function decisionEmail(
  decision: Decision,
  { to, name, kind, message, url, lang = defaultLang }: Link & { kind: PartnerKind; message: string | null },
): Email {
  const t = emailT(lang);
  const kindWord = t(`partner.kind.${kind}`);
  const extra: Record<string, string> = {};
  if (decision === "approve")
    extra.next =
      kind === "corporate"
        ? t("partner.approve.proposal", { within: within(t, lang, kind) })
        : t("partner.approve.listed");
  if (decision === "reinstate")
    extra.state = t(kind === "corporate" ? "partner.reinstate.corporate" : "partner.reinstate.listed", {
      kind: kindWord,
    });
  return {
    lang,
    to,
    subject: t(`partner.${decision}.subject`),
    text: t(`partner.${decision}.body`, {
      greeting: emailGreeting(t, name),
      kind: kindWord,
      quoted: message ? `\n\n${t("partner.quoted", { message })}` : "",
      url: linkInLanguage(url, lang),
      ...extra,
    }),
  };
}
