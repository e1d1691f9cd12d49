import { languageTags, type Lang } from "./languages";

/**
 * The translation function of a page (issue 27, ADR 0027): a flat table of one namespace's strings
 * in the page's language (app/locales/<lang>/<namespace>.json, flattened: "footer.legal.heading"),
 * already completed with the English for any key a language lacks (messages.server.ts). Tiny on
 * purpose: a page with React gets this file and its own namespaces' strings, nothing more; a page
 * without React ships none of it.
 *
 * The files use i18next's JSON format: `{{name}}` placeholders, plurals as `key_one` / `key_other`
 * (and `_zero`, `_two`, `_few`, `_many`) chosen by `Intl.PluralRules` for the `count` value.
 * Numbers in placeholders are formatted by `Intl.NumberFormat` in the page's language.
 */
export type Messages = Readonly<Record<string, string>>;
type Vars = Readonly<Record<string, string | number>>;
export type T = (key: string, vars?: Vars) => string;

const warned = new Set<string>();

/** Once per key: a string the files lack in every language is a bug, shown as nothing, never as its key. */
function warnMissing(lang: Lang, key: string): void {
  const id = `${lang}:${key}`;
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(`i18n: no string for "${key}" (${lang}), not even in English`);
}

export function createT(lang: Lang, messages: Messages | undefined): T {
  const tag = languageTags[lang];
  const numbers = new Intl.NumberFormat(tag);
  return (key, vars) => {
    let text: string | undefined;
    if (vars && typeof vars.count === "number") {
      const category = new Intl.PluralRules(tag).select(vars.count);
      text = messages?.[`${key}_${category}`] ?? messages?.[`${key}_other`];
    }
    text ??= messages?.[key];
    if (text === undefined) {
      warnMissing(lang, key);
      return "";
    }
    if (!vars) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const value = vars[name];
      if (value === undefined) return whole;
      return typeof value === "number" ? numbers.format(value) : value;
    });
  };
}

/** The `{{name}}` placeholders of a string, sorted (the CI check compares them across languages). */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

/** A message file's nested objects as one flat table: `{ a: { b: "x" } }` → `{ "a.b": "x" }`. */
export function flatten(tree: unknown, prefix = ""): Record<string, string> {
  const flat: Record<string, string> = {};
  if (typeof tree !== "object" || tree === null) return flat;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat[path] = value;
    else Object.assign(flat, flatten(value, path));
  }
  return flat;
}
