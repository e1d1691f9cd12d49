import { z } from "zod";
import facts from "../../../../content/facts.json";
import { allowedNumbers, figuresIn } from "../answer/facts";

/**
 * The answer bank's shape (issue 28): content/chat-answers/*.json, one file per topic. Each intent is
 * one question people ask, its approved answer per language (key fact first), its sources, its
 * safety class and the ways people ask it. Figures are `{key.path}` placeholders filled from
 * content/facts.json, never typed: an answer holding a digit outside a placeholder is refused.
 */
export const bankLanguages = ["en", "zh", "ms", "ta"] as const;
export type BankLanguage = (typeof bankLanguages)[number];

/** Who translated and who reviewed an answer; a translation nobody reviewed says so in the reply. */
const translation = z.object({
  text: z.string().min(10).max(900),
  translatedBy: z.string().min(1).nullable(),
  reviewedBy: z.string().min(1).nullable(),
});

const safetyClasses = [
  "general", // facts about screening, tests, costs, the movement
  "procedure", // pain, sedation, preparation, risks: never quotes the emergency lists
  "symptom", // about symptoms: always ends at a doctor
] as const;

const intent = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  safety: z.enum(safetyClasses),
  sources: z
    .array(z.object({ title: z.string().min(3), href: z.string().regex(/^\/[a-z0-9/#?=&%.-]*$/i) }))
    .min(1)
    .max(3),
  answer: z.object({
    en: translation,
    zh: translation.optional(),
    ms: translation.optional(),
    ta: translation.optional(),
  }),
  /** Ways people ask it; the first of each language is the label its clarifying button shows. */
  ask: z.object({
    en: z.array(z.string().min(2).max(400)).min(3),
    zh: z.array(z.string().min(2).max(400)).optional(),
    ms: z.array(z.string().min(2).max(400)).optional(),
    ta: z.array(z.string().min(2).max(400)).optional(),
  }),
});

export const bankFile = z.object({ topic: z.string().min(3), intents: z.array(intent).min(1) });
export type BankFile = z.infer<typeof bankFile>;
export type Intent = z.infer<typeof intent> & { topic: string };

/** A `{path}` placeholder's value in content/facts.json; screeningCosts items are found by id. */
export function factValue(key: string): string | undefined {
  let value: unknown = facts;
  for (const part of key.split(".")) {
    if (Array.isArray(value)) value = value.find((item: { id?: string }) => item?.id === part);
    else if (value && typeof value === "object") value = (value as Record<string, unknown>)[part];
    else return undefined;
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

const PLACEHOLDER = /\{([A-Za-z][\w.]*)\}/g;

/**
 * A figure facts.json states with English words ("3-10 years", "over 60%", "within 1 business day"),
 * said in the answer's language: the number stays facts.json's, only its unit is translated. Before,
 * a Chinese answer said "3-10 years" in English. A figure no rule here reads is said as written.
 */
const FIGURE_WORDS: Record<Exclude<BankLanguage, "en">, [RegExp, string][]> = {
  zh: [
    [/^(\S+) years?$/, "$1年"],
    [/^(\S+) minutes?$/, "$1分钟"],
    [/^(\S+) hours?$/, "$1小时"],
    [/^over (\S+)$/, "超过$1"],
    [/^nearly (\S+)$/, "近$1"],
    [/^within (\S+) business days?$/, "在$1个工作日内"],
  ],
  ms: [
    [/^(\S+) years?$/, "$1 tahun"],
    [/^(\S+) minutes?$/, "$1 minit"],
    [/^(\S+) hours?$/, "$1 jam"],
    [/^over (\S+)$/, "lebih $1"],
    [/^nearly (\S+)$/, "hampir $1"],
    [/^within (\S+) business days?$/, "dalam masa $1 hari bekerja"],
  ],
  ta: [
    [/^(\S+) years?$/, "$1 ஆண்டுகள்"],
    [/^(\S+) minutes?$/, "$1 நிமிடங்கள்"],
    [/^(\S+) hours?$/, "$1 மணி நேரம்"],
    [/^over (\S+)$/, "$1-க்கும் மேல்"],
    [/^nearly (\S+)$/, "கிட்டத்தட்ட $1"],
    [/^within (\S+) business days?$/, "$1 வேலை நாட்களுக்குள்"],
  ],
};
function figureIn(value: string, lang: BankLanguage): string {
  if (lang === "en") return value;
  const rule = FIGURE_WORDS[lang].find(([pattern]) => pattern.test(value));
  return rule ? value.replace(rule[0], rule[1]) : value;
}

/** The answer with its figures filled in from content/facts.json, their units in the answer's language. */
export const fillFigures = (text: string, lang: BankLanguage = "en") =>
  text.replace(PLACEHOLDER, (_, key: string) => {
    const value = factValue(key);
    return value === undefined ? "" : figureIn(value, lang);
  });

/** What is wrong with one file's intents (empty when nothing): the checks beyond the schema. */
export function problemsOf(file: string, parsed: BankFile): string[] {
  const problems: string[] = [];
  for (const item of parsed.intents) {
    for (const [lang, t] of Object.entries(item.answer)) {
      if (!t) continue;
      const where = `${file} ${item.id} (${lang})`;
      for (const [, key] of t.text.matchAll(PLACEHOLDER))
        if (factValue(key!) === undefined) problems.push(`${where}: {${key}} is not in content/facts.json`);
      if (/\d/.test(t.text.replace(PLACEHOLDER, "")))
        problems.push(`${where}: a figure typed in the answer; use a {placeholder} from content/facts.json`);
      const unsaid = figuresIn(fillFigures(t.text, lang as BankLanguage)).filter((n) => !allowedNumbers.has(n));
      if (unsaid.length) problems.push(`${where}: numbers not in content/facts.json: ${unsaid.join(", ")}`);
      if (lang !== "en" && !item.ask[lang as BankLanguage]?.length)
        problems.push(`${where}: an answer in a language with no phrasings`);
    }
  }
  return problems;
}
