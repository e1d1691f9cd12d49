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
    "kerana bagaimana adakah sebelum selepas lepas baru"
  ).split(" "),
);

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
];

/** The English word a Chinese, Malay or Tamil word of our topics means, if it is one. */
export function englishFor(segment: string): string | undefined {
  return han[segment] ?? latin[malayStem(segment)] ?? tamil.find(([stem]) => segment.startsWith(stem))?.[1];
}
