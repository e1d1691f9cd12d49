/**
 * The bank's words across languages (issue 28). Most phrasings are English, and a Chinese, Malay or
 * Tamil message shares few words with its language's handful: each of these languages' words of
 * our topics also counts as the English word it means (at a synonym's weight), so "kolonoskopi …
 * memandu" meets "drive after a colonoscopy", and everyday Malay words ("saya", "boleh", "tak") say
 * as little as English stop words do. Our own table of the topics' words, not a dictionary.
 */

/** Malay words that carry no topic: weighed as question words, like "what" and "how". */
export const MALAY_FUNCTION = new Set(
  (
    "saya sy aku anda awak kamu korang dia kami kita mereka ini ni itu tu yang dan atau di ke dari daripada untuk " +
    "utk pada dengan dgn ada tak tidak x nak mahu hendak kena perlu boleh buat apa bila mana macam berapa kah lah " +
    "pun je jer sahaja saja dah sudah belum masih akan juga lagi sangat sikit ek eh kan ka ya oleh jika kalau sebab " +
    "kerana bagaimana adakah sebelum selepas lepas baru " +
    // Forms of address ("bang saya drebar teksi": "bro, I drive a taxi"), not the relatives they name.
    "bang abg bro kak cik encik tuan puan"
  ).split(" "),
);

/**
 * Tamil words that carry no topic (pronouns, "can", "do", "must", particles): weighed as question
 * words too, so "FIT-ஐ வீட்டிலேயே செய்ய முடியுமா?" meets the home test, not every phrasing that ends
 * in "முடியுமா" ("can one…?"). Verbs by stem, whatever their suffixes; short words whole.
 * (Chinese function words were tried the same way, 2026-11-27: the development sets fell, so not.)
 */
const TAMIL_FUNCTION =
  /^(?:(?:நான்|நாங்க|என்|எனக்கு|என்னுடைய|உங்க\p{L}*|நீங்க|அவங்க\p{L}*|அவர்\p{L}*|இந்த|அந்த|இது|அது|இதை|அதை|ஒரு|தான்|மட்டும்|எதுவும்|ஆ|ஐ)$|செய்ய|செய்வ|பண்ண|பண்ற|முடியும|முடியுமா|வேண்டும|வேண்டுமா|இருக்கு|இருக்கிற)/u;

/** A word that says how a question is asked, not what about: weighed as a question word. */
export const isFunctionWord = (segment: string) => MALAY_FUNCTION.has(segment) || TAMIL_FUNCTION.test(segment);

/** A Malay particle or suffix that does not change the word's meaning here ("maksudnya", "bolehkah"). */
const malayStem = (word: string) => word.replace(/^(.{4,}?)(?:nya|lah|kah)$/u, "$1");

const latin: Record<string, string> = {
  kolonoskopi: "colonoscopy",
  skop: "scope",
  memandu: "drive",
  pandu: "drive",
  kereta: "drive",
  percuma: "free",
  kos: "cost",
  harga: "cost",
  bayar: "pay",
  najis: "stool",
  berak: "stool",
  darah: "blood",
  usus: "bowel",
  ujian: "test",
  saringan: "screening",
  keputusan: "result",
  polip: "polyp",
  buasir: "piles",
  makan: "eat",
  minum: "drink",
  ubat: "medicine",
  doktor: "doctor",
  klinik: "clinic",
  umur: "age",
  berumur: "age",
  usia: "age",
  tahun: "year",
  setiap: "every",
  daging: "meat",
  proses: "processed",
  diproses: "processed",
  risiko: "risk",
  keluarga: "family",
  sakit: "pain",
  takut: "scared",
  bius: "sedation",
  daftar: "register",
  mendaftar: "register",
  kisah: "story",
  cerita: "story",
  kongsi: "share",
  syarikat: "company",
  taja: "sponsor",
  menaja: "sponsor",
  bahasa: "language",
  melayu: "malay",
  temujanji: "appointment",
  hubungi: "contact",
  senarai: "directory",
  rumah: "home",
  kanser: "cancer",
  pencahar: "laxative",
  // Everyday Malay for the same things (spoken and written forms).
  bawa: "drive",
  normal: "normal",
  biasa: "normal",
  rujukan: "referral",
  rujuk: "referral",
  surat: "letter",
  borang: "form",
  tempah: "appointment",
  nenek: "grandmother",
  datuk: "grandfather",
  bapa: "father",
  ayah: "father",
  abah: "father",
  ibu: "mother",
  emak: "mother",
  mak: "mother",
  abang: "brother",
  kakak: "sister",
  adik: "sibling",
  tahunan: "yearly",
  kerap: "often",
  ulang: "repeat",
  semula: "again",
  positif: "positive",
  negatif: "negative",
  serat: "fibre",
  sayur: "vegetable",
  sayuran: "vegetable",
  buah: "fruit",
  insulin: "insulin",
  gula: "sugar",
  cakap: "speak",
  bercakap: "speak",
  faham: "understand",
  sembuh: "cure",
  gejala: "symptom",
  tanda: "sign",
  muda: "young",
  tua: "old",
  pakar: "specialist",
  hospital: "hospital",
  percubaan: "trial",
  kajian: "study",
};

/** Chinese words (as Intl.Segmenter finds them) and the English word each means. */
const han: Record<string, string> = {
  肠镜: "colonoscopy",
  大肠镜: "colonoscopy",
  结肠镜: "colonoscopy",
  粪便: "stool",
  大便: "stool",
  费用: "cost",
  多少钱: "cost",
  价钱: "cost",
  免费: "free",
  开车: "drive",
  驾车: "drive",
  痛: "pain",
  麻醉: "sedation",
  镇静: "sedation",
  年龄: "age",
  几岁: "age",
  家族: "family",
  爸爸: "father",
  父亲: "father",
  妈妈: "mother",
  母亲: "mother",
  息肉: "polyp",
  登记: "register",
  注册: "register",
  诊所: "clinic",
  医生: "doctor",
  华语: "mandarin",
  中文: "chinese",
  语言: "language",
  故事: "story",
  赞助: "sponsor",
  公司: "company",
  每年: "yearly",
  检查: "check",
  筛查: "screening",
  家里: "home",
  在家: "home",
  // Words Intl.Segmenter finds in people's questions ("我爸爸…得了大肠癌", "每隔几年").
  大肠癌: "cancer",
  肠癌: "cancer",
  癌: "cancer",
  癌症: "cancer",
  筛检: "screening",
  检测: "test",
  阳性: "positive",
  阴性: "negative",
  结果: "result",
  正常: "normal",
  几年: "year",
  多久: "often",
  医院: "hospital",
  专科: "specialist",
  预约: "appointment",
  转介: "referral",
  吃: "eat",
  喝: "drink",
  药: "medicine",
  纤维: "fibre",
  蔬菜: "vegetable",
  痔疮: "piles",
  便血: "blood",
  症状: "symptom",
  哥哥: "brother",
  姐姐: "sister",
  奶奶: "grandmother",
  外婆: "grandmother",
  年轻人: "young",
  运动: "exercise",
  運動: "exercise",
  风险: "risk",
  風險: "risk",
  预防: "prevent",
  預防: "prevent",
};

/** Tamil stems (a word begins with one, whatever its suffixes) and the English word each means. */
const tamil: [string, string][] = [
  ["கொலோனோஸ்கோபி", "colonoscopy"],
  ["கொலனோஸ்கோபி", "colonoscopy"],
  ["கோலோனோஸ்கோபி", "colonoscopy"],
  ["வருட", "year"],
  ["வருஷ", "year"],
  ["ஆண்டு", "year"],
  ["இரத்த", "blood"],
  ["ரத்த", "blood"],
  ["மலத்", "stool"],
  ["பரிசோதனை", "test"],
  ["வீட்டி", "home"],
  ["வயது", "age"],
  ["வயசு", "age"],
  ["பதிவு", "register"],
  ["மருத்துவர", "doctor"],
  ["சாப்பிட", "eat"],
  ["வலி", "pain"],
  ["மயக்க", "sedation"],
  ["ஓட்ட", "drive"],
  ["செலவு", "cost"],
  ["இலவச", "free"],
  ["குடும்ப", "family"],
  ["அப்பா", "father"],
  ["அம்மா", "mother"],
  ["முறை", "often"],
  ["மொழி", "language"],
  ["தமிழ்", "tamil"],
  ["கதை", "story"],
  // Spoken Tamil and English words written in Tamil letters ("ரிசல்ட்", "நார்மலா").
  ["கோலனோஸ்கோபி", "colonoscopy"],
  ["கொலோனஸ்கோபி", "colonoscopy"],
  ["ரிசல்ட்", "result"],
  ["முடிவு", "result"],
  ["நார்மல", "normal"],
  ["சாதாரண", "normal"],
  ["டாக்டர", "doctor"],
  ["கிளினிக்", "clinic"],
  ["ஸ்கிரீனிங்", "screening"],
  ["சோதனை", "test"],
  ["டெஸ்ட்", "test"],
  ["புற்றுநோய", "cancer"],
  ["கேன்சர", "cancer"],
  ["குடல", "bowel"],
  ["பாலிப்", "polyp"],
  ["மருந்து", "medicine"],
  ["உணவு", "food"],
  ["நார்ச்சத்து", "fibre"],
  ["காய்கறி", "vegetable"],
  ["கீரை", "vegetable"],
  ["பாட்டி", "grandmother"],
  ["தாத்தா", "grandfather"],
  ["அண்ணன", "brother"],
  ["அக்கா", "sister"],
  ["பய", "scared"],
  ["அடுத்த", "next"],
  ["தடவை", "often"],
  ["விலை", "cost"],
  ["கட்டண", "cost"],
  ["நேர்மறை", "positive"],
  ["பாசிட்டிவ", "positive"],
  ["எதிர்மறை", "negative"],
  ["நெகட்டிவ", "negative"],
  ["மூல", "piles"],
  ["அறிகுறி", "symptom"],
  ["அடிக்கடி", "often"],
  ["கழித்து", "after"],
  ["கழிச்சு", "after"],
  ["முன்னாடி", "before"],
  ["முன்பு", "before"],
  ["முன்", "before"],
  ["பிறகு", "after"],
  ["அப்புறம்", "after"],
  ["பின்", "after"],
  // Everyday words of the common questions (start, drink, money, buy, citizen, tablets, instead,
  // enough, risk), formal and spoken: "ஆரம்பிக்க", "குடிக்கணும்", "காசு", "வாங்கலாம்", "போதுமா".
  ["ஆரம்பி", "start"],
  ["ஆரம்ப", "start"],
  ["தொடங்", "start"],
  ["குடிக்க", "drink"],
  ["குடிச்ச", "drink"],
  ["குடிப்ப", "drink"],
  ["காசு", "cost"],
  ["பணம", "cost"],
  ["பணத்த", "cost"],
  ["வாங்க", "buy"],
  ["மாத்திரை", "tablet"],
  ["பதிலா", "instead"],
  ["தயார", "prepare"],
  ["போதும", "enough"],
  ["ஆபத்த", "risk"],
  ["அபாய", "risk"],
  ["இறைச்சி", "meat"],
  ["உடற்பயிற்சி", "exercise"],
  ["எடை", "weight"],
];

/** The English word a Chinese, Malay or Tamil word of our topics means, if it is one. */
export function englishFor(segment: string): string | undefined {
  return han[segment] ?? latin[malayStem(segment)] ?? tamil.find(([stem]) => segment.startsWith(stem))?.[1];
}

/**
 * One spelling for the words people spell several ways: Tamil's transliterations of "colonoscopy"
 * (கொலோனோஸ்கோபி, கோலனோஸ்கோபி…) and Malay's short forms in chat ("mcm", "brp", "kene"). Without it
 * a phrasing that happens to share the message's spelling outscores the one that shares its question.
 */
const TAMIL_SPELLING: [RegExp, string][] = [
  [/^(?:கொ|கோ)(?:லோ|ல)னோ?ஸ்கோபி/u, "கொலனோஸ்கோபி"],
  // "When", written and spoken: எப்போது, எப்பொழுது, எப்போ.
  [/^எப்(?:போது|பொழுது|போ)$/u, "எப்போ"],
];
const MALAY_SPELLING: Record<string, string> = {
  mcm: "macam",
  camne: "macam",
  brp: "berapa",
  bape: "berapa",
  kene: "kena",
  nk: "nak",
  bole: "boleh",
  blh: "boleh",
  xde: "tiada",
  takde: "tiada",
  tkde: "tiada",
  kolonoskop: "kolonoskopi",
  colonoskopi: "kolonoskopi",
  ujian2: "ujian",
};

/** A word in the spelling the bank's phrasings use. */
export function respell(segment: string): string {
  const malay = MALAY_SPELLING[segment];
  if (malay) return malay;
  // Malay's plural written with a 2 ("tanda2", "ubat2"): the word itself.
  if (/^[a-z]{3,}2$/.test(segment)) return segment.slice(0, -1);
  for (const [variant, spelling] of TAMIL_SPELLING)
    if (variant.test(segment)) return segment.replace(variant, spelling);
  return segment;
}
