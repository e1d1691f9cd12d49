import { rx, any, type LanguageRules } from "./rule-kit";

// Chinese (simplified and traditional): its safety rules.
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

export const chinese: LanguageRules = {
  notABleed: any("blood test", "血液检查", "血液檢查", "血检", "血檢"),
  // "没有便血", "大便没有血", "没看到血", "不带血", "体重没有下降"; not "是不是血" (a question),
  // "止不住" or "一直没停" (the bleed going on), nor an absence that has ended ("以前没有血，现在有").
  absent: rx(
    "(?:没有|沒有|没|沒|无|無|未|从没有?|從沒有?|从来没有?|從來沒有?|并没有|並沒有|不)(?:看到|看見|看见|见到|見到|发现|發現|出现|出現|任何|什么|什麼|甚麼)?(?:便血|血便|出血|流血|带血|帶血|血丝|血絲|血)(?![^。？?！!]{0,10}(?:现在|現在|但是现在|最近有|直到))" +
      "|(?:没有|沒有|没|沒|无|無)(?:黑便|黑色的?大便)" +
      "|(?:体重|體重)(?:没有|沒有|没|沒|不|未|并没有|並沒有)(?:下降|减|減|轻|輕|掉|少)|(?:没有|沒有|没|沒)(?:消瘦|瘦)",
  ),
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
    any("拉不干净", "拉不乾淨", "排不干净", "排不乾淨", "排不尽", "排不盡", "没拉完", "沒拉完"), // Cramps, bloating or tummy pain for weeks: "肚子胀气、绞痛一个多月了".
    [
      any("腹胀", "腹脹", "胀气", "脹氣", "肚子(?:很)?(?:胀|脹|痛|疼)", "腹痛", "绞痛", "絞痛", "cramp", "bloat"),
      any("(?:几|幾|两|兩|一|三|四|多|\\d)(?:个|個)?多?(?:星期|礼拜|禮拜|周|週|月)", "week", "month"),
    ],
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
