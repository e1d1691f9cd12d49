/**
 * What the site does not cover, named (ADR 0021). RID-CRC writes about colorectal cancer, its
 * screening and the movement; it says nothing about treating cancer, other cancers, medicines,
 * alternative remedies, vaccines, pregnancy, insurance, or the prices and hours of a named hospital
 * or clinic. A question about one of these is declined even when a passage shares its other words
 * ("how long to recover after colon cancer SURGERY" is not answered by the colonoscopy recovery
 * section): the word the site never writes about is the question's point.
 *
 * Naming the topics lets the engine answer the rest generously (a low bar of shared words), where a
 * single word-overlap bar had to choose between declining good questions and answering these.
 * Read after the safety triage, on the Singlish normaliser's plain English. A new article on one of
 * these topics takes its line out of here (the eval shows the change).
 */

export type OutOfScope =
  | "other cancers"
  | "cancer treatment"
  | "medicines"
  | "alternative remedies"
  | "vaccines"
  | "pregnancy"
  | "insurance"
  | "a named hospital or clinic"
  | "giving blood";

const CANCER = "(?:cancers?|tumou?rs?|carcinoma)";

const topics: [OutOfScope, RegExp][] = [
  [
    "other cancers",
    new RegExp(
      "\\b(?:breast|prostate|liver|lung|pancrea\\w*|cervical|cervix|ovar\\w*|uter\\w*|womb|thyroid|skin|kidney|" +
        "bladder|brain|bone|blood|throat|mouth|oral|nose|nasopharyn\\w*|oesophag\\w*|esophag\\w*|stomach|gastric|" +
        `testicular|head and neck)\\s+${CANCER}\\b|\\b(?:leuk\\w*mia|lymphoma|myeloma|melanoma|sarcoma)\\b|` +
        // Other organs' health and screening: the site covers the colon and rectum only.
        "\\b(?:prostate|mamm?ogra\\w*|pap smears?|psa tests?|h\\.? ?pylori|helicobacter)\\b",
      "u",
    ),
  ],
  [
    "cancer treatment",
    new RegExp(
      "\\b(?:chemo\\w*|immunotherap\\w*|radiotherap\\w*|radiation therapy|targeted therap\\w*|oxaliplatin|" +
        "capecitabine|xeloda|fluorouracil|5-?fu|irinotecan|folfox|folfiri|bevacizumab|avastin|cetuximab|" +
        "keytruda|pembrolizumab|stoma|colostomy|ileostomy|palliative|hospice|surgery|surgeries|operation|" +
        "operated|resection|remission|relapse|metasta\\w*|oncologist)\\b",
      "u",
    ),
  ],
  [
    "medicines",
    /\b(?:metformin|statins?|insulin|antibiotics?|antidepressants?|painkillers?|paracetamol|panadol|ibuprofen|steroids?|probiotics?)\b/u,
  ],
  [
    "alternative remedies",
    /\b(?:acupuncture|tcm|traditional chinese medicine|herbs?|herbal|turmeric|curcumin|lingzhi|cordyceps|bird'?s nest|homeopath\w*|ayurved\w*|hydrotherapy|colonic irrigation|(?:colon|juice|body) cleans\w*|essential oils?|alkaline water)\b/u,
  ],
  ["vaccines", /\b(?:vaccin\w*|booster|covid\w*|hpv|flu jab|flu shot)\b/u],
  ["pregnancy", /\b(?:pregnan\w*|breastfeed\w*|breast-?feed\w*|trying for a baby|ivf)\b/u],
  ["insurance", /\b(?:medishield\w*|integrated shield|shield plans?|insurance|insurer|careshield)\b/u],
  [
    "a named hospital or clinic",
    new RegExp(
      "\\b(?:sgh|nuh|ttsh|cgh|ktph|ntfgh|skh|kkh|nccs|ncis|singapore general|tan tock seng|changi general|" +
        "khoo teck puat|ng teng fong|sengkang general|raffles (?:medical|hospital)|parkway|gleneagles|" +
        "mount elizabeth|mt elizabeth|thomson medical|farrer park|mount alvernia)\\b|" +
        "\\bopen (?:on )?(?:sundays?|saturdays?|public holidays?|ph)\\b",
      "u",
    ),
  ],
  ["giving blood", /\b(?:donat\w* (?:my )?blood|blood donat\w*|give blood)\b/u],
];

/**
 * Every word of the list the text names ("insulin", "surgery"): an approved answer that says each of
 * them by name covers them (insulin before a colonoscopy is the preparation's question), so the
 * engine lets it speak.
 */
export function outOfScopeWords(text: string): string[] {
  const plain = text.toLowerCase();
  return topics.flatMap(([, pattern]) => [...plain.matchAll(new RegExp(pattern.source, "gu"))].map((m) => m[0]));
}

/** The topic the site does not cover that the question is about, or null. */
export function outOfScope(text: string): OutOfScope | null {
  const plain = text.toLowerCase();
  for (const [topic, pattern] of topics) if (pattern.test(plain)) return topic;
  return null;
}

// ── Other subjects: another condition, or everyday life ────────────────────────────────────────
/**
 * The rule (issue 28: the list above named too few other conditions, ADR 0021): a
 * message that names another condition (dengue, a knee, diabetes, the flu, the skin, eyes, teeth,
 * pregnancy, the mind…) or an everyday subject (the weather, transport, shopping, food to eat out,
 * sport) and names nothing of ours (the bowel, its cancer, screening and its tests, the gut's
 * symptoms, our diet advice, the movement) is someone else's question: the bot says what it does
 * instead of guessing from a passage that shares a word ("pain", "blood", "diet"). Naming one of
 * ours keeps the message ours ("I have diabetes, should I screen earlier?"), for the bank and the
 * scope list above to answer or decline. Read in all four languages on the message and its
 * Singlish reading together (people mix languages); after the safety rules, so an emergency or a
 * red flag is never read here. Chinese and Tamil have no word boundaries: their words are chosen
 * long enough not to sit inside ours ("தோல்" skin, not "தோல்வி" failure).
 */
export type Elsewhere = "another condition" | "everyday life";

const OURS = new RegExp(
  [
    // English (and the English words of a mixed message)
    "\\b(?:colon\\w*|colorectal|bowels?|rect(?:um|al)|anus|anal|stools?|poo\\w*|faec\\w*|fec(?:es|al)|polyps?|" +
      "adenomas?|colonoscop\\w*|sigmoidoscop\\w*|scopes?|screen\\w*|cancers?|tumou?rs?|carcinoma|crc|" +
      "haemorrhoids?|hemorrhoids?|piles|prep|bowl prep|laxatives?|sedat\\w*|biops\\w*|constipat\\w*|diarrh\\w*|stomach|tummy|belly|abdom\\w*|guts?|" +
      "fit (?:test|kit|result)s?|(?:test )?kits?|samples?|specimens?|fibre|fiber|red meat|processed meat|lynch|rid-?crc|champions?(?! league)|" +
      "sponsor\\w*|volunte\\w*|pledge\\w*|this (?:site|website|bot|chatbot))\\b",
    // Chinese
    "肠|癌|镜|筛查|筛检|粪|大便|便血|便秘|腹泻|息肉|痔|肚子|腹痛|纤维|红肉|样本|试剂盒",
    // Malay
    "\\b(?:usus|kolon|rektum|kolorektal|kanser|barah|saringan|najis|tahi|berak|polip|kolonoskopi|skop|" +
      "buasir|sembelit|cirit|perut|serat|daging merah|daging proses|kit|sampel)\\b",
    // Tamil ("மல" alone would be a flower, a hill or Malaysia)
    "குடல்|புற்றுநோய்|கேன்சர்|மலம்|மலத்|மலச்|மலக்|மலங்|பாலிப்|கொலனோஸ்கோபி|கொலோனோஸ்கோபி|கோலனோஸ்கோபி|" +
      "கோலோனோஸ்கோபி|ஸ்கோப்|ஸ்கிரீனிங்|மூல நோய்|மூலநோய்|வயிற்|வயிறு|நார்ச்சத்து|இறைச்சி",
  ].join("|"),
  "iu",
);

const ELSEWHERE: [Elsewhere, RegExp][] = [
  [
    "another condition",
    new RegExp(
      [
        "\\b(?:dengue|malaria|zika|chikungunya|hfmd|hand,? foot and mouth|chicken ?pox|measles|shingles|" +
          "flu|influenza|common cold|a cold|sore throat|runny nose|cough\\w*|covid\\w*|fever|" +
          "knees?|joints?|arthritis|osteoarthritis|gout|rheumat\\w*|back ?ache|back pain|neck pain|shoulders?|" +
          "ankles?|sprain\\w*|fractur\\w*|osteoporosis|diabet\\w*|blood sugar|hba1c|high blood pressure|" +
          "blood pressure|hypertension|cholesterol|heart disease|asthma|allerg\\w*|eczema|psoriasis|acne|rash\\w*|" +
          "skin|hair loss|eyes?|eyesight|cataracts?|glaucoma|myopia|teeth|tooth\\w*|dental|dentist|gums?|" +
          "pregnan\\w*|period pain|menstrua\\w*|menopaus\\w*|depress\\w*|anxiety|mental health|insomnia|" +
          "migraines?|headaches?|kidney stones?|urinary|uti|thyroid|hepatitis|hiv|tuberculosis|dementia|alzheimer\\w*)\\b",
        "登革热|骨关节炎|关节|膝盖|糖尿病|血糖|高血压|血压|胆固醇|感冒|流感|新冠|发烧|咳嗽|皮肤|湿疹|眼睛|视力|牙|怀孕|抑郁|焦虑|失眠|头痛|哮喘|过敏",
        "\\b(?:denggi|demam|selesema|batuk|lutut|sendi|artritis|kencing manis|darah tinggi|tekanan darah|kolesterol|" +
          "kulit|jerawat|ekzema|(?<!-)mata(?!-)|gigi|hamil|mengandung|kemurungan|murung|kebimbangan|sakit kepala|asma|alahan)\\b",
        "டெங்கு|காய்ச்சல்|இருமல்|கோவிட்|முழங்கால்|மூட்டு|நீரிழிவு|சர்க்கரை நோய்|இரத்த அழுத்த|கொலஸ்ட்ரால்|" +
          "தோல்(?!வி)|கண்ணில்|கண்கள்|கண் பார்வை|பல் வலி|பற்கள்|பல்லில்|கர்ப்ப|மன அழுத்த|மனச்சோர்வு|தலைவலி|ஆஸ்துமா",
      ].join("|"),
      "iu",
    ),
  ],
  [
    "everyday life",
    new RegExp(
      [
        "\\b(?:weather|rain\\w*|forecast|haze|bus(?:es)?|mrt|lrt|taxi|grab|flights?|airport|shopping|mall|" +
          "football|soccer|epl|premier league|world cup|who won|scores?|badminton|olympics|restaurants?|hawker|" +
          "recipes?|cook|cooking|where to eat|chicken rice|laksa|nasi lemak|char kway teow|bak kut teh|" +
          "stocks?|shares|bitcoin|crypto|4d|toto|gold (?:price|rate)s?|price of gold|exchange rates?|forex|" +
          "currency|hdb resale|property prices?|coe)\\b",
        "天气|下雨|巴士|地铁|德士|出租车|机票|航班|购物|商场|足球|比赛|比分|谁赢|餐厅|好吃|食谱|股票|金价|黄金价格|汇率|房价",
        "\\b(?:cuaca|hujan|bas|teksi|penerbangan|tiket|membeli-belah|beli-belah|bola sepak|bola|perlawanan|" +
          "restoran|kedai makan|resepi|masak|saham|harga emas|kadar tukaran|tukaran wang)\\b",
        "வானிலை|மழை|பேருந்து|ரயில்|டாக்ஸி|விமான|டிக்கெட்|ஷாப்பிங்|கால்பந்து|கிரிக்கெட்|உணவகம்|சமை|பிரியாணி|சினிமா|" +
          "தங்கம்|தங்க விலை|தங்க ரேட்|பவுன்|மாற்று விகித|பங்குச் ?சந்தை",
      ].join("|"),
      "iu",
    ),
  ],
];

/**
 * The other subject a message is about when it names nothing of ours, or null. `english` is its
 * Singlish reading (the engine's normaliser), read together with the message itself.
 */
export function elsewhere(message: string, english: string = message): Elsewhere | null {
  const text = `${message}\n${english}`;
  // "FIT" in capitals is the test; "fit" in lower case may be "keep fit".
  if (OURS.test(text) || /\bFIT\b/u.test(message)) return null;
  for (const [subject, pattern] of ELSEWHERE) if (pattern.test(text)) return subject;
  return null;
}
