import type { Lang } from "~/lib/i18n/languages";
import { messagesFor, translationState } from "~/lib/i18n/messages.server";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import { tooLong } from "~/lib/forms/schema-fields";
import { createT, type T } from "~/lib/i18n/translate";
import { ageGroups, enquiryMessages as m, governmentTopics, trialInterests } from "./enquiry-options";

/**
 * /contact, /signup-trial and /register/government in the page's language (issue 27): their words
 * from app/locales/<lang>/enquiries.json. The choices' values stay the schema's English (what is
 * stored and checked); only their labels are translated. The copy by e-mail is in the same language (enquiry-emails.ts).
 */
export function enquiryWords(lang: Lang) {
  const messages = messagesFor(lang, "enquiries");
  return { lang, messages, review: translationState(lang, "enquiries"), t: createT(lang, messages) };
}

const TOO_LONG = new RegExp(`^${tooLong(0).replace("0", "(\\d+)")}$`);

type MessageKey = { [K in keyof typeof m]: (typeof m)[K] extends string ? K : never }[keyof typeof m];

/**
 * The schema's and submitEnquiry's English messages (enquiry-options.ts) in the language, each
 * `keys` entry from the namespace's `errors.<key>`: the rules keep their one home, the page says
 * them in its language. A message of no known shape is shown as it is.
 */
export function enquirySayer(t: T, keys: readonly MessageKey[]): (english: string) => string {
  const known = new Map<string, string>(keys.map((key) => [m[key], t(`errors.${key}`)]));
  return (english) => {
    const max = TOO_LONG.exec(english)?.[1];
    return known.get(english) ?? (max ? t("errors.tooLong", { max }) : english);
  };
}

/** The three forms' messages (enquiries.json's `errors`). */
const enquiriesSay = (t: T) =>
  enquirySayer(t, [
    "fullNameRequired",
    "emailRequired",
    "emailInvalid",
    "agencyRequired",
    "designationRequired",
    "topicRequired",
    "ageGroupRequired",
    "consentRequired",
    "messageRequired",
    "phoneInvalid",
    "tooMany",
    "unexpected",
  ]);

type Form = "contact" | "trial" | "government";
const paths: Record<Form, string> = {
  contact: "/contact",
  trial: "/signup-trial",
  government: "/register/government",
};

/** A form page's words and head tags in the language. */
export function enquiryPage(lang: Lang, form: Form) {
  const { messages, review, t } = enquiryWords(lang);
  return {
    lang,
    messages,
    review,
    meta: translatedPageMeta(lang, paths[form], { title: t(`${form}.title`), description: t(`${form}.description`) }),
  };
}

/** The choices as the schema's value and the language's label, by each list's keys in the namespace. */
const keyed = (t: T, group: string, values: readonly string[], keys: readonly string[]) =>
  values.map((value, index) => ({ value, label: t(`${group}.${keys[index]}`) }));

export const ageGroupChoices = (t: T) =>
  keyed(t, "trial.ageGroups", ageGroups, ["under40", "from40", "from50", "from60", "from70"]);
export const trialInterestChoices = (t: T) =>
  keyed(t, "trial.interests", trialInterests, ["screening", "polyps", "treatment", "any"]);
export const governmentTopicChoices = (t: T) =>
  keyed(t, "government.topics", governmentTopics, ["screening", "awareness", "policy", "data", "workplace", "other"]);

/**
 * The form's error summary (each field's `summary.<key>`, in the form's order), thanks panel and
 * messages in the language, for enquiryAction.
 */
export function enquiryActionWords(lang: Lang, form: Form, summary: Record<string, string>) {
  const { t } = enquiryWords(lang);
  return {
    labels: Object.fromEntries(Object.entries(summary).map(([name, key]) => [name, t(`summary.${key}`)])),
    sent: (email: string) => ({
      title: t(`${form}.sentTitle`),
      lines: [t(`${form}.sent`), t("shared.copy", { email })],
      home: t("shared.home"),
    }),
    say: enquiriesSay(t),
  };
}
