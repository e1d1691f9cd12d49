import { describe, expect, it } from "vitest";
import { composeAnswer, createEngine } from "./engine";
import { allowedNumbers, figuresIn, numbersIn } from "./facts";
import type { Passage } from "./passage";
import { withinDistance } from "./terms";

// The local engine over a small corpus of its own: the order of the checks, when it answers and
// when it declines, and the rule that every number it says is one of content/facts.json's.

const passage = (id: string, title: string, text: string, asks: string[] = []): Passage => ({
  id,
  kind: "article",
  title,
  href: `/education/article/${id.replace("#", "#")}`,
  text,
  asks,
});
const corpus = [
  passage(
    "prep#clear-liquids",
    "Colonoscopy preparation: the day before",
    "The day before your colonoscopy, drink only clear liquids. Water, clear soup and tea without milk are fine. Avoid red and purple drinks.",
    ["what can i drink the day before colonoscopy", "can drink milk before scope"],
  ),
  passage(
    "polyps#what-is-a-polyp",
    "How colorectal cancer develops: what is a polyp",
    "A polyp is a small growth on the lining of the bowel. Most polyps are harmless, but some can turn into cancer over 7 to 12 years. Removing them prevents cancer.",
    ["what is a polyp", "polyp means cancer or not"],
  ),
];
const engine = createEngine(corpus, { contactEmail: "hello@rid-crc.sg" });
const ask = (q: string, history: string[] = []) => engine.answer(q, history).reply;

describe("the order of the checks", () => {
  it("an emergency comes before everything, with 995 and no sources", () => {
    const reply = ask("heavy bleeding from my bottom and i feel faint, what is a polyp");
    expect(reply.outcome).toBe("emergency");
    expect(reply.text).toContain("995");
    expect(reply.sources).toEqual([]);
  });

  it("a red flag sends the person to a doctor first, with Find a GP", () => {
    const reply = ask("got blood in my poo leh");
    expect(reply.outcome).toBe("red-flag");
    expect(reply.links).toContainEqual({ label: "Find a GP near you", href: "/find-a-gp" });
  });

  it("a request to diagnose is refused", () => {
    expect(ask("can you diagnose me, do i have cancer").outcome).toBe("diagnosis");
  });

  // Issue 23: the hidden four-language set found Chinese and Tamil emergencies unanswered.
  it.each([
    ["zh", "我妈妈大便出很多血，头很晕"],
    ["ms", "ayah saya pengsan dalam tandas, banyak darah"],
    ["ta", "மலத்தில் நிறைய இரத்தம் வருகிறது, தலை சுற்றுகிறது"],
  ])("an emergency written in %s is answered in it, 995 first", (lang, text) => {
    const reply = ask(text);
    expect(reply.outcome).toBe("emergency");
    expect(reply.lang).toBe(lang);
    expect(reply.text.slice(0, 20)).toContain("995");
  });

  it("a red flag in Chinese mixed with English is told to see a doctor, in Chinese", () => {
    const reply = ask("我的 stool 有 blood 两个星期了");
    expect(reply.outcome).toBe("red-flag");
    expect(reply.text).toContain("医生");
    expect(reply.links.map((l) => l.href)).toEqual(["/find-a-gp"]);
  });

  it("a greeting is greeted, warmly in Singlish", () => {
    expect(ask("hello").outcome).toBe("greeting");
    expect(ask("hello lah").text).toContain("Champion");
  });
});

describe("answering from the passages", () => {
  it("answers with the passage's own sentences and cites it", () => {
    const reply = ask("what can i drink the day before my colonoscopy");
    expect(reply).toMatchObject({ outcome: "answer", via: "local", isMocked: false });
    expect(reply.text).toContain("drink only clear liquids");
    expect(reply.sources[0]).toEqual({ title: corpus[0]!.title, href: corpus[0]!.href });
  });

  it("understands Singlish and misspellings", () => {
    expect(ask("polip means got cancer or not ah").outcome).toBe("answer");
    expect(ask("can drink milk before scope or not").sources[0]?.href).toBe(corpus[0]!.href);
  });

  it("declines a health question the passages do not answer, with the FAQ, search and contact", () => {
    const reply = ask("does acupuncture help after bowel surgery");
    expect(reply.outcome).toBe("decline");
    expect(reply.links.map((l) => l.href)).toEqual([
      "/education/faqs",
      "/search?q=does%20acupuncture%20help%20after%20bowel%20surgery",
      "mailto:hello@rid-crc.sg",
    ]);
  });

  it("redirects a question that is not about health", () => {
    expect(ask("recipe for hainanese chicken rice").outcome).toBe("off-topic");
  });

  it("a short follow-up leans on the previous question", () => {
    expect(ask("milk also cannot?").outcome).not.toBe("answer");
    const reply = ask("milk also cannot?", ["hello", "what can i drink the day before colonoscopy"]);
    expect(reply.outcome).toBe("answer");
    expect(reply.sources[0]?.href).toBe(corpus[0]!.href);
  });
});

describe("figures", () => {
  it("never says a number content/facts.json does not hold: such a sentence is left out", () => {
    const text = composeAnswer("is a polyp cancer", corpus[1]!, false);
    expect(text).not.toContain("7 to 12");
    expect(numbersIn(text).every((n) => allowedNumbers.has(n))).toBe(true);
  });

  it("reads numbers as figures: 1,000 is 1000, 16.2% is 16.2", () => {
    expect(numbersIn("1,000 people, 16.2% of men, 3-5 years")).toEqual(["1000", "16.2", "3", "5"]);
    expect(allowedNumbers.has("995")).toBe(true);
    expect(allowedNumbers.has("95")).toBe(true);
  });
});

// Issue 23: a list in an article reached the chat as one run-on line ("…your GP if: Any of these
// symptoms lasts more than two weeks Symptoms keep coming back…").
describe("lists", () => {
  const symptoms = passage(
    "signs#when",
    "Early warning signs: when to see a doctor",
    "Most of the time it is not cancer.\n\nMake an appointment with your GP if:\n" +
      "- Any of these symptoms lasts more than two weeks\n- Symptoms keep coming back\n" +
      "- You notice blood in your stool, even once\n\nYour GP will ask about your symptoms.",
  );

  it("says a short list whole, with the sentence that introduces it, one item a line", () => {
    const text = composeAnswer("when should I see a GP about symptoms that keep coming back", symptoms, false);
    expect(text).toContain(
      "Make an appointment with your GP if:\n- Any of these symptoms lasts more than two weeks\n" +
        "- Symptoms keep coming back\n- You notice blood in your stool, even once",
    );
  });

  it("says whose words a quoted passage is, on a line of its own before a list (issue 28)", () => {
    const list = passage("l", "Drinks", "- Water\n- Clear soup\n- Tea without milk");
    expect(composeAnswer("what drinks water soup", list, true)).toMatch(
      /^Good question, Champion! No approved answer fits, so this is quoted from one of our articles \(the source below\):\n\n- Water\n/,
    );
  });

  it("says a list with a figure facts.json does not hold item by item, without that item", () => {
    const figures = passage("f", "Results", "- It found 83 of 100 cancers.\n- Detection was lower for small polyps.");
    const text = composeAnswer("what did it find about cancers and polyps", figures, false);
    expect(text).toContain("- Detection was lower for small polyps.");
    expect(text).not.toContain("83");
  });

  it("list numbering is not a figure", () => {
    expect(figuresIn("Steps:\n1. Walk 30 minutes\n7. Sleep")).toEqual(["30"]);
  });
});

describe("edit distance", () => {
  it.each([
    ["polyp", "polip", 1, true],
    ["colonoscopy", "colonscopy", 2, true],
    ["screening", "screaming", 1, false],
    ["cancer", "dancer", 1, true],
  ])("%s ~ %s within %i: %s", (a, b, max, expected) => {
    expect(withinDistance(a, b, max)).toBe(expected);
  });
});
