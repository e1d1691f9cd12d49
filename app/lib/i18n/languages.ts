/**
 * The site's four languages (issue 27): Singapore's official languages. English lives at `/…`,
 * the others under their prefix (`/zh/…`, `/ms/…`, `/ta/…`). This is the one list: the route
 * prefix, `<html lang>`, hreflang, the switcher, message files and translated content read it.
 */
export const languages = ["en", "zh", "ms", "ta"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "en";

/** Each language named in itself, as the switcher shows it. */
export const languageNames: Record<Lang, string> = {
  en: "English",
  zh: "中文",
  ms: "Bahasa Melayu",
  ta: "தமிழ்",
};

/** The BCP 47 tag for `<html lang>`, hreflang and `Intl` (Simplified Chinese as used in Singapore). */
export const languageTags: Record<Lang, string> = {
  en: "en-SG",
  zh: "zh-Hans-SG",
  ms: "ms",
  ta: "ta",
};

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The address prefix of a language: "" for English, "/zh" for Chinese. */
export function langPrefix(lang: Lang): string {
  return lang === defaultLang ? "" : `/${lang}`;
}
