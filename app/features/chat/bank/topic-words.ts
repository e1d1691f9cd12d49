import type { BankLanguage } from "./schema";

/**
 * Words that make a Chinese, Malay or Tamil message about our topics (the bowel, screening, the
 * tests, costs, the movement): the other languages' counterpart of screening/topic.ts. A message
 * without one must match a phrasing much more closely before the bank answers it, so "怎么买股票"
 * is not taken for a FIT question because both ask "how".
 */
const TOPIC: Record<Exclude<BankLanguage, "en">, RegExp> = {
  zh: /癌|肠|镜|筛查|检测|检查|粪|大便|便血|息肉|医生|诊所|痔|血|运动|饮食|肉|纤维|费用|多少钱|免费|津贴|保健储蓄|活动|加入|朋友|翻译|中文|联系|FIT|CHAS|Healthier|MediSave|RID/iu,
  ms: /kanser|usus|kolon|rektum|kolorektal|saringan|ujian|najis|polip|doktor|klinik|poliklinik|kolonoskopi|skop|buasir|darah|serat|senaman|daging|makan|kos|percuma|subsidi|sertai|gerakan|acara|rujuk|hubungi|melayu|fit\b|chas|healthier|medisave|rid-crc|champion|pakar|risiko|gejala|keluarga/iu,
  ta: /புற்றுநோய்|குடல்|பரிசோதனை|சோதனை|ஸ்கிரீனிங்|மல|பாலிப்|மருத்துவ|கிளினிக்|கொலனோஸ்கோபி|ஸ்கோப்|மூலம்|இரத்த|நார்ச்சத்து|உடற்பயிற்சி|இறைச்சி|உணவு|செலவு|இலவச|மானிய|இயக்க|நிகழ்வு|பரிந்துரை|தொடர்பு|தமிழ்|ஆபத்து|அறிகுறி|குடும்ப|fit\b|chas|healthier|medisave|rid-crc|champion/iu,
};

export const topicalIn = (lang: Exclude<BankLanguage, "en">, text: string) => TOPIC[lang].test(text);
