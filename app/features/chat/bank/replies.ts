import facts from "../../../../content/facts.json";
import { plural } from "~/lib/text/plural";
import type { ChatLink } from "../types";
import type { BankLanguage } from "./schema";

/**
 * The bot's own words around the answer bank, in the four languages. The Chinese, Malay and Tamil
 * lines are machine-assisted drafts no one has reviewed yet, like the answers they go with.
 */
export const bankReplies: Record<
  BankLanguage,
  {
    unreviewed: string;
    englishOnly: string;
    clarify: string;
    unknownChoice: string;
    decline: string;
    offTopic: string;
  }
> = {
  en: {
    unreviewed: "",
    englishOnly: "",
    clarify: "I want to be sure I answer the right question. Which one did you mean?",
    unknownChoice: "Sorry, I could not find that question. Please type your question in your own words.",
    offTopic:
      "I'm the RID-CRC helper, so I can only answer questions about colorectal cancer, screening and our movement.",
    decline:
      "Sorry, I don't have a good answer to that, and I don't want to guess about your health. You can look through our FAQ or write to our team; a doctor can answer questions about your own health.",
  },
  zh: {
    unreviewed: "（翻译尚未审核）",
    englishOnly: "这个回答暂时只有英文：",
    clarify: "我想确定回答的是您的问题。您指的是哪一个？",
    unknownChoice: "抱歉，我找不到这个问题。请用您自己的话输入问题。",
    offTopic: "我是RID-CRC助手，只能回答关于大肠癌、筛查和我们运动的问题。",
    decline:
      "抱歉，这个问题我没有好的答案，也不想猜测您的健康状况。您可以看看常见问题，或写信给我们的团队；关于您自己的健康，请问医生。",
  },
  ms: {
    unreviewed: "(Terjemahan belum disemak)",
    englishOnly: "Jawapan ini hanya ada dalam bahasa Inggeris buat masa ini:",
    clarify: "Saya mahu pastikan saya jawab soalan yang betul. Yang mana satu maksud anda?",
    unknownChoice: "Maaf, saya tidak jumpa soalan itu. Sila taip soalan anda dengan perkataan sendiri.",
    offTopic:
      "Saya pembantu RID-CRC, jadi saya hanya boleh menjawab soalan tentang kanser kolorektal, saringan dan gerakan kami.",
    decline:
      "Maaf, saya tiada jawapan yang baik untuk itu, dan saya tidak mahu meneka tentang kesihatan anda. Anda boleh lihat Soalan Lazim kami atau tulis kepada pasukan kami; doktor boleh menjawab soalan tentang kesihatan anda sendiri.",
  },
  ta: {
    unreviewed: "(மொழிபெயர்ப்பு இன்னும் சரிபார்க்கப்படவில்லை)",
    englishOnly: "இந்தப் பதில் இப்போது ஆங்கிலத்தில் மட்டுமே உள்ளது:",
    clarify: "சரியான கேள்விக்குப் பதில் சொல்ல விரும்புகிறேன். நீங்கள் எதைக் கேட்டீர்கள்?",
    unknownChoice: "மன்னிக்கவும், அந்தக் கேள்வியைக் கண்டுபிடிக்க முடியவில்லை. உங்கள் சொந்த வார்த்தைகளில் கேள்வியைத் தட்டச்சு செய்யுங்கள்.",
    offTopic:
      "நான் RID-CRC உதவியாளர்; பெருங்குடல் புற்றுநோய், பரிசோதனை மற்றும் எங்கள் இயக்கம் பற்றிய கேள்விகளுக்கு மட்டுமே பதில் சொல்ல முடியும்.",
    decline:
      "மன்னிக்கவும், இதற்கு என்னிடம் நல்ல பதில் இல்லை; உங்கள் உடல்நலம் பற்றி ஊகிக்க விரும்பவில்லை. எங்கள் FAQ-ஐப் பாருங்கள் அல்லது எங்கள் குழுவுக்கு எழுதுங்கள்; உங்கள் உடல்நலம் பற்றி மருத்துவரிடம் கேளுங்கள்.",
  },
};

/**
 * A message that describes a symptom of the person's own (one the safety rules do not name) and asks
 * a question: one question first, so an answer about screening never stands in for a doctor.
 */
export const symptomCheck = {
  text:
    "Before I answer: do you have any of these now: blood in your stool, a change in your bowel habits " +
    `lasting more than ${plural(facts.care.symptomWeeks, "week")}, tummy pain that does not go away, or weight loss without trying? ` +
    "If you do, or if something feels wrong, please see a doctor to be sure: screening tests are for people without symptoms.",
  yes: { label: "Yes, or I'm not sure: find a GP", href: "/find-a-gp" },
  no: (question: string) => `No, just answer: ${question}`,
  alone:
    "If something feels wrong with your body, please see a doctor to be sure. I can't tell what a symptom means, and screening tests are for people without symptoms.",
};

/** Where a clarifying question's choice goes: a plain link, so it works without JavaScript. */
export const choiceHref = (intentId: string, lang: BankLanguage) =>
  `/chat?ask=${encodeURIComponent(intentId)}&lang=${lang}`;

export const declineLinks = (contactEmail: string): ChatLink[] => [
  { label: "FAQ", href: "/education/faqs" },
  { label: contactEmail, href: `mailto:${contactEmail}` },
];
