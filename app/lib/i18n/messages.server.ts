import { readdirSync, readFileSync } from "node:fs";
import { logger } from "~/lib/logger.server";
import status from "~/locales/status.json";
import { defaultLang, type Lang } from "./languages";
import { flatten, type Messages } from "./translate";

/**
 * Every message file, read once at start (app/locales/<lang>/<namespace>.json, issue 27). Server
 * only: a page gets the strings of its own namespaces in its loader's data (hydrated pages) or in
 * its HTML (pages without React), never the files themselves.
 */
const files: Record<string, unknown> = import.meta.env
  ? import.meta.glob<Record<string, unknown>>("../../locales/*/*.json", { eager: true, import: "default" })
  : fromDisk();

/**
 * The same files read from disk, where no Vite compiles this module: the chat evals run by `tsx`
 * (npm run eval:chat), whose engine reaches pages' words. Vite replaces `import.meta.env` in the
 * build and in Vitest, so the app itself always takes the glob above.
 */
function fromDisk(): Record<string, unknown> {
  const root = new URL("../../locales/", import.meta.url);
  const found: Record<string, unknown> = {};
  for (const lang of readdirSync(root, { withFileTypes: true })) {
    if (!lang.isDirectory()) continue;
    for (const name of readdirSync(new URL(`${lang.name}/`, root))) {
      if (name.endsWith(".json"))
        found[`locales/${lang.name}/${name}`] = JSON.parse(readFileSync(new URL(`${lang.name}/${name}`, root), "utf8"));
    }
  }
  return found;
}

export type Namespace =
  | "shell"
  | "home"
  | "screening"
  | "costs"
  | "events"
  | "patients"
  | "faqs"
  | "email"
  | "directory"
  | "account"
  | "privacy"
  | "newsletter"
  | "search"
  | "nomination"
  | "community"
  | "enquiries"
  | "chat"
  | "profiles"
  | "dashboards"
  | "pledges"
  | "share"
  | "registration"
  | "declaration"
  | "pdf"
  | "article"
  | "education"
  | "pillars";

const tables = new Map<string, Record<string, string>>();
for (const [file, tree] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (match) tables.set(`${match[1]}/${match[2]}`, flatten(tree));
}

const completed = new Map<string, Messages>();

/**
 * One namespace's strings in a language, completed with the English of any key the language lacks
 * (with a logged warning, once): a missing translation shows the English, never a raw key. The CI
 * check (app/locales/locales.test.ts) keeps the files complete; this is the net under it.
 */
export function messagesFor(lang: Lang, namespace: Namespace): Messages {
  const id = `${lang}/${namespace}`;
  const done = completed.get(id);
  if (done) return done;
  const { table, missing } = completeWithEnglish(tables.get(`${defaultLang}/${namespace}`) ?? {}, tables.get(id) ?? {});
  if (missing.length) logger.warn({ lang, namespace, missing }, "i18n: strings missing, English shown");
  completed.set(id, table);
  return table;
}

/** A language's table with the English of each key it lacks (or leaves empty), and those keys. */
export function completeWithEnglish(english: Messages, own: Messages): { table: Messages; missing: string[] } {
  const missing = Object.keys(english).filter((key) => !own[key]?.trim());
  const table: Record<string, string> = { ...english };
  for (const [key, text] of Object.entries(own)) if (text.trim() && key in english) table[key] = text;
  return { table: Object.freeze(table), missing };
}

/**
 * The strings of the groups a page shows (e.g. "appointment"): a hydrated page's data carries only
 * those, not the whole namespace.
 */
export function groups(messages: Messages, ...names: string[]): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => names.some((n) => key.startsWith(`${n}.`))));
}

type Review = { translatedBy: string; translatedOn: string; reviewedBy: string | null; reviewedOn: string | null };

/**
 * A namespace's translation state in a language (app/locales/status.json): null for English (the
 * source) and for a namespace not translated yet; else who translated it and who reviewed it.
 */
export function translationState(lang: Lang, namespace: Namespace): Review | null {
  if (lang === defaultLang) return null;
  return (status as unknown as Record<string, Partial<Record<Lang, Review>>>)[namespace]?.[lang] ?? null;
}
