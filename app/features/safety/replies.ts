import type { Language, SafetyLink, SafetyReply, Triage } from "./types";

/**
 * The advice for each level, in each language the rules read. Plain words, short sentences; an
 * emergency says 995 in its first sentence. The English is the chatbot's wording of issue 16; the
 * other languages say the same things.
 */
type Words = Record<Triage, string> & { findGp: string };

const words: Record<Language, Words> = {
  en: {
    emergency:
      "This sounds like an emergency. Please call 995 now, or go to the nearest A&E (Accident and Emergency) straight away.\n\n" +
      "Do not wait, and do not drive yourself. If someone is with you, ask them to help.",
    "red-flag":
      "Please see a doctor about this soon, within the next few days. Do not wait for your next screening test.\n\n" +
      "This can have many causes, and most are not cancer. But only a doctor who checks you can tell. A GP can examine you and send you for tests if needed.\n\n" +
      "If there is heavy bleeding, or you feel faint, call 995 or go to the A&E now.",
    diagnosis:
      "I'm sorry, I can't tell what is wrong or suggest medicine or treatment. Only a doctor who examines you can do that safely.\n\n" +
      "Please see a GP. They can check you, explain your results and send you to a specialist if needed.",
    findGp: "Find a GP near you",
  },
  zh: {
    emergency:
      "请立即拨打995，或马上去最近的急诊部（A&E）。这听起来是紧急情况。\n\n" +
      "不要等，也不要自己开车。如果身边有人，请他们帮忙。",
    "red-flag":
      "请尽快去看医生，最好在这几天内。不要等到下一次筛查。\n\n" +
      "这可能有很多原因，大多数不是癌症。但只有为您检查的医生才能判断。家庭医生（GP）可以为您检查，需要时安排检验。\n\n" +
      "如果出血很多，或感到头晕、快要晕倒，请立即拨打995或去急诊部。",
    diagnosis:
      "抱歉，我无法判断您哪里不对，也不能建议药物或治疗。只有为您检查的医生才能安全地做到。\n\n" +
      "请去看家庭医生（GP）。他们可以为您检查、解释结果，需要时转介专科医生。",
    findGp: "查找附近的家庭医生（GP）",
  },
  ms: {
    emergency:
      "Sila hubungi 995 sekarang, atau pergi ke Jabatan Kecemasan (A&E) yang terdekat dengan segera. Ini kedengaran seperti kecemasan.\n\n" +
      "Jangan tunggu, dan jangan memandu sendiri. Jika ada orang bersama anda, minta mereka membantu.",
    "red-flag":
      "Sila berjumpa doktor tentang perkara ini segera, dalam beberapa hari ini. Jangan tunggu ujian saringan anda yang seterusnya.\n\n" +
      "Ini boleh disebabkan oleh banyak perkara, dan kebanyakannya bukan kanser. Tetapi hanya doktor yang memeriksa anda boleh memastikannya. Doktor GP boleh memeriksa anda dan menghantar anda untuk ujian jika perlu.\n\n" +
      "Jika pendarahan banyak, atau anda rasa hendak pengsan, hubungi 995 atau pergi ke A&E sekarang.",
    diagnosis:
      "Maaf, saya tidak dapat memberitahu apa yang tidak kena, atau mencadangkan ubat atau rawatan. Hanya doktor yang memeriksa anda boleh melakukannya dengan selamat.\n\n" +
      "Sila berjumpa doktor GP. Mereka boleh memeriksa anda, menerangkan keputusan anda dan merujuk anda kepada pakar jika perlu.",
    findGp: "Cari doktor GP berhampiran anda",
  },
  ta: {
    emergency:
      "உடனே 995-ஐ அழைக்கவும், அல்லது அருகிலுள்ள அவசர சிகிச்சைப் பிரிவுக்கு (A&E) உடனே செல்லவும். இது அவசர நிலையாகத் தெரிகிறது.\n\n" +
      "காத்திருக்க வேண்டாம், நீங்களே வாகனம் ஓட்ட வேண்டாம். உங்களுடன் யாராவது இருந்தால், உதவி கேளுங்கள்.",
    "red-flag":
      "இதைப் பற்றி விரைவில், அடுத்த சில நாட்களுக்குள், ஒரு மருத்துவரைப் பாருங்கள். உங்கள் அடுத்த பரிசோதனை வரை காத்திருக்க வேண்டாம்.\n\n" +
      "இதற்குப் பல காரணங்கள் இருக்கலாம், பெரும்பாலானவை புற்றுநோய் அல்ல. ஆனால் உங்களைப் பரிசோதிக்கும் மருத்துவரால் மட்டுமே சொல்ல முடியும். ஒரு GP உங்களைப் பரிசோதித்து, தேவைப்பட்டால் பரிசோதனைகளுக்கு அனுப்புவார்.\n\n" +
      "அதிக இரத்தப்போக்கு இருந்தால், அல்லது மயக்கமாக உணர்ந்தால், 995-ஐ அழைக்கவும் அல்லது உடனே A&E-க்குச் செல்லவும்.",
    diagnosis:
      "மன்னிக்கவும், உங்களுக்கு என்ன பிரச்சினை என்று என்னால் சொல்ல முடியாது, மருந்து அல்லது சிகிச்சையையும் பரிந்துரைக்க முடியாது. உங்களைப் பரிசோதிக்கும் மருத்துவரால் மட்டுமே அதைப் பாதுகாப்பாகச் செய்ய முடியும்.\n\n" +
      "ஒரு GP-ஐப் பாருங்கள். ஒரு மருத்துவர் உங்களைப் பரிசோதித்து, முடிவுகளை விளக்கி, தேவைப்பட்டால் நிபுணரிடம் அனுப்புவார்.",
    findGp: "அருகிலுள்ள GP-ஐக் கண்டறியவும்",
  },
};

/** The advice for a level in a language: 995 first for an emergency, Find a GP for the others. */
export function safetyReply({ level, language }: { level: Triage; language: Language }): SafetyReply {
  const w = words[language];
  const links: SafetyLink[] = level === "emergency" ? [] : [{ label: w.findGp, href: "/find-a-gp" }];
  return { text: w[level], links, lang: language };
}
