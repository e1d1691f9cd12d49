import type { Rule } from "./english";
import type { Language, Triage } from "./types";
import { chinese } from "./languages/chinese";
import { malay } from "./languages/malay";
import { tamil } from "./languages/tamil";
import type { LanguageRules } from "./languages/rules";

// Which language a message is in, and the triage by that language's rules (languages/: Chinese,
// Malay and Tamil, each in its own file).

const languageRules: Record<Exclude<Language, "en">, LanguageRules> = { zh: chinese, ms: malay, ta: tamil };

// Which language a message is written in.
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/u;
const TAMIL = /[\u0b80-\u0bff]/u;
/** Romanised Tamil words people type in a chat ("motion la romba rattham varudhu"). */
const TANGLISH =
  /\b(?:enn?akk?u|ennoda|romba|konjam|varudhu|varuthu|varuthu|irukk?u|irukkuma|mayak+am|vali|ra+t?th?t?h?am|enna|eppadi|epdi|thaanga|mudiyala|marundhu)\b/gu;
/** Everyday Malay words, the ones a message about health is made of. */
const MALAY =
  /\b(?:saya|aku|ada|tak|tidak|sakit|darah|berdarah|berak|perut|sangat|banyak|dengan|boleh|ke|apa|ubat|pening|pengsan|pitam|najis|sudah|dah|minggu|seminggu|bulan|kena|nak|mahu|dalam|dari|keluar|rasa|bila|nampak|macam|mana|berapa|umur|perlu|buat|ujian|adakah|tolong|tengok|kanser|ayah|mak|ibu|muntah|dada|susah|bernafas|badan|berat|turun|tanpa|sebab|kata|doktor|ketulan|habis|setiap|kali|tabiat|berubah|sejak|lepas|punggung|bontot|dubur|muka|pucat|sikit|risau|itu|ini|ni|kat|dapat|percuma|kolonoskopi|saringan|elak|kesan|cari|tersembunyi|kan|usus|jadi|hari|mati|akan|patut|makan|langsung|bangun|tandas|berhenti|kembung|keras|kentut|bunuh|diri|buang|air|besar|warna|hitam|sembelit|kurang|kos|ketumbuhan|berpeluh|sejuk)\b/gu;
/** Everyday English words, to tell Singlish with one Malay word ("tummy very sakit") from Malay. */
const ENGLISH =
  /\b(?:i|i'm|my|me|the|a|an|is|am|are|was|have|has|had|and|or|but|very|so|what|of|in|on|from|for|to|it|this|that|can|cannot|with|got|blood|stool|pain|tummy|stomach|bleeding|doctor|should|do|does|how|when|why)\b/gu;

const count = (pattern: RegExp, text: string) => new Set(text.match(pattern) ?? []).size;

/** The language a message is written in: its script, or for Latin letters its everyday words. */
export function languageOf(text: string): Language {
  const plain = text.toLowerCase();
  if (HAN.test(plain)) return "zh";
  if (TAMIL.test(plain) || count(TANGLISH, plain) >= 2) return "ta";
  const malay = count(MALAY, plain);
  if (malay >= 2 && malay >= count(ENGLISH, plain)) return "ms";
  return "en";
}

const matchesAny = (rules: Rule[], text: string) =>
  rules.some((rule) => (Array.isArray(rule) ? rule.every((r) => r.test(text)) : rule.test(text)));

/** The language's own rules, most urgent first; null when none applies. */
export function triageIn(language: Exclude<Language, "en">, text: string): Triage | null {
  const rules = languageRules[language];
  const plain = text.toLowerCase().replace(/\s+/g, " ").trim();
  const bodily = plain.replace(new RegExp(rules.notABleed.source, "gu"), "_");
  if (matchesAny(rules.emergency, bodily)) return "emergency";
  if (matchesAny(rules.redFlag, bodily) || matchesAny(rules.redFlagAsTyped, plain)) return "red-flag";
  if (matchesAny(rules.diagnosis, plain)) return "diagnosis";
  return null;
}
