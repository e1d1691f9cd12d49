import type { Rule } from "./english";
import type { Language, Triage } from "./types";

/**
 * The safety rules for Chinese, Malay and Tamil as people in Singapore type them: informal, with
 * English words mixed in ("我的 stool 有 blood", "boleh tengok report saya"), Tamil in its script
 * or romanised. Chinese and Tamil have no spaces between words, or join words together, so their
 * rules match word stems anywhere in the message; a rule of several parts needs all of them
 * somewhere in the message. Like the English rules they lean towards caution: a false red flag
 * costs one extra sentence. The cases they answer are in languages.test.ts, written from how
 * people describe symptoms before the rules were.
 */
type LanguageRules = {
  /** Phrases that name blood without naming a bleed (blood tests, the FIT's hidden blood), set aside first. */
  notABleed: RegExp;
  emergency: Rule[];
  redFlag: Rule[];
  /** Red flags read in the text as typed (low iron names blood without naming a bleed). */
  redFlagAsTyped: Rule[];
  diagnosis: Rule[];
};

const rx = (source: string) => new RegExp(source, "u");
const any = (...words: string[]) => rx(words.join("|"));

// ── Chinese (simplified and traditional) ───────────────────────────────────────────────────
/** 血 as a bleed, not 贫血 (anaemia), 验血/抽血 (a blood test), 潜血/隐血 (the FIT's hidden blood), 血压, 血糖. */
const ZH_BLOOD = any("(?<![贫貧验驗抽潜潛隐隱献獻])血(?![压壓糖型检檢脂液检查])", "blood", "bleed");
const ZH_STOOL = any(
  "大便",
  "粪",
  "糞",
  "便",
  "屎",
  "拉",
  "厕所",
  "廁所",
  "马桶",
  "馬桶",
  "纸上",
  "紙上",
  "擦",
  "stool",
  "poo",
  "motion",
  "toilet",
  "tissue",
);
const ZH_BOTTOM = any("肛", "屁股", "屁眼", "后面", "後面", "bottom", "anus");
const ZH_PAIN = any("痛", "疼", "pain");

const chinese: LanguageRules = {
  notABleed: any("blood test", "血液检查", "血液檢查", "血检", "血檢"),
  emergency: [
    // Heavy bleeding: "出很多血", "拉了一马桶", "止不住", "停不下来".
    [
      ZH_BLOOD,
      any(
        "很多",
        "好多",
        "大量",
        "不停",
        "止不住",
        "停不下",
        "止不了",
        "一马桶",
        "一馬桶",
        "满马桶",
        "滿馬桶",
        "喷",
        "噴",
        "一直(?:流|出|在流)血",
        "(?<!\\bnot (?:\\w+ )?)a lot",
        "non.?stop",
      ),
    ],
    // A bleed with dizziness, pallor, a cold sweat.
    [
      ZH_BLOOD,
      any(
        "晕",
        "暈",
        "头昏",
        "頭昏",
        "眼前发黑",
        "眼前發黑",
        "苍白",
        "蒼白",
        "脸色",
        "臉色",
        "冷汗",
        "心慌",
        "dizzy",
        "giddy",
        "faint",
        "pale",
      ),
    ],
    any(
      "晕倒",
      "暈倒",
      "昏倒",
      "昏迷",
      "晕过去",
      "暈過去",
      "昏过去",
      "昏過去",
      "不省人事",
      "collapse",
      "passed out",
      "fainted",
    ),
    // Severe pain: "痛得受不了", "剧痛", "痛死了".
    any(
      "受不了",
      "剧痛",
      "劇痛",
      "痛死",
      "疼死",
      "痛得",
      "疼得",
      "绞痛",
      "絞痛",
      "痛到",
      "疼到",
      "severe",
      "unbearable",
    ),
    [ZH_PAIN, any("冷汗", "站不起", "动不了", "動不了", "忍不住", "非常", "极", "極")],
    any("吐血", "呕血", "嘔血", "咳血", "吐出.{0,3}血", "vomit.{0,10}blood"),
    any("胸口.{0,3}(?:痛|疼|闷|悶|紧|緊)", "胸痛", "心口痛", "心脏病发", "心臟病發", "chest pain", "heart attack"),
    any("喘不过", "喘不過", "呼吸困难", "呼吸困難", "透不过气", "透不過氣", "不能呼吸", "没法呼吸", "沒法呼吸"),
    any("自杀", "自殺", "不想活", "想死", "轻生", "輕生", "suicid"),
    // A blocked bowel: a swollen, hard belly with vomiting or no wind.
    [
      any("胀", "脹", "肿", "腫", "swollen", "bloated"),
      any("呕吐", "嘔吐", "吐", "放不出屁", "不能放屁", "没有放屁", "沒有放屁", "vomit"),
    ],
  ],
  redFlag: [
    [ZH_BLOOD, any(ZH_STOOL.source, ZH_BOTTOM.source)],
    any("出血", "流血", "有血", "带血", "帶血"),
    any("(?:黑|柏油|深色).{0,6}(?:大便|粪|糞|便|屎)", "(?:大便|粪|糞|便|屎).{0,6}(?:黑|柏油)", "black.{0,10}stool"),
    any(
      "(?:大便|排便|便便|上厕所|上廁所)习惯.{0,6}(?:变|改)",
      "(?:大便|排便|便便)習慣.{0,6}(?:變|改)",
      "大便.{0,4}(?:变了|變了|改变|改變)",
    ),
    [
      any("腹泻", "腹瀉", "拉肚子", "泻", "瀉", "便秘", "diarrh", "constipat"),
      any(
        "星期",
        "礼拜",
        "禮拜",
        "周",
        "週",
        "个月",
        "個月",
        "好久",
        "很久",
        "总是",
        "總是",
        "老是",
        "经常",
        "經常",
        "还没好",
        "還沒好",
        "week",
        "month",
      ),
    ],
    any("(?:大便|便|屎).{0,6}(?:细|細|扁|铅笔|鉛筆)"),
    any(
      "瘦了",
      "消瘦",
      "体重.{0,4}(?:下降|减|轻|掉|少)",
      "體重.{0,4}(?:下降|減|輕|掉|少)",
      "掉了.{0,3}(?:公斤|斤|kg)",
      "weight loss",
    ),
    [
      any("硬块", "硬塊", "肿块", "腫塊", "一块东西", "一塊東西", "lump"),
      any("肚", "腹", "肛", "屁股", "abdomen", "stomach"),
    ],
    any("拉不干净", "拉不乾淨", "排不干净", "排不乾淨", "排不尽", "排不盡", "没拉完", "沒拉完"),
  ],
  redFlagAsTyped: [
    any("贫血", "貧血", "缺铁", "缺鐵", "血红素.{0,3}低", "血紅素.{0,3}低", "血红蛋白.{0,3}低", "anaemi", "anemi"),
  ],
  diagnosis: [
    // "我是不是得了癌症", "这会不会是肠癌", "是癌吗".
    [
      any(
        "(?:我|他|她|妈|媽|爸|这|這|那|会|會)[^，,。]{0,4}(?:是不是|会不会|會不會|是否|有没有|有沒有)",
        // "我得了…", not "我爸爸…得了大肠癌" (a relative's illness: a reason to screen, not a request).
        "(?:^|[，,。？?！!])[^，,。？?！!爸妈媽父母哥姐弟妹亲親友公婆叔姨舅]*(?:得了|患了)",
      ),
      any("癌", "肿瘤", "腫瘤", "息肉", "痔疮", "痔瘡", "病", "cancer", "tumou?r", "polyp"),
    ],
    // "是癌吗", "是不是肠癌吗": the condition inside the question, not "是真的吗" in a message about screening.
    any("是[^，,。？?]{0,4}(?:癌|肿瘤|腫瘤|息肉|痔|病|cancer)[^，,。？?]{0,3}[吗嗎]"),
    any("良性还是恶性", "恶性还是良性", "良性還是惡性", "惡性還是良性", "是不是恶性", "是不是惡性", "malignant"),
    any(
      "(?:帮|幫|给|給|替)我.{0,3}(?:诊断|診斷|看看|看一下)",
      "诊断一下",
      "診斷一下",
      "什么病",
      "甚麼病",
      "什麼病",
      // The English word alone ("帮我 diagnose 一下"), not "diagnosed with", which tells of a
      // diagnosis already made (a relative's, most often: a reason to screen, not a request).
      "\\bdiagnose\\b",
    ),
    any(
      "吃什么药",
      "吃什麼藥",
      "用什么药",
      "用什麼藥",
      "什么药",
      "什麼藥",
      "开药",
      "開藥",
      "药.{0,4}(?:怎么吃|吃多少)",
      "藥.{0,4}(?:怎麼吃|吃多少)",
    ),
    any("(?:看|读|讀|解释|解釋|分析).{0,6}(?:报告|報告|结果|結果|report|result)"),
    any("会不会死", "會不會死", "会死吗", "會死嗎", "活多久"),
    // A medicine or a dose, named or asked for: "泻药吃几粒", "阿司匹林要不要停", "剂量多少". Not the
    // bowel preparation before a colonoscopy, which the clinic's instructions (and the bank) answer.
    [
      rx("^(?!.*(?:肠镜|腸鏡|清肠|清腸|colonoscopy|scope|prep))"),
      any(
        "剂量",
        "劑量",
        "(?:吃|服|用)(?:几|幾)(?:粒|颗|顆|片|包|次)",
        "多少(?:粒|颗|顆|片|毫克|mg)",
        "(?:要不要|可不可以|可以|应该|應該|该不该|該不該)[^，,。？?]{0,3}停[^，,。？?]{0,4}(?:药|藥|阿司匹林|华法林|華法林|aspirin|warfarin)",
        "(?:泻药|瀉藥|通便药|通便藥|止泻药|止瀉藥|止痛药|止痛藥|抗生素)[^，,。？?]{0,6}(?:哪种|哪種|哪个|哪個|好|多少|几|幾)",
      ),
    ],
    // A person's own result or report read as a verdict, and staging: "我的报告…是不是癌", "第几期".
    [
      any("报告", "報告", "化验", "化驗", "\\bcea\\b", "切片", "指数", "指數", "report", "result"),
      any("(?:是不是|是否|算不算|会不会|會不會)[^，,。？?]{0,4}癌", "(?:是|算)[^，,。？?]{0,3}癌症?(?:吗|嗎)"),
    ],
    any("第(?:几|幾)期", "(?:几|幾)期了", "什么阶段", "什麼階段"),
  ],
};

// ── Malay (with the English words people mix in) ───────────────────────────────────────────
const MS_BLOOD = rx("(?<!kurang )\\b(?:darah|berdarah|pendarahan|perdarahan|blood|bleed\\w*)\\b");
const MS_STOOL = rx(
  "\\b(?:najis|berak|buang air besar|bab|tahi|stool|poo|motion|tandas|toilet|tisu|mangkuk tandas|dubur|bontot|punggung|anus|bottom)\\b",
);
const MS_PAIN = "(?:sakit|senak|memulas|pain)";

const malay: LanguageRules = {
  notABleed: rx(
    "\\b(?:ujian|periksa|pemeriksaan|cek|derma|tekanan|gula|kumpulan|jenis) darah\\b|\\bdarah (?:tersembunyi|tersorok|tak nampak|test)\\b|\\bblood tests?\\b",
  ),
  emergency: [
    [
      MS_BLOOD,
      rx(
        "\\b(?:banyak(?! kali)|byk|mencurah\\S*|tak berhenti|tidak berhenti|x berhenti|tak henti\\S*|mengalir|memancut|penuh|non.?stop|(?<!\\bnot (?:\\w+ )?)a lot)\\b",
      ),
    ],
    [
      MS_BLOOD,
      rx(
        "\\b(?:pening|pitam|pengsan|pucat|peluh sejuk|berpeluh sejuk|lemah sangat|berdebar|dizzy|giddy|pale|faint)\\b",
      ),
    ],
    rx("\\b(?:pengsan|pitam|tak sedarkan diri|tidak sedarkan diri|rebah|collaps\\w*|passed out|fainted)\\b"),
    rx(
      `\\b${MS_PAIN}\\b(?: \\S+){0,2}? (?:sangat|sgt|teruk|amat|gila|sgt2)\\b|\\b(?:sangat|amat|teramat) ${MS_PAIN}\\b|\\b(?:tak|tidak|x) (?:boleh )?tahan\\b|\\b(?:severe|unbearable)\\b`,
    ),
    rx("\\bmuntah\\S* (?:\\S+ )?darah\\b|\\bdarah (?:\\S+ )?muntah\\b|\\bbatuk (?:\\S+ )?darah\\b"),
    rx("\\bsakit dada\\b|\\bdada (?:\\S+ )?(?:sakit|sesak|ketat)\\b|\\bserangan jantung\\b|\\bchest pain\\b"),
    rx("\\bsesak nafas\\b|\\b(?:susah|sukar|tak boleh|tidak boleh|x boleh) (?:nak )?bernafas\\b|\\bsemput\\b"),
    rx("\\bbunuh diri\\b|\\btak (?:mahu|nak) hidup\\b|\\bsuicid\\w*"),
    [
      rx("\\b(?:kembung|bengkak|buncit|swollen|bloated)\\b"),
      rx("\\b(?:muntah\\S*|vomit\\w*|(?:tak|tidak|x) (?:boleh )?(?:kentut|buang angin))"),
    ],
  ],
  redFlag: [
    [MS_BLOOD, MS_STOOL],
    rx("\\b(?:nampak|ada|keluar|jumpa) darah\\b|\\bberdarah\\b"),
    rx("\\b(?:najis|berak|tahi|stool)\\S* (?:\\S+ ){0,3}?(?:hitam|gelap)\\b|\\bhitam (?:\\S+ ){0,2}?(?:najis|tahi)\\b"),
    rx(
      "\\b(?:tabiat|corak|cara) (?:buang air besar|berak|bab)\\b(?: \\S+){0,2}? (?:berubah|berlainan|lain)\\b|\\bperubahan (?:tabiat|corak) (?:buang air|berak)",
    ),
    [
      rx("\\b(?:cirit[- ]?birit|cirit|sembelit|susah berak|diarrh\\w*|constipat\\w*)"),
      rx(
        "\\b(?:minggu|seminggu|bulan|sebulan|berbulan\\S*|berminggu\\S*|lama|tak berhenti|asyik|selalu|week\\w*|month\\w*)\\b",
      ),
    ],
    rx("\\b(?:najis|berak|tahi|stool)\\S* (?:\\S+ ){0,3}?(?:kecil|halus|nipis|leper|macam pensel|seperti pensel)\\b"),
    rx(
      "\\bberat badan\\b(?: \\S+){0,2}? (?:turun|susut|berkurang|menurun|jatuh)\\b|\\b(?:turun|hilang) berat\\b|\\bkurus (?:mendadak|tiba)|\\bmakin kurus\\b|\\bweight loss\\b",
    ),
    [rx("\\b(?:ketulan|benjolan|bonjol|lump)\\b"), rx("\\b(?:perut|dubur|punggung|bontot|abdomen)\\b")],
    rx("\\b(?:tak|tidak|x) habis (?:berak|buang)\\b|\\brasa (?:nak )?berak lagi\\b"),
  ],
  redFlagAsTyped: [
    rx("\\bkurang darah\\b|\\banaemi\\w*|\\banemi\\w*|\\bkekurangan zat besi\\b|\\b(?:hb|hemoglobin) rendah\\b"),
  ],
  diagnosis: [
    rx(
      "\\b(?:saya|aku|dia|ni|ini|tu|itu)\\b[^.?!]{0,20}\\b(?:kanser|cancer|barah|tumou?r|malignan\\w*)\\b[^.?!]{0,15}\\b(?:ke|kah|tak|tidak|ka)\\b" +
        "|\\badakah (?:saya|aku|dia|ini|ni)\\b.{0,30}\\b(?:kanser|cancer|barah|tumou?r|penyakit)" +
        "|(?<!\\b(?:ibu|ayah|bapa|mak|emak|abang|kakak|adik|nenek|datuk|atuk|suami|isteri|kawan) )\\b(?:saya|aku|dia) (?:kena|ada|dapat|menghidap) (?:\\S+ )?(?:kanser|cancer|barah)\\b",
    ),
    rx(
      "\\bdiagnos\\w* (?:saya|aku|dia)\\b|\\btolong diagnos|\\b(?:saya|aku|dia) sakit apa\\b|\\b(?:apa penyakit|penyakit apa) (?:saya|aku|dia)\\b",
    ),
    rx(
      "\\bubat apa\\b|\\bapa ubat\\b|\\bubat (?:\\S+ )?(?:patut|perlu|boleh) (?:saya|aku)\\b|\\bberapa (?:biji|dos)\\b",
    ),
    rx(
      "\\b(?:tengok|tgk|baca|semak|periksa|terangkan|check)\\S* (?:\\S+ ){0,3}?(?:report|laporan|keputusan|result)\\b",
    ),
    rx(
      "\\b(?:saya|aku|dia) (?:akan |nak )?mati (?:ke|kah)\\b|\\bhidup berapa lama\\b|\\bberapa lama lagi (?:saya|aku|dia)\\b",
    ),
    // A medicine or a dose, named or asked for: "julap berapa banyak", "patut berhenti aspirin ke".
    rx(
      "\\bberapa (?:banyak|kali|sudu|tablet|pil|mg)\\b[^.?!]{0,20}\\b(?:ubat|julap|pil|tablet|makan|ambil|minum)\\b" +
        "|\\b(?:ubat|julap|pil|tablet)\\b[^.?!]{0,20}\\bberapa (?:banyak|kali|biji|sudu|tablet|pil|mg)\\b" +
        "|\\b(?:ubat|julap|pil|krim) (?:\\S+ )?(?:mana|apa) (?:yang )?(?:bagus|terbaik|sesuai|patut)\\b" +
        "|\\b(?:berhenti|stop|henti\\w*) (?:makan |ambil |minum )?(?:ubat|aspirin|warfarin|insulin|metformin|pil)\\b(?![^.?!]{0,30}\\b(?:kolonoskopi|colonoscopy|skop|scope)\\b)",
    ),
    // A person's own result read as a verdict, and staging: "keputusan biopsi saya ni kanser ke".
    rx(
      "\\b(?:keputusan|laporan|report|result|biopsi|biopsy|cea)\\b[^?]{0,60}\\b(?:kanser|barah|cancer)\\b[^.?!]{0,10}\\b(?:ke|kah|tak)\\b" +
        "|\\b(?:tahap|peringkat|stage) (?:berapa|mana|apa)\\b",
    ),
  ],
};

// ── Tamil (in its script, and romanised) ────────────────────────────────────────────────────
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

const tamil: LanguageRules = {
  notABleed: any(
    "(?:இ)?ரத்தப்? பரிசோதனை",
    "(?:இ)?ரத்த அழுத்த",
    "(?:இ)?ரத்த ?சோகை",
    "(?:இ)?ரத்த தான",
    "மறைந்த (?:இ)?ரத்த",
    "blood tests?",
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
    [any("கட்டி", "lump"), any("வயி", "ஆசனவா", "மலவாய்", "stomach", "abdomen")],
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
    // Staging: "எந்த stage", "எத்தனையாவது நிலை".
    any("(?:எந்த|என்ன) ?stage", "(?:எந்த|என்ன|எத்தனையாவது) நிலை(?:யில்)?"),
  ],
};

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
  const bodily = plain.replace(new RegExp(rules.notABleed.source, "gu"), "_");
  if (matchesAny(rules.emergency, bodily)) return "emergency";
  if (matchesAny(rules.redFlag, bodily) || matchesAny(rules.redFlagAsTyped, plain)) return "red-flag";
  if (matchesAny(rules.diagnosis, plain)) return "diagnosis";
  return null;
}
