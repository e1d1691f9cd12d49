import { rx, any, type LanguageRules } from "./rule-kit";

// Tamil, in its script and romanised: its safety rules.
const TA_BLOOD = any("ரத்த", "குருதி", "blood", "bleed", "\\bra+t?th?t?h?am\\w*");
const TA_STOOL = any(
  "மலம்",
  "மலத்",
  "motion",
  "stool",
  "toilet",
  "டாய்லெட்",
  "கழிவறை",
  "பாத்ரூம்",
  "ஆசனவா",
  "மலவாய்",
  "anus",
  "bottom",
);
const TA_PAIN = any("வலி", "\\bvali\\b", "pain");
/** Signs that a bleed takes too much: dizziness ("தலை சுத்துது" as it is said), fainting, pallor. */
const TA_SHOCK = any(
  "தலை ?ச(?:ு|ூ)(?:ற்|த்)து",
  "மயக்க",
  "மயங்கி",
  "வெளிறி",
  "வெளுத்து",
  "குளிர் வியர்வை",
  "படபட",
  "\\bmayak+am\\b",
  "dizzy",
  "giddy",
  "faint",
  "pale",
);

export const tamil: LanguageRules = {
  notABleed: any(
    "(?:இ)?ரத்தப்? பரிசோதனை",
    "(?:இ)?ரத்த அழுத்த",
    "(?:இ)?ரத்த ?சோகை",
    "(?:இ)?ரத்த தான",
    "மறைந்த (?:இ)?ரத்த",
    "blood tests?",
  ),
  // "ரத்தம் இல்லை", "மலத்தில் ரத்தம் வரவில்லை", "rattham illa", "எடை குறையவில்லை". Tamil says the
  // "not" after the sign; only these words of absence, never "நிற்கவில்லை" (it will not stop) nor
  // "தெரியவில்லை" (I do not know whether), nor an absence that has ended.
  absent: rx(
    "(?:இ)?ரத்த(?:ம்|மோ|மே|மும்)? ?(?:எதுவும் |ஏதும் |கொஞ்சம் கூட |சுத்தமா )?(?:இல்லை|இல்ல|வரவில்லை|வரல|வருவதில்லை|காணவில்லை|கிடையாது|வந்ததில்லை)(?![^.?!]{0,40}(?:இப்போ|இப்போது|ஆனால் இப்போ|இப்ப))" +
      "|\\bblood (?:இல்லை|இல்ல)|\\bra+t?th?t?h?am\\w* (?:illa|illai|varala|varalai)\\b" +
      "|எடை (?:\\S+ )?(?:குறையவில்லை|குறையல|குறைவதில்லை|குறையவே இல்லை|மாறவில்லை)",
  ),
  emergency: [
    [
      TA_BLOOD,
      any(
        "நிறைய",
        "அதிகம",
        "கொட்டு",
        "நிற்க(?:வே)? ?(?:இல்லை|வில்லை)",
        "நிக்கல",
        "நிக்கவே",
        // "very" only beside the blood: "ரொம்ப சோர்வா ... கொஞ்சம் ரத்தம்" is tiredness and a little blood.
        "ரொம்ப (?:\\S+ )?(?:இ)?ரத்த|ரத்த\\S* (?:\\S+ )?ரொம்ப",
        "\\bromba (?:\\S+ )?ra+t?th?t?h?am|\\bra+t?th?t?h?am\\w* (?:\\S+ )?romba\\b",
        "\\bn[ei]raya\\b",
        "(?<!\\bnot (?:\\w+ )?)a lot",
        "(?<!\\bnot (?:\\w+ )?)heavy",
      ),
    ],
    [TA_BLOOD, TA_SHOCK],
    // Black, tar-like stool (a bleed higher up) with dizziness or fainting.
    [any("கருப்ப", "கறுப்ப", "கருமை", "தார்", "black", "tarry"), TA_STOOL, TA_SHOCK],
    any("மயங்கி விழு", "மயக்கம் போட்டு", "மயக்கமடை", "நினைவிழ", "நினைவு இல்லை", "collaps", "passed out", "fainted"),
    [
      TA_PAIN,
      any("தாங்க ?முடிய", "தாங்க முடியல", "கடுமையான", "கடும்", "பயங்கர", "\\bthaanga mudiyala\\b", "severe", "unbearable"),
    ],
    any("(?:இ)?ரத்த வாந்தி", "வாந்தியில் (?:இ)?ரத்த", "(?:இ)?ரத்த(?:ம்|மா)? ?வாந்தி", "இருமலில் (?:இ)?ரத்த"),
    any("நெஞ்சு ?வலி", "மார்பு வலி", "நெஞ்சில் வலி", "மாரடைப்பு", "chest pain", "heart attack"),
    any("மூச்சு விட முடிய", "மூச்சுத் ?திணற", "மூச்சு திணற", "மூச்சு வாங்க", "மூச்சு வரல"),
    any("தற்கொலை", "வாழ விருப்பம் இல்லை", "suicid"),
    [any("வீங்கி", "வீக்கம்", "உப்பி", "bloat", "swollen"), any("வாந்தி", "vomit", "காற்று (?:போக|வர)(?:வில்லை|ல)")],
  ],
  redFlag: [
    [TA_BLOOD, TA_STOOL],
    [any("கருப்ப", "கறுப்ப", "கருமை", "black"), TA_STOOL],
    [any("பழக்க(?:ம்)? (?:\\S+ )?மாறி", "பழக்கத்தில் மாற்றம்", "மாற்றம்"), TA_STOOL],
    [
      any("வயிற்றுப் ?போக்கு", "வயிற்று போக்கு", "பேதி", "மலச்சிக்கல்", "diarrh", "constipat", "loose motion"),
      any("வாரம", "மாதம", "மாசம", "நாளா", "நிற்கவில்லை", "நிக்கல", "week", "month"),
    ],
    [any("மெல்லி", "ஒல்லி", "குறுகி", "thin", "pencil"), TA_STOOL],
    any("எடை (?:\\S+ )?(?:குறை|இறங்கு)", "எடை குறைந்", "இளைத்து", "மெலிந்து", "weight loss"),
    [any("கட்டி", "lump"), any("வயி", "ஆசனவா", "மலவாய்", "stomach", "abdomen")], // Cramps, bloating or tummy pain for weeks: "ஒரு மாசமா வயிறு உப்புசமா இருக்கு".
    [
      any("உப்புசம", "வயிறு (?:\\S+ )?(?:உப்பி|வலி)", "வயிற்று ?வலி", "பிடிப்பு", "cramp", "bloat"),
      any("வாரம", "வாரங்கள", "மாதம", "மாசம", "weeks", "months?"),
    ],
  ],
  redFlagAsTyped: [any("(?:இ)?ரத்த ?சோகை", "anaemi", "anemi", "ஹீமோகுளோபின் குறை")],
  diagnosis: [
    [
      any("எனக்கு", "அவருக்கு", "அவளுக்கு", "அம்மாவுக்கு", "அப்பாவுக்கு", "இது", "இந்த", "\\benn?akk?u\\b"),
      any("புற்று", "cancer", "கேன்சர்", "கட்டி", "நோய்"),
      any("இருக்கா", "இருக்குமா", "இருக்கிறதா", "ஆ\\s*\\?", "-ஆ", "தானா", "ஆனதா", "\\birukk?a\\b"),
    ],
    any("என்ன நோய்", "என்ன பிரச்ச[னி]ை", "\\bdiagnos(?:e|is)\\b"),
    any("என்ன மருந்து", "எந்த மருந்து", "மருந்து (?:\\S+ )?(?:சாப்பிட|எடுக்க)(?:ணும|வேண்டும)", "\\benna marun?dh?u\\b"),
    [any("report", "ரிப்போர்ட்", "அறிக்கை", "முடிவு", "result"), any("பார்த்து", "படித்து", "விளக்க", "சொல்லு", "check")],
    any("சாகப் ?போகிறேன", "சாவேனா", "இறந்து ?விடுவேனா", "பிழைப்பேனா"),
    // "எனக்குப் புற்றுநோயா?", "cancer-ஆ?": the question ending on the illness itself.
    [
      any("எனக்கு", "அவருக்கு", "அவளுக்கு", "அம்மாவுக்கு", "அப்பாவுக்கு", "இது", "\\benn?akk?u\\b"),
      any("புற்றுநோயா", "கேன்சரா", "கேன்சர் ?ஆ", "cancer ?-? ?ஆ", "cancer ?-? ?வா", "\\bcancer(?:a|aa|ah)\\b"),
    ],
    // A medicine or a dose: "எத்தனை மாத்திரை", "எவ்வளவு மருந்து", "aspirin நிறுத்தலாமா". Not the bowel
    // preparation's drink before a colonoscopy, which the clinic's instructions (and the bank) answer.
    [
      rx("^(?!.*(?:prep|கொலனோஸ்கோபி|கொலோனோஸ்கோபி|கோலனோஸ்கோபி|colonoscopy|scope|ஸ்கோப்|சுத்த))"),
      any(
        "எத்தனை (?:மாத்திரை|tablet|மருந்து)",
        "எவ்வளவு (?:மருந்து|மாத்திரை|டோஸ்|dose)",
        "(?:மருந்து|மாத்திரை|tablet)\\S* (?:\\S+ )?(?:எத்தனை|எவ்வளவு)",
        "டோஸ்",
        "\\bdose\\b",
        "(?:மருந்த|மாத்திரைய|aspirin|warfarin|ஆஸ்பிரின்)\\S* (?:\\S+ )?நிறுத்த(?:லாமா|ணுமா|வேண்டுமா|வா)",
        "\\b(?:evvalavu|ethana|ethanai) (?:marun?dh?u|tablet|mathirai)",
        "\\bentha marun?dh?u\\b",
      ),
    ],
    // A cream or medicine recommended, how often to apply it, and a verdict between two: "எந்த
    // க்ரீம் போடலாம்", "ஒரு நாளைக்கு எத்தனை முறை தடவ", "மூலமா cancer-ஆ".
    any(
      "(?:எந்த|என்ன) (?:க்ரீம்|கிரீம்|களிம்பு|cream)",
      "(?:க்ரீம்|கிரீம்|களிம்பு|cream|மருந்த)\\S* (?:\\S+ )?(?:பரிந்துரை|recommend|சொல்லுங்க)",
      "எத்தனை (?:முறை|தடவை) (?:\\S+ )?(?:தடவ|போட|பூச|சாப்பிட|apply)",
      "(?:மூலம|மூல நோய|piles)\\S*[^.?!]{0,6}(?:புற்றுநோய|கேன்சர|cancer)\\S*\\s*\\?",
    ),
    // Staging: "எந்த stage", "எத்தனையாவது நிலை".
    any("(?:எந்த|என்ன) ?stage", "(?:எந்த|என்ன|எத்தனையாவது) நிலை(?:யில்)?"),
  ],
};
