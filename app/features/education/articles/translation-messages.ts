import type { Lang } from "~/lib/i18n/languages";

/**
 * The article page's notes about its language (issue 27), in each of the four languages. Kept here
 * until the message files exist (being built alongside); they move there when the two meet.
 */
type Notes = {
  reviewed: (by: string, on: string) => string;
  reviewPending: string;
  englishOnly: string;
  outOfDate: string;
  readEnglish: string;
};

export const translationNotes: Record<Lang, Notes> = {
  en: {
    reviewed: (by, on) => `Translation reviewed by ${by} on ${on}.`,
    reviewPending: "Translated; review pending.",
    englishOnly: "This article is available in English only.",
    outOfDate:
      "The English article has changed since this translation was made. The English version is the most up to date.",
    readEnglish: "Read the English version",
  },
  zh: {
    reviewed: (by, on) => `译文已由${by}于${on}审核。`,
    reviewPending: "已翻译；尚待审核。",
    englishOnly: "本文目前只有英文版本。",
    outOfDate: "本译文完成后，英文原文已有更改。最新内容请以英文版本为准。",
    readEnglish: "阅读英文版本",
  },
  ms: {
    reviewed: (by, on) => `Terjemahan disemak oleh ${by} pada ${on}.`,
    reviewPending: "Telah diterjemahkan; menunggu semakan.",
    englishOnly: "Artikel ini hanya tersedia dalam bahasa Inggeris.",
    outOfDate:
      "Artikel bahasa Inggeris telah berubah sejak terjemahan ini dibuat. Versi bahasa Inggeris ialah versi yang terkini.",
    readEnglish: "Baca versi bahasa Inggeris",
  },
  ta: {
    reviewed: (by, on) => `இந்த மொழிபெயர்ப்பை ${by} ${on} அன்று சரிபார்த்தார்.`,
    reviewPending: "மொழிபெயர்க்கப்பட்டது; சரிபார்ப்பு நிலுவையில் உள்ளது.",
    englishOnly: "இந்தக் கட்டுரை ஆங்கிலத்தில் மட்டுமே கிடைக்கிறது.",
    outOfDate: "இந்த மொழிபெயர்ப்புக்குப் பிறகு ஆங்கிலக் கட்டுரை மாற்றப்பட்டுள்ளது. ஆங்கிலப் பதிப்பே மிகவும் புதியது.",
    readEnglish: "ஆங்கிலப் பதிப்பைப் படிக்கவும்",
  },
};
