import { describe, expect, it } from "vitest";
import facts from "../../../../content/facts.json";
import { createEngine } from "../answer/engine";
import { decide, intentAnswer } from "./answer";
import { loadBank } from "./load.server";
import { bankReplies } from "./replies";
import { respell } from "./cross-lingual";
import { fillFigures, problemsOf, type BankFile } from "./schema";

const intents = loadBank();
const engine = createEngine([], { contactEmail: "team@example.org", intents });

describe("the answer bank (content/chat-answers)", () => {
  it("covers at least 150 intents, at least 60 of them in all four languages", () => {
    expect(intents.length).toBeGreaterThanOrEqual(150);
    const four = intents.filter((i) => i.answer.zh && i.answer.ms && i.answer.ta && i.ask.zh && i.ask.ms && i.ask.ta);
    expect(four.length).toBeGreaterThanOrEqual(60);
  });

  it("refuses a typed figure, a placeholder facts.json does not hold, and an answer without phrasings", () => {
    const file = (text: string, lang: "en" | "zh" = "en"): BankFile => ({
      topic: "test",
      intents: [
        {
          id: "x",
          safety: "general",
          sources: [{ title: "Home", href: "/" }],
          answer: {
            en: { text: "Screening from age {screeningGuideline.startAge}.", translatedBy: null, reviewedBy: null },
            [lang]: { text, translatedBy: null, reviewedBy: null },
          },
          ask: { en: ["a", "b", "c"] },
        },
      ],
    });
    expect(problemsOf("t.json", file("Screening from age 50 for most people."))[0]).toMatch(/figure typed/);
    expect(problemsOf("t.json", file("Screening from age {screeningGuideline.nope}."))[0]).toMatch(
      /not in content\/facts.json/,
    );
    expect(problemsOf("t.json", file("从{screeningGuideline.startAge}岁开始筛查。", "zh"))[0]).toMatch(/no phrasings/);
    expect(problemsOf("t.json", file("Screening from age {screeningGuideline.startAge} for most."))).toEqual([]);
  });
});

describe("the engine with the answer bank", () => {
  it("answers with the approved answer, the key figure first, from facts.json", () => {
    const { reply, intent } = engine.answer("When should I start getting screened?");
    expect(intent).toBe("screening-start-age");
    expect(reply.outcome).toBe("answer");
    expect(reply.text.split(".")[0]).toContain(String(facts.screeningGuideline.startAge));
  });

  it("never quotes the emergency number to a question about pain or sedation", () => {
    for (const q of ["colonoscopy pain or not ah", "will they put me to sleep for the scope", "做肠镜会痛吗？"]) {
      const { reply } = engine.answer(q);
      expect(reply.outcome).toBe("answer");
      expect(reply.text).not.toContain(facts.care.emergencyNumber);
    }
  });

  it("answers in the person's language and says the translation is not yet reviewed", () => {
    const zh = engine.answer("我应该几岁开始做大肠癌筛查？").reply;
    expect(zh).toMatchObject({ outcome: "answer", lang: "zh" });
    expect(zh.text).toContain("翻译尚未审核");
    const ms = engine.answer("Berapa kerap saya perlu buat saringan?").reply;
    expect(ms).toMatchObject({ outcome: "answer", lang: "ms" });
    expect(ms.text).toContain("Terjemahan belum disemak");
    const ta = engine.answer("FIT கிட் எங்கே கிடைக்கும்?").reply;
    expect(ta).toMatchObject({ outcome: "answer", lang: "ta" });
  });

  it("keeps safety first: an emergency is sent to care, whatever the bank holds", () => {
    expect(engine.answer("I'm bleeding a lot from my bottom and I feel faint").reply.outcome).toBe("emergency");
  });

  it("does not answer what is not about our topics, in any language, and declines in it", () => {
    for (const q of ["tell me a joke", "股票怎么买", "Siapa menang bola semalam?", "நல்ல சினிமா எது?"])
      expect(engine.answer(q).reply.outcome).toBe("off-topic");
    expect(engine.answer("resepi nasi lemak").reply.lang).toBe("ms");
    expect(engine.answer("Siapa menang bola semalam?").reply.text).toContain("Saya pembantu RID-CRC");
  });

  it("says red food colours stool, and to see a doctor if unsure, rather than sending to 995 (issue 28)", () => {
    const en = engine.answer("I ate dragon fruit and my stool is red, is that blood?").reply;
    expect(en.outcome).toBe("answer");
    expect(en.text).toMatch(/^Red foods such as red dragon fruit, beetroot/);
    expect(en.text).toContain("see a doctor");
    expect(en.text).not.toContain("995");
    const ms = engine.answer("saya makan buah naga, najis merah, darah ke?").reply;
    expect([ms.outcome, ms.lang]).toEqual(["answer", "ms"]);
    expect(engine.answer("ate dragon fruit, stool red, now very dizzy").reply.outcome).toBe("emergency");
  });

  it("asks which question was meant when two intents fit nearly as well, with a link per choice", () => {
    const [a, b] = [intents.find((i) => i.id === "fit-cost")!, intents.find((i) => i.id === "fit-where-kit")!];
    const asked = decide(
      [
        { intent: a, score: 0.5, phrasing: "", language: "ms", support: 0 },
        { intent: b, score: 0.49, phrasing: "", language: "ms", support: 0 },
      ],
      "ms",
      true,
    );
    expect(asked).toMatchObject({ kind: "clarify", text: bankReplies.ms.clarify });
    if (asked.kind !== "clarify") return;
    expect(asked.links).toEqual([
      { label: a.ask.ms![0], href: "/chat?ask=fit-cost&lang=ms" },
      { label: b.ask.ms![0], href: "/chat?ask=fit-where-kit&lang=ms" },
    ]);
    // A clear winner, or a sure match, is answered; a weak one is left to the passages.
    expect(
      decide(
        [
          { intent: a, score: 0.5, phrasing: "", language: "en", support: 0 },
          { intent: b, score: 0.4, phrasing: "", language: "en", support: 0 },
        ],
        "en",
        true,
      ).kind,
    ).toBe("answer");
    expect(
      decide(
        [
          { intent: a, score: 0.9, phrasing: "", language: "en", support: 0 },
          { intent: b, score: 0.89, phrasing: "", language: "en", support: 0 },
        ],
        "en",
        true,
      ).kind,
    ).toBe("answer");
    expect(decide([{ intent: a, score: 0.3, phrasing: "", language: "en", support: 0 }], "en", true).kind).toBe("none");
    // As near by their nearest phrasings, but more of one intent's phrasings fit: that one is meant.
    const supported = decide(
      [
        { intent: a, score: 0.5, phrasing: "", language: "en", support: 0.2 },
        { intent: b, score: 0.49, phrasing: "", language: "en", support: 0.45 },
      ],
      "en",
      true,
    );
    expect(supported).toMatchObject({ kind: "answer", intent: { id: "fit-where-kit" } });
    // Still one phrasing apiece, or nearly as many fitting: asked.
    expect(
      decide(
        [
          { intent: a, score: 0.5, phrasing: "", language: "en", support: 0.44 },
          { intent: b, score: 0.49, phrasing: "", language: "en", support: 0.45 },
        ],
        "en",
        true,
      ).kind,
    ).toBe("clarify");
    // The choice's link gives the intent's approved answer in the language it names.
    expect(engine.choose("fit-where-kit", "ms").reply).toMatchObject({ outcome: "answer", lang: "ms" });
  });

  it("asks first when a message mixes a symptom of the person's own with a question", () => {
    const { reply } = engine.answer("my tummy hurts, how much is the fit kit");
    expect(reply.outcome).toBe("clarify");
    expect(reply.text).toMatch(/^Before I answer: do you have any of these now: blood in your stool/);
    expect(reply.links[0]).toEqual({ label: "Yes, or I'm not sure: find a GP", href: "/find-a-gp" });
    expect(reply.links[1]!.href).toBe("/chat?ask=fit-cost&lang=en");
    // A symptom and nothing the bank answers: see a doctor to be sure, never a quoted passage.
    const alone = engine.answer("I've had some cramps lately and feel weird").reply;
    expect(alone.text).toMatch(/see a doctor to be sure/);
    expect(alone.sources).toEqual([]);
    // Asking about pain is not having it.
    expect(engine.answer("I'm scared of the pain during colonoscopy").reply.outcome).toBe("answer");
  });

  it("answers each question of a message that asks two (issue 28)", () => {
    const { reply } = engine.answer("How long is a colonoscopy, and am I allowed to drive myself home afterwards?");
    expect(reply.outcome).toBe("answer");
    expect(reply.text).toContain(facts.care.procedureMinutesText);
    expect(reply.text).toContain(`${facts.care.noDrivingHours} hours`);
  });

  it("answers the question after a story, even when the story names a topic we do not cover", () => {
    const { reply, intent } = engine.answer(
      "My brother had surgery for bowel cancer at 48 and is well now. I am 37 with no symptoms. From what age should I be checked?",
    );
    expect(reply.outcome).toBe("answer");
    expect(intent).toBe("family-history");
    expect(reply.text).toContain(String(facts.care.familyHistoryStartAge));
    // The topic itself is still declined when it is the question.
    expect(engine.answer("Is chemo after bowel surgery worth it?").reply.outcome).toBe("decline");
  });

  it("reads words of emphasis ('exactly', 'actually') as saying how much, not what", () => {
    // Before, "exactly" drew the piles intent (a phrasing says "what exactly are piles").
    expect(engine.answer("what exactly is a colonoscopy").intent).toBe("what-is-colonoscopy");
    expect(engine.answer("what exactly are piles").intent).toBe("what-are-piles");
    expect(engine.answer("What does the FIT test actually detect").intent).toBe("what-is-fit");
  });

  it("reads a misspelt word as the bank's word one letter away, and a short word only when it keeps its shape", () => {
    // Before, "offen" and "sedaton" said nothing, and the other words drew another intent.
    expect(engine.answer("how offen should i get screened").intent).toBe("screening-interval");
    expect(engine.answer("is the sedaton safe").intent).toBe("colonoscopy-sedation");
    // "lunch" is not "lynch" (the inherited condition).
    expect(engine.answer("can i eat lunch after the colonoscopy").intent).toBe("colonoscopy-eat-after");
  });

  it("reads a follow-up naming only another test as the question before it, asked of that test", () => {
    const en = engine.answer("How often should I do the FIT? What about colonoscopy?");
    expect(en.intent).toBe("fit-how-often");
    expect(en.reply.text).toContain(`${facts.care.colonoscopyRepeatYears} years`);
    expect(engine.answer("fit kit how much? and the scope?").reply.text).toContain("MediSave");
    const ms = engine.answer("Berapa kerap buat FIT? Kolonoskopi pula?");
    expect(ms.reply.text).toContain(`${facts.care.colonoscopyRepeatYears} tahun`);
    // Anything else after a question is not taken for it asked again.
    expect(engine.answer("How often should I do the FIT? What about my diet?").reply.text).not.toContain(
      "After a normal colonoscopy",
    );
  });

  it("answers the question when a worry is only the story's, and still reassures", () => {
    // Malay: before, the worry and the result tied and the bot asked which one was meant.
    const ms = engine.answer("Saya takut sangat. Keputusan FIT saya positif minggu lepas. Apa perlu buat seterusnya?");
    expect(ms.intent).toBe("fit-positive");
    expect(ms.reply.text).toContain(
      intentAnswer(
        intents.find((i) => i.id === "colonoscopy-scared")!,
        "ms",
      ).text.split("\n")[0],
    );
    const en = engine.answer(
      "My husband is nervous and keeps postponing it. He has to take the prep tomorrow. How do we make the laxative drink easier to finish?",
    );
    expect(en.intent).toBe("prep-taste-tips");
    // The worry is the question: the reassurance answers it.
    expect(engine.answer("I'm so scared of the colonoscopy. What should I do?").intent).toBe("colonoscopy-scared");
    expect(engine.answer("Very afraid of the scope. Will it hurt?").reply.outcome).toBe("answer");
  });

  it("reads a message mixing English words into Chinese, Malay or Tamil as about our topics", () => {
    const tamil = engine.answer("colonoscopy செய்யும்போது வலி இருக்குமா?");
    expect(tamil.reply.outcome).toBe("answer");
    expect(tamil.reply.lang).toBe("ta");
    const malay = engine.answer("selepas kolonoskopi boleh saya memandu sendiri?");
    expect(malay.intent).toBe("colonoscopy-drive");
  });

  it("tells a negative result from a positive one", () => {
    expect(engine.answer("my stool test came back negative, now what").intent).toBe("fit-negative");
    expect(engine.answer("my stool test came back positive, now what").intent).toBe("fit-positive");
  });

  it("gives a safe default to a forged choice: an unknown intent or language", () => {
    expect(engine.choose("no-such-intent", "en").reply.outcome).toBe("off-topic");
    expect(engine.choose("__proto__", "zh").reply).toMatchObject({ outcome: "off-topic", lang: "zh" });
    expect(engine.choose("constructor", "ta").reply.outcome).toBe("off-topic");
    const english = engine.choose("fit-cost", "<script>").reply;
    expect(english.outcome).toBe("answer");
    expect(english.lang).toBeUndefined();
  });
  it("says what it does when asked about another condition or an everyday subject, in the person's language", () => {
    for (const [message, lang] of [
      ["What are the symptoms of dengue?", undefined],
      ["my knee pain getting worse, is it osteoarthritis?", undefined],
      ["登革热有什么症状？", "zh"],
      ["Lutut saya sakit, kenapa?", "ms"],
      ["முழங்கால் வலிக்கு என்ன செய்வது?", "ta"],
    ] as const) {
      const { reply } = engine.answer(message);
      expect(reply.outcome).toBe("off-topic");
      expect(reply.lang).toBe(lang);
      expect(reply.text).toEqual(lang ? bankReplies[lang].offTopic : expect.stringContaining("Try asking me about"));
      expect(reply.links).toEqual([{ label: "Education Hub", href: "/education" }]);
    }
    // A question of ours naming another condition is answered.
    expect(engine.answer("I have diabetes, should I screen earlier?").intent).toBe("diabetes-risk");
    expect(engine.answer("Saya ada kencing manis, perlu buat saringan awal ke?").intent).toBe("diabetes-risk");
    // The safety rules come first: a fever after a colonoscopy is never "another condition".
    expect(engine.answer("I have fever after my colonoscopy yesterday").reply.outcome).toBe("emergency");
  });
  it("says a figure's English units in the answer's language; the number stays facts.json's", () => {
    const years = facts.care.smallPolypRepeatText;
    expect(fillFigures("{care.smallPolypRepeatText}")).toBe(years);
    expect(fillFigures("{care.smallPolypRepeatText}", "zh")).toBe(years.replace(/ years?$/, "年"));
    expect(fillFigures("{care.smallPolypRepeatText}", "ms")).toBe(years.replace(/ years?$/, " tahun"));
    expect(fillFigures("{appointmentContactText}", "ms")).toMatch(/^dalam masa \d+ hari bekerja$/);
    expect(fillFigures("{appointmentContactText}", "zh")).toMatch(/^在\d+个工作日内$/);
    // A figure no rule reads (a programme's name) is said as written.
    expect(fillFigures("{usProgramme.name}", "ta")).toBe(facts.usProgramme.name);
    // No Chinese, Malay or Tamil answer says an English unit any more.
    for (const intent of intents)
      for (const lang of ["zh", "ms", "ta"] as const) {
        const own = intent.answer[lang];
        if (own) expect(fillFigures(own.text, lang)).not.toMatch(/\d\s*(?:years?|minutes?|hours?|business days?)\b/);
      }
  });

  it("reads the spellings people use: Tamil's ways of writing colonoscopy, Malay's short forms", () => {
    for (const word of ["கொலோனோஸ்கோபி", "கோலனோஸ்கோபி", "கோலோனோஸ்கோபி", "கொலோனஸ்கோபி"])
      expect(respell(word)).toBe("கொலனோஸ்கோபி");
    expect(respell("கோலனோஸ்கோபிக்கு")).toBe("கொலனோஸ்கோபிக்கு");
    expect(respell("mcm")).toBe("macam");
    expect(respell("saya")).toBe("saya");
    expect(engine.answer("கோலோனோஸ்கோபி முடிவு நார்மல், அடுத்தது எப்போது?").reply.outcome).toBe("answer");
  });

  it("refuses to diagnose from a positive result, then says what a positive result means", () => {
    for (const message of [
      "My FIT came back positive. Do I have cancer? Just tell me.",
      "என்னோட FIT test positive-னு வந்துச்சு. எனக்கு cancer இருக்கா இல்லையா? நீங்களே சொல்லுங்க.",
    ]) {
      const { reply } = engine.answer(message);
      expect(reply.outcome).toBe("diagnosis");
      expect(reply.text).toMatch(/colonoscopy|கொலனோஸ்கோபி/);
      expect(reply.sources.length).toBeGreaterThan(0);
    }
    // Without a positive result the refusal is said alone.
    const alone = engine.answer("do I have cancer? you tell me").reply;
    expect(alone.outcome).toBe("diagnosis");
    expect(alone.text).not.toMatch(/colonoscopy/);
  });
  it("lets an approved answer speak about a medicine it names; other medicines are still declined", () => {
    const insulin = engine.answer(
      "i have diabetes and take insulin every day, my colonoscopy is next week, what do i do about my medicine",
    );
    expect(insulin.intent).toBe("prep-medicines");
    expect(insulin.reply.text).toContain("insulin");
    expect(engine.answer("does metformin lower colon cancer risk").reply.outcome).toBe("decline");
    expect(engine.answer("Is chemo after bowel surgery worth it?").reply.outcome).toBe("decline");
  });

  it("reads Singlish's 'already' as saying when, not what", () => {
    expect(engine.answer("I'm a champion already, how to get my kakis to join? can refer them?").intent).toBe(
      "refer-friend",
    );
    // A phrasing that says "already" still answers its own question.
    expect(engine.answer("scope clear already, when do again?").reply.text).toContain(
      `${facts.care.colonoscopyRepeatYears} years`,
    );
  });

  it("reads an age said as an age: 76 or more is the older person's question, under 50 the younger one's", () => {
    expect(engine.answer("my grandfather is 84 years old, does he still need the FIT?").intent).toBe(
      "screening-over-75",
    );
    expect(engine.answer("saya 35 tahun, perlu buat saringan?").intent).toBe("screening-under-50");
    // A bare number is not an age.
    expect(engine.answer("I'm 80, how much does a colonoscopy cost?").intent).toBe("colonoscopy-cost");
  });

  it("reads 'in their life' as a lifetime, not the Life of Screen for Life, and says facts.json's figure", () => {
    const reply = engine.answer("how many people here get bowel cancer during their whole life?");
    expect(reply.intent).toBe("how-common-crc");
    expect(reply.reply.text).toContain(facts.lifetimeRiskText);
    expect(engine.answer("what does screen for life cover").intent).toBe("cost-screen-for-life");
  });

  it("tells a Champion how to invite friends when asked how to join", () => {
    expect(engine.answer("How do I join the movement?").reply.text).toMatch(/Refer a friend/);
  });

  it("declines the price of gold or money in every language; a figure of ours never answers it", () => {
    for (const text of ["今天金价多少？", "Harga emas hari ini berapa?", "இந்த வாரம் தங்கம் விலை எவ்வளவு?"])
      expect(engine.answer(text).reply.outcome).toBe("off-topic");
    expect(engine.answer("Why is colonoscopy the gold standard?").intent).toBe("colonoscopy-why-gold");
  });

  it("reads a misspelt result's sign, and a result that came back normal as a result", () => {
    expect(engine.answer("my FIT was negitive, when is the next one").intent).toBe("fit-negative");
    expect(engine.answer("my fit was postive what happens now").intent).toBe("fit-positive");
    expect(engine.answer("scope came back clear, when is the next one due?").intent).toMatch(
      /^colonoscopy-(?:interval|normal-result)$/,
    );
    expect(engine.answer("when can I get back to normal after the scope").intent).toBe("colonoscopy-work-after");
  });

  it("answers what a positive FIT means when a Tamil question ends on cancer-ஆ, and still refuses a verdict", () => {
    expect(engine.answer("FIT ரிசல்ட் பாசிட்டிவ் ஆச்சு, அப்போ எனக்கு கேன்சரா?").intent).toBe("fit-positive");
    expect(engine.answer("FIT positive, எனக்கு cancer இருக்கா இல்லையா? நீங்களே சொல்லுங்க").reply.outcome).toBe("diagnosis");
  });

  it("says a full event has a waitlist and a place can be cancelled, and why an invitation was not sent", () => {
    expect(engine.answer("the workshop is fully booked, can I still get a seat?").intent).toBe("event-full-cancel");
    expect(engine.answer("Kalau acara dah penuh, boleh tunggu tempat kosong?").intent).toBe("event-full-cancel");
    expect(engine.answer("is there a cap on invitations? nothing was sent to my friends").intent).toBe("refer-limit");
  });
});
