import type { Rule } from "./english";
import { chinese } from "./rules/chinese";
import { malay } from "./rules/malay";
import type { LanguageRules } from "./rules/rule-kit";
import { tamil } from "./rules/tamil";
import type { Language, Triage } from "./types";

/**
 * Which language a message is in, and the safety rules of Chinese, Malay and Tamil (one file each
 * under rules/, their shape in rules/rule-kit.ts) read on it.
 */
const languageRules: Record<Exclude<Language, "en">, LanguageRules> = { zh: chinese, ms: malay, ta: tamil };

// ── Which language a message is written in ──────────────────────────────────────────────────
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/u;
const TAMIL = /[\u0b80-\u0bff]/u;
/** Romanised Tamil words people type in a chat ("motion la romba rattham varudhu"). */
const TANGLISH =
  /\b(?:enn?akk?u|ennoda|romba|konjam|varudhu|varuthu|varuthu|irukk?u|irukkuma|mayak+am|vali|ra+t?th?t?h?am|enna|eppadi|epdi|thaanga|mudiyala|marundhu|padam|paakalam|paakanum|sollu|sollunga|venum|vendum|eppo|epo|enga|engey|pannalam|pannanum|seiyanum|seiyalama|saapadu|sapadu|nalla|illa|illai|irukka)\b/gu;
/** Everyday Malay words, the ones a message about health is made of. */
const MALAY =
  /\b(?:siapa|menang|bola|resepi|beli|kereta|harga|cuaca|esok|semalam|kenapa|mengapa|bagaimana|macam mana|yang|untuk|tempat|cantik|kahwin|kerja|gaji|rumah|sekolah|lagu|filem|wayang|cerita|duit|murah|mahal|jual|pergi|balik|cuti|bercuti|masak|sedap|minum|kopi|teh|nasi|gambar|telefon|kawan|cinta|saham|emas|undi|pilihan|raya|bas|teksi|bagi|beritahu|terangkan|cakap|tahu|faham|soalan|jawapan|bahasa|saya|aku|ada|tak|tidak|sakit|darah|berdarah|berak|perut|sangat|banyak|dengan|boleh|ke|apa|ubat|pening|pengsan|pitam|najis|sudah|dah|minggu|seminggu|bulan|kena|nak|mahu|dalam|dari|keluar|rasa|bila|nampak|macam|mana|berapa|umur|perlu|buat|ujian|adakah|tolong|tengok|kanser|ayah|mak|ibu|muntah|dada|susah|bernafas|badan|berat|turun|tanpa|sebab|kata|doktor|ketulan|habis|setiap|kali|tabiat|berubah|sejak|lepas|punggung|bontot|dubur|muka|pucat|sikit|risau|itu|ini|ni|kat|dapat|percuma|kolonoskopi|saringan|elak|kesan|cari|tersembunyi|kan|usus|jadi|hari|mati|akan|patut|makan|langsung|bangun|tandas|berhenti|kembung|keras|kentut|bunuh|diri|buang|air|besar|warna|hitam|sembelit|kurang|kos|ketumbuhan|berpeluh|sejuk)\b/gu;
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
  const english = count(ENGLISH, plain);
  // A short message ("siapa menang bola?") may hold one Malay word we know and no English one.
  if ((malay >= 2 && malay >= english) || (malay >= 1 && english === 0)) return "ms";
  return "en";
}

/**
 * Whether a message holds any of a language's own words or script. Its rules read English words
 * mixed in ("我拉了 a lot of blood"), so they read only messages written, at least in part, in that
 * language: in an English message "a lot" and "blood" sentences apart ("ate a lot of dragon fruit
 * ... is that blood?") are the English rules' to weigh, which ask them to be near each other.
 */
function partlyIn(language: Exclude<Language, "en">, plain: string): boolean {
  if (language === "zh") return HAN.test(plain);
  if (language === "ta") return TAMIL.test(plain) || count(TANGLISH, plain) >= 1;
  return count(MALAY, plain) >= 1;
}

const matchesAny = (rules: Rule[], text: string) =>
  rules.some((rule) => (Array.isArray(rule) ? rule.every((r) => r.test(text)) : rule.test(text)));

/** The language's own rules, most urgent first; null when none applies. */
export function triageIn(language: Exclude<Language, "en">, text: string): Triage | null {
  const rules = languageRules[language];
  const plain = text.toLowerCase().replace(/\s+/g, " ").trim();
  if (!partlyIn(language, plain)) return null;
  const bodily = plain
    .replace(new RegExp(rules.notABleed.source, "gu"), "_")
    .replace(new RegExp(rules.absent.source, "gu"), "_");
  if (matchesAny(rules.emergency, bodily)) return "emergency";
  if (matchesAny(rules.redFlag, bodily) || matchesAny(rules.redFlagAsTyped, plain)) return "red-flag";
  if (matchesAny(rules.diagnosis, plain)) return "diagnosis";
  return null;
}
