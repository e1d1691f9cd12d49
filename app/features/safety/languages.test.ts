import { describe, expect, it } from "vitest";
import { assess, languageOf, safetyReply, type Language, type Triage } from "./index";

/**
 * Messages written the way people in Singapore type them in Chinese, Malay and Tamil: informal,
 * with English words mixed in ("stool", "report", "toilet"), Tamil in its script and romanised.
 * They were written from how people describe what is happening to them, before the rules.
 * Each must be triaged to its level AND answered in its own language (995 first for an emergency).
 */
const cases = (language: Language, level: Triage | null, texts: string[]) =>
  it.each(texts)(`%j → ${level ?? "nothing"}`, (text) => {
    const result = assess(text);
    expect(result?.level ?? null).toBe(level);
    if (level) expect(result?.language).toBe(language);
  });

describe("Chinese", () => {
  describe("emergency", () => {
    cases("zh", "emergency", [
      "我大便出很多血，现在头好晕",
      "爸爸在厕所晕倒了",
      "肚子痛得受不了，站都站不起来",
      "拉血拉了一马桶，止不住",
      "我妈妈吐血了，怎么办",
      "胸口很痛，喘不过气",
      "肛门一直流血停不下来，脸色很苍白",
      "我不想活了",
      "老公肚子胀得很硬，一直呕吐，也放不出屁",
      "bleeding 很多, 头晕想吐",
      "肚子剧痛，冒冷汗",
      "我媽大便出血很多，頭暈",
    ]);
  });
  describe("red flag", () => {
    cases("zh", "red-flag", [
      "最近大便有血",
      "上厕所的时候看到马桶里有血",
      "大便是黑色的，已经一个星期了",
      "这两个月大便习惯改变了，有时腹泻有时便秘",
      "没有减肥，三个月瘦了5公斤",
      "医生说我贫血",
      "我的 stool 有 blood，要紧吗？",
      "大便变得很细，像铅笔一样",
      "擦屁股的时候纸上有血",
      "肚子摸到一个硬块",
      "便血是什么原因？",
      "拉肚子拉了三个星期还没好",
      "大便总是拉不干净",
    ]);
  });
  describe("diagnosis", () => {
    cases("zh", "diagnosis", [
      "我是不是得了癌症？",
      "你帮我诊断一下",
      "我应该吃什么药？",
      "这会不会是肠癌",
      "帮我看看我的 colonoscopy report",
      "我爸爸的息肉是良性还是恶性？",
      "我会不会死？",
    ]);
  });
  describe("ordinary questions", () => {
    cases("zh", null, [
      "FIT 是什么？",
      "做大肠镜会痛吗？",
      "在哪里可以拿到免费的 FIT kit？",
      "我今年52岁，需要做筛查吗？",
      "FIT 是检测粪便里的潜血吗？",
      "验血可以查大肠癌吗？",
      "你们的活动几点开始？",
      "怎样预防大肠癌？",
    ]);
  });
});

describe("Malay", () => {
  describe("emergency", () => {
    cases("ms", "emergency", [
      "Saya berak darah banyak sangat, sekarang rasa pening",
      "Ayah saya pengsan dalam tandas",
      "Perut sakit sangat, tak tahan langsung, tak boleh bangun",
      "Darah tak berhenti keluar dari bontot",
      "Mak saya muntah darah",
      "sakit dada dan susah nak bernafas",
      "bleeding banyak dari dubur, muka pucat dan berpeluh sejuk",
      "perut kembung keras, muntah2 dan tak boleh kentut",
      "saya rasa nak bunuh diri",
      "tiba-tiba pitam lepas buang air besar, ada darah",
      "darah keluar mencurah-curah dari punggung",
    ]);
  });
  describe("red flag", () => {
    cases("ms", "red-flag", [
      "Ada darah dalam najis saya",
      "Bila buang air besar nampak darah kat tisu",
      "najis warna hitam dah seminggu",
      "Cirit-birit dah tiga minggu tak berhenti",
      "saya sembelit berbulan-bulan",
      "Berat badan saya turun 6 kg tanpa sebab",
      "doktor kata saya kurang darah",
      "ada ketulan dalam perut saya",
      "my stool ada darah sikit, kena risau ke?",
      "rasa tak habis berak setiap kali",
      "tabiat buang air besar saya berubah sejak bulan lepas",
      "berak berdarah dah dua hari",
      "najis jadi kecil macam pensel",
    ]);
  });
  describe("diagnosis", () => {
    cases("ms", "diagnosis", [
      "Adakah saya ada kanser?",
      "saya kena kanser usus ke?",
      "Ubat apa saya patut makan?",
      "tolong diagnose saya",
      "boleh tolong tengok report colonoscopy saya?",
      "ketumbuhan ni kanser ke tidak?",
      "saya akan mati ke?",
    ]);
  });
  describe("ordinary questions", () => {
    cases("ms", null, [
      "Apa itu ujian FIT?",
      "Di mana boleh dapat kit FIT percuma?",
      "Kolonoskopi sakit tak?",
      "Umur saya 55, perlu buat saringan ke?",
      "Ujian darah boleh kesan kanser usus?",
      "Macam mana nak elak kanser kolorektal?",
      "FIT cari darah tersembunyi dalam najis kan?",
      "Berapa kos saringan?",
    ]);
  });
});

describe("Tamil", () => {
  describe("emergency", () => {
    cases("ta", "emergency", [
      "மலத்தில் நிறைய இரத்தம் வருகிறது, தலை சுற்றுகிறது",
      "அப்பா toilet-ல மயங்கி விழுந்துட்டார்",
      "வயிறு வலி தாங்க முடியவில்லை",
      "இரத்தம் நிற்கவே இல்லை",
      "அம்மா இரத்த வாந்தி எடுக்கிறார்",
      "நெஞ்சு வலி, மூச்சு விட முடியவில்லை",
      "ஆசனவாயில் இருந்து ரத்தம் கொட்டுது, உடம்பு வெளிறிப் போச்சு",
      "வயிறு வீங்கி கல்லு மாதிரி இருக்கு, வாந்தி வருது",
      "தற்கொலை செய்ய தோணுது",
      "motion la romba rattham varudhu, mayakkam ah iruku",
      "வயிற்றில் கடுமையான வலி",
      "அப்பாவுக்கு மலம் கருப்பா தார் மாதிரி போகுது, தலை சுத்துது",
      "அம்மா மலம் கறுப்பா இருக்கு, மயக்கமா வருது",
    ]);
  });
  describe("red flag", () => {
    cases("ta", "red-flag", [
      "மலத்தில் இரத்தம் இருக்கிறது",
      "toilet போகும் போது ரத்தம் வருது",
      "மலம் கருப்பாக இருக்கிறது",
      "இரண்டு வாரமாக வயிற்றுப்போக்கு நிற்கவில்லை",
      "காரணம் இல்லாமல் எடை குறைந்து வருகிறது",
      "எனக்கு இரத்த சோகை என்று டாக்டர் சொன்னார்",
      "வயிற்றில் கட்டி மாதிரி இருக்கு",
      "மலச்சிக்கல் ஒரு மாதமா இருக்கு",
      "மலம் கழிக்கும் பழக்கம் மாறிவிட்டது",
      // "Very" is about the tiredness; the blood is a little: see a doctor, not 995.
      "ரொம்ப களைப்பா இருக்கு, மலத்துல கொஞ்சம் ரத்தம் வருது",
      "stool-ல blood வருது",
      "motion la konjam ratham varudhu",
      "மலம் ரொம்ப மெல்லியதாக வருகிறது",
    ]);
  });
  describe("diagnosis", () => {
    cases("ta", "diagnosis", [
      "எனக்கு புற்றுநோய் இருக்கா?",
      "இது cancer-ஆ?",
      "நான் என்ன மருந்து சாப்பிடணும்?",
      "என் report-ஐ பார்த்து சொல்லுங்க",
      "எனக்கு என்ன நோய் என்று சொல்லுங்கள்",
      "நான் சாகப் போகிறேனா?",
    ]);
  });
  describe("ordinary questions", () => {
    cases("ta", null, [
      "FIT பரிசோதனை என்றால் என்ன?",
      "இலவச FIT kit எங்கே கிடைக்கும்?",
      "colonoscopy வலிக்குமா?",
      "எனக்கு 50 வயது, screening செய்ய வேண்டுமா?",
      "இரத்த பரிசோதனை மூலம் குடல் புற்றுநோய் கண்டுபிடிக்க முடியுமா?",
      "பெருங்குடல் புற்றுநோயை எப்படி தடுப்பது?",
      "screening எவ்வளவு செலவாகும்?",
    ]);
  });
});

describe("the reply is in the person's language", () => {
  const samples: [Language, string][] = [
    ["zh", "我大便出很多血，现在头好晕"],
    ["ms", "Saya berak darah banyak sangat, sekarang rasa pening"],
    ["ta", "மலத்தில் நிறைய இரத்தம் வருகிறது, தலை சுற்றுகிறது"],
  ];
  const script: Record<Language, RegExp> = {
    en: /\bdoctor\b/,
    zh: /[\u4e00-\u9fff]/,
    ms: /\b(?:sila|doktor|segera)\b/i,
    ta: /[\u0b80-\u0bff]/,
  };
  it.each(samples)("an emergency in %s: 995 in the first sentence, in that language", (language, text) => {
    const reply = safetyReply(assess(text)!);
    const first = reply.text.split(/(?<=[.。!！])\s*/)[0]!;
    expect(first).toContain("995");
    expect(reply.text).toMatch(script[language]);
    expect(reply.lang).toBe(language);
  });
  it.each([
    ["zh", "最近大便有血"],
    ["ms", "Ada darah dalam najis saya"],
    ["ta", "மலத்தில் இரத்தம் இருக்கிறது"],
  ] as [Language, string][])(
    "a red flag in %s: see a doctor promptly, in that language, with Find a GP",
    (language, text) => {
      const reply = safetyReply(assess(text)!);
      expect(reply.text).toMatch(script[language]);
      expect(reply.text).toContain("995");
      expect(reply.links.map((l) => l.href)).toEqual(["/find-a-gp"]);
    },
  );
  it("English stays English", () => {
    const reply = safetyReply(assess("blood in my stool for two weeks")!);
    expect(reply.lang).toBe("en");
    expect(reply.text).toMatch(/see a doctor/i);
  });
  it("Singlish with a Malay word stays English", () => {
    expect(assess("my stomach pain until cannot tahan, very sakit")).toEqual({ level: "emergency", language: "en" });
  });
});

// Every language's rules read every message, so an English word in the Chinese or Tamil rules must
// not catch an English sentence that only tells of a diagnosis already made (a relative's, most
// often: the family history that is a reason to screen, issue 28).
describe("a diagnosis already made is not a request for one", () => {
  cases("en", null, [
    "My sister was diagnosed with colon cancer, should I get screened?",
    "my father was diagnosed with colorectal cancer at 60",
    "mum diagnosed with bowel cancer last year, when should I start screening",
  ]);
  cases("zh", "diagnosis", ["帮我diagnose一下", "可以 diagnose 我的病吗"]);
  cases("ta", "diagnosis", ["எனக்கு diagnosis சொல்லுங்க"]);
});

/**
 * Issue 28: what a result means is answered, not refused as a request to diagnose; a relative's
 * cancer is a reason to screen. A plain "do I have cancer? tell me" is still refused.
 */
describe("what a result means, and a relative's cancer", () => {
  cases("en", null, [
    "Does a positive FIT mean I definitely have cancer?",
    "if the stool test is positive does that mean cancer",
    "Can I keep taking my iron tablets before the colonoscopy or stop?",
  ]);
  cases("ms", null, [
    "FIT positif tu maksudnya kanser ke?",
    "Ayah saya ada kanser usus, bila saya patut buat saringan?",
  ]);
  cases("zh", null, [
    "粪便检测阳性，是不是代表一定是癌症？",
    "我妈妈六十岁时得了肠癌，我几岁要开始检查？",
    "听说有在家做的检测，是真的吗？",
  ]);
  cases("ta", null, [
    "FIT positive வந்தால் cancer என்று அர்த்தமா?",
    "ஸ்டூல் டெஸ்ட் பாசிட்டிவ் ஆயிடுச்சு, அப்போ கேன்சரா?",
    "FIT நேர்மறை என்று சொன்னாங்க, எனக்கு புற்றுநோயா?",
  ]);
  cases("ta", "diagnosis", ["FIT positive வந்துச்சு, எனக்கு cancer இருக்கா இல்லையா? நீங்களே சொல்லுங்க", "எனக்கு cancer-ஆ?"]);
  cases("en", "diagnosis", [
    "My FIT was positive. Do I have cancer? Just tell me yes or no",
    "should I lower my chemo dose",
    "can I stop my blood thinners",
  ]);
  cases("zh", "diagnosis", ["我是不是得了肠癌？", "这个是癌吗？"]);
  cases("ms", "diagnosis", ["adakah saya ada kanser?"]);
});

/**
 * Issue 28: red food colours stool; asking whether that is blood is answered (the bank's answer
 * ends at a doctor), in every language. Any other sign is still a red flag, dizziness an emergency;
 * English words far apart in an English message ("a lot of dragon fruit ... is that blood?") are the
 * English rules' to weigh, not the other languages'.
 */
describe("red food is not a bleed; every other sign still is", () => {
  cases("en", null, [
    "I ate dragon fruit and my stool is red, is that blood?",
    "ate a lot of red dragon fruit yesterday and this morning my poop looks reddish. Is that blood?",
    "had beetroot for dinner, now my poo is pinkish",
  ]);
  cases("zh", null, ["我吃了火龙果，大便是红色的，是血吗？"]);
  cases("ms", null, ["saya makan buah naga, najis merah, darah ke?"]);
  cases("ta", null, ["நான் டிராகன் பழம் சாப்பிட்டேன், மலம் சிவப்பாக இருக்கு, ரத்தமா?"]);
  cases("en", "red-flag", [
    "ate beetroot but I have had blood in my stool for 3 weeks",
    "I ate dragon fruit, my stool is red, and I have lost 5 kg without trying",
    "after dragon fruit my stool is red, but I also saw blood on the toilet paper",
  ]);
  cases("en", "red-flag", ["can eating a lot of chilli cause blood in stool?"]);
  cases("en", "emergency", [
    "ate dragon fruit, stool red, now very dizzy",
    "a lot of fresh blood came out after I ate chilli",
    "ate beetroot but there is a lot of blood in the toilet bowl",
  ]);
  cases("zh", "red-flag", ["吃了火龙果，但是大便有血已经两个星期了"]);
  cases("ms", "emergency", ["makan buah naga, tapi darah banyak keluar dan saya pening"]);
});

describe("a sign said to be absent is not a sign, in four languages; any sign named still is", () => {
  cases("ms", null, [
    "Saya tak ada darah dalam najis, berat badan tak turun. Umur berapa patut buat saringan?",
    "tiada darah, tiada sakit, cuma nak tahu pasal ujian FIT",
  ]);
  cases("zh", null, ["我没有便血，体重没有下降，几岁应该开始筛查？", "大便没有血，只是想问FIT怎么做"]);
  cases("ta", null, [
    "மலத்தில் ரத்தம் இல்லை, எடை குறையவில்லை. எந்த வயதில் பரிசோதனை செய்ய வேண்டும்?",
    "motion la rattham illa, FIT eppadi pannanum",
  ]);
  cases("ms", "red-flag", [
    "saya tak nampak darah, tapi najis hitam",
    "tiada darah sampai semalam, sekarang ada darah dalam najis",
  ]);
  cases("ms", "emergency", ["darah tak berhenti keluar"]);
  cases("zh", "red-flag", ["没有便血，但是大便是黑色的", "以前没有血，现在大便有血", "大便有血丝，不痛"]);
  cases("ta", "red-flag", ["எடை குறையவில்லை, ரத்தம் இல்லை, ஆனால் மலம் கருப்பாக இருக்கிறது", "மலத்தில் ரத்தம் வருதா தெரியவில்லை"]);
  cases("ta", "emergency", ["ரத்தம் நிற்கவில்லை, நிறைய வருது"]);
});

describe("cramps or bloating for weeks, in four languages", () => {
  cases("ms", "red-flag", ["perut kembung dan memulas dah sebulan"]);
  cases("zh", "red-flag", ["肚子胀气一个多月了"]);
  cases("ta", "red-flag", ["ஒரு மாசமா வயிறு உப்புசமா இருக்கு"]);
  cases("zh", null, ["做完肠镜后肚子胀正常吗"]);
});

describe("a cream recommended, how often to apply it, a verdict between two: refused in four languages", () => {
  cases("ms", "diagnosis", [
    "boleh cadangkan krim buasir? berapa kali sehari nak sapu?",
    "ni buasir atau kanser? mana satu",
  ]);
  cases("zh", "diagnosis", ["推荐一种痔疮膏，一天涂几次？", "是痔疮还是癌，你告诉我"]);
  cases("ta", "diagnosis", ["எந்த க்ரீம் போடலாம்? ஒரு நாளைக்கு எத்தனை முறை தடவணும்?", "இது மூலமா cancer-ஆ?"]);
  cases("ms", null, ["Berapa kali saya perlu buat ujian FIT?", "buasir boleh jadi kanser ke?"]);
  cases("zh", null, ["痔疮会变成癌吗"]);
});

describe("a short message in Malay or romanised Tamil is answered in its language", () => {
  it.each(["enna padam paakalam", "nalla saapadu enga kidaikum"])("%j is Tamil", (text) => {
    expect(languageOf(text)).toBe("ta");
  });
  it.each(["siapa menang bola semalam?", "resepi nasi lemak", "nak beli kereta"])("%j", (text) => {
    expect(languageOf(text)).toBe("ms");
  });
  it.each(["what is FIT", "tummy very sakit leh", "who won the football"])("%j stays English", (text) => {
    expect(languageOf(text)).toBe("en");
  });
});

/**
 * Issue 28: one family of requests the bot refuses kindly and sends to a doctor, in every language:
 * to name a medicine or a dose, to read one's own result or report as a verdict, to stage a cancer.
 * What a screening result means in general, and what the preparation asks, stay answered.
 */
describe("medicines, doses and one's own result as a verdict: see a doctor, in four languages", () => {
  cases("en", "diagnosis", [
    "how many senna tablets can i take a night",
    "how much panadol should my mum take for her tummy",
    "imodium or lactulose, which one for me",
    "should my father stop his warfarin, he keeps bruising",
    "can i skip my insulin this week",
    "my biopsy came back, does this mean i have cancer",
    "my CEA went up to 9, does that mean he has cancer",
    "which stage is my cancer, the CT says there are spots in the lung",
    "my FIT is positive, tell me for sure if it means cancer",
  ]);
  cases("zh", "diagnosis", [
    "泻药一次吃几粒？",
    "阿司匹林我可以停吗？要不要停药",
    "医生开的药剂量多少才对",
    "我的化验报告写CEA偏高，是不是癌？",
    "我爸的肠癌是第几期？",
  ]);
  cases("ms", "diagnosis", [
    "julap tu kena makan berapa banyak sehari?",
    "patut saya berhenti aspirin ke?",
    "krim mana yang terbaik untuk buasir saya",
    "laporan biopsi ayah saya tulis adenoma, itu kanser ke?",
    "kanser mak saya tahap berapa sekarang?",
  ]);
  cases("ta", "diagnosis", [
    "மலச்சிக்கலுக்கு எத்தனை மாத்திரை போடணும்?",
    "aspirin மாத்திரையை நிறுத்தலாமா?",
    "என் blood test result பார்த்தேன், எனக்குக் கேன்சரா?",
    "அப்பாவுக்கு cancer எந்த stage?",
  ]);
  // Still answered: the preparation, prevention, and what a screening result means in general.
  cases("en", null, [
    "how much of the prep solution do i drink the night before",
    "should i take aspirin every day to prevent colon cancer",
    "does a positive FIT mean i have cancer",
    "what are the stages of colorectal cancer",
  ]);
  cases("zh", null, ["肠癌会遗传吗？", "做肠镜前要吃泻药吗？", "肠镜前的泻药要喝多少？"]);
  cases("ta", null, ["கொலனோஸ்கோபிக்கு முன் prep மருந்து எவ்வளவு குடிக்கணும்?"]);
  cases("ms", null, ["Berapa kos ujian FIT?", "ubat julap sebelum kolonoskopi macam mana nak minum?"]);
});

/** The advice for such a request: kind, a doctor, and no 995 when no emergency is described. */
describe("the refusal sends to a doctor, without 995", () => {
  it.each(["en", "zh", "ms", "ta"] as const)("%s", (language) => {
    const { text, links } = safetyReply({ level: "diagnosis", language });
    expect(text).not.toContain("995");
    expect(links.map((l) => l.href)).toEqual(["/find-a-gp"]);
  });
});
