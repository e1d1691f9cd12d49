import { describe, expect, it } from "vitest";
import { elsewhere, outOfScope, type Elsewhere, type OutOfScope } from "./scope";

// Topics the site never writes about are declined by name; the rest of health goes to retrieval.
// Messages as the Singlish normaliser hands them on (lower case, plain English).
const topic = (expected: OutOfScope | null, cases: string[]) =>
  it.each(cases)(`%j → ${expected}`, (text) => expect(outOfScope(text)).toBe(expected));

describe("what the site does not cover", () => {
  topic("other cancers", [
    "what are the symptoms of liver cancer",
    "what is the survival rate for pancreatic cancer",
    "best supplements for prostate health",
    "do i need a mammogram",
    "does a mamogram hurt",
    "can h pylori cause stomach cancer",
    "is lymphoma hereditary",
  ]);
  topic("cancer treatment", [
    "what should i eat during chemotherapy",
    "how do i take care of a stoma bag",
    "how long to recover after colon cancer surgery",
    "side effects of oxaliplatin",
    "is immunotherapy available for stage 4 colon cancer",
  ]);
  topic("medicines", ["does metformin lower colon cancer risk", "can take panadol after scope"]);
  topic("alternative remedies", [
    "can acupuncture help me",
    "tcm herbs can shrink tumour",
    "does turmeric cure cancer",
    "is colon hydrotherapy good",
    "colon cleanse juice good or not",
  ]);
  topic("vaccines", ["covid booster still need to take", "hpv vaccine for boys"]);
  topic("pregnancy", ["can i have a colonoscopy while pregnant"]);
  // MediSave is answered now (the costs page, issue 26; the answer bank's cost intents).
  topic("insurance", ["integrated shield plan cover it", "does my insurance cover colonoscopy"]);
  topic(null, ["can use medisave for colonoscopy"]);
  topic("a named hospital or clinic", [
    "how much does a colonoscopy cost at sgh",
    "is the clinic at bishan open on sunday",
    "mount elizabeth colonoscopy price",
  ]);
  topic("giving blood", ["can i donate blood after having polyps removed"]);
});

describe("what it does cover stays with retrieval", () => {
  it.each([
    "should i take aspirin to stop colon cancer",
    "calcium pills can prevent cancer",
    "do detox teas prevent colon cancer",
    "bowel cleansing before the colonoscopy, how",
    "what does the fit test look for",
    "is blood in the stool always cancer",
    "what is the treatment for polyps found at screening",
    "my dad had colon cancer, what does that mean for me",
    "how much is the fit kit at a polyclinic",
  ])("%j → null", (text) => expect(outOfScope(text)).toBeNull());
});

// Another condition or an everyday subject, with nothing of ours: someone else's question, in any
// of the four languages (the message as typed, read with its Singlish reading).
const subject = (expected: Elsewhere | null, cases: string[]) =>
  it.each(cases)(`%j → ${expected}`, (text) => expect(elsewhere(text)).toBe(expected));

describe("another subject, naming nothing of ours", () => {
  subject("another condition", [
    "What are the symptoms of dengue?",
    "my knee pain getting worse, is it osteoarthritis?",
    "which high blood pressure medicine is better",
    "what is a normal blood sugar for a diabetic",
    "My doctor says my cholesterol is high. What should I eat?",
    "flu jab where to get",
    "my skin itchy got red rash",
    "my eyes keep tearing",
    "toothache what to do",
    "I feel depressed lately",
    "登革热有什么症状？",
    "膝盖痛怎么办",
    "我有高血压，吃什么好？",
    "Apa simptom denggi?",
    "Lutut saya sakit, kenapa?",
    "gigi saya berdarah bila berus",
    "டெங்கு அறிகுறிகள் என்ன?",
    "முழங்கால் வலிக்கு என்ன செய்வது?",
    "தோல் அரிப்புக்கு என்ன செய்யலாம்?",
  ]);
  subject("everyday life", [
    "will it rain in jurong tomorrow",
    "which bus goes to the airport",
    "who won the football last night",
    "recommend a good restaurant in Tampines",
    "明天会下雨吗？",
    "推荐一家好吃的餐厅",
    "Siapa menang bola semalam?",
    "resepi rendang yang sedap",
    "நாளை வானிலை எப்படி இருக்கும்?",
    "சிக்கன் பிரியாணி எப்படி சமைப்பது?",
    // Prices of gold and money: a figure of ours must never answer them.
    "what's the gold price in singapore this week",
    "今天金价多少？",
    "Harga emas hari ini berapa?",
    "இந்த வாரம் தங்கம் விலை எவ்வளவு?",
    "sgd to myr exchange rate today",
  ]);
});

describe("a question of ours that names another subject stays ours", () => {
  subject(null, [
    "I have diabetes, should I screen earlier?",
    "Will diabetes increase my colon cancer risk?",
    "is it safe to do a colonoscopy if I have high blood pressure",
    "Can I take the FIT if I have my period?",
    "im diabetic on insulin, wat do i do wif my dose during the bowl prep",
    "my knee is bad, can I still do the stool test at home",
    "can I post the kit back when it is raining",
    "is red meat bad if I have cholesterol",
    "我有糖尿病，需要早点做大肠癌筛查吗？",
    "Saya ada kencing manis, perlu buat saringan awal ke?",
    "Saya kena demam lepas kolonoskopi",
    "எனக்கு நீரிழிவு இருக்கு, குடல் புற்றுநோய் பரிசோதனை சீக்கிரம் செய்யணுமா?",
    "மலத்தில் இரத்தம், தோல் வெளிறி இருக்கு",
  ]);
  it("reads a word of ours in the Singlish reading as well as in the message", () => {
    expect(elsewhere("knee pain got blood in poo", "knee pain got blood in stool")).toBeNull();
  });
  it("does not take a word inside another for a subject (tamil 'failure', malay 'merely')", () => {
    expect(elsewhere("தோல்வி அடைந்தேன்")).toBeNull();
    expect(elsewhere("semata-mata ingin tahu")).toBeNull();
  });
});
