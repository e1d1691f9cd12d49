/**
 * A count with its noun in the right form for the count: "0 invitations", "1 invitation",
 * "2 invitations" (issue 23: "1 new Champions", "1 accounts", "invitation(s)"). Intl.PluralRules
 * picks the form, so languages with other plural forms can add theirs without touching callers.
 */
type PluralForms = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const rules = new Map<string, Intl.PluralRules>();
const rulesFor = (locale: string) => {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return r;
};

/** The noun alone, in the form the count takes. */
export function pluralWord(count: number, forms: PluralForms, locale = "en-SG"): string {
  return forms[rulesFor(locale).select(count)] ?? forms.other;
}

/** "1 invitation", "1,200 invitations". `other` defaults to `one` + "s". */
export function plural(count: number, one: string, other = `${one}s`, locale = "en-SG"): string {
  return `${count.toLocaleString(locale)} ${pluralWord(count, { one, other }, locale)}`;
}
