import { describe, expect, it } from "vitest";
import { checkModelAnswer, MAX_MODEL_ANSWER_LENGTH, numberTokens } from "./model-check";
import type { Passage } from "./passage";

const passage = (id: string, title: string, href: string, text: string): Passage => ({
  id,
  kind: "article",
  title,
  href,
  text,
});

const passages: Passage[] = [
  passage(
    "fit#what",
    "The FIT kit: What it is",
    "/education/article/fit#what",
    "The FIT kit is a simple poo test you do at home. It looks for blood you cannot see. Screening takes under 15 minutes.",
  ),
  passage(
    "age#when",
    "When to screen: Age",
    "/education/article/age#when",
    "Singapore's programme recommends screening from age 50. International guidelines start at 45 for people at average risk, and screening is usually advised for ages 45-75.",
  ),
  passage(
    "costs#subsidy",
    "Costs: Subsidies",
    "/education/article/costs#subsidy",
    "When colorectal cancer is found early, 95% of people survive. A colonoscopy can cost S$1,000 without subsidy; some clinics charge 3.5 times less with CHAS.",
  ),
];

const rejected = (text: string) => {
  const result = checkModelAnswer(text, passages);
  expect(result.ok, text).toBe(false);
  return result.ok ? "" : result.reason;
};
const accepted = (text: string) => {
  const result = checkModelAnswer(text, passages);
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result;
};

describe("checkModelAnswer: a good answer", () => {
  it("is accepted, its markers removed and its source listed", () => {
    const result = accepted("The FIT kit is a poo test you do at home [1]. It looks for hidden blood [1].");
    expect(result.text).toBe("The FIT kit is a poo test you do at home. It looks for hidden blood.");
    expect(result.sources).toEqual([{ title: "The FIT kit: What it is", href: "/education/article/fit#what" }]);
  });

  it("lists the cited sources in citation order, each once", () => {
    const result = accepted("Start at 50 [2]. The kit is done at home [1]. Most survive when found early [3][2].");
    expect(result.sources.map((s) => s.href)).toEqual([
      "/education/article/age#when",
      "/education/article/fit#what",
      "/education/article/costs#subsidy",
    ]);
  });

  it("reads [2, 1] and [2,3] as several citations", () => {
    expect(accepted("Screening starts at 50 [2, 1].").sources.map((s) => s.href)).toEqual([
      "/education/article/age#when",
      "/education/article/fit#what",
    ]);
    expect(accepted("Found early, 95% survive [2,3].").text).toBe("Found early, 95% survive.");
  });

  it("keeps paragraphs and tidies the spaces a removed marker leaves", () => {
    const result = accepted("Do the test at home [1] .\r\n\r\n\r\nStart at   50 [2] , or 45 abroad [2].");
    expect(result.text).toBe("Do the test at home.\n\nStart at 50, or 45 abroad.");
  });

  it("drops Markdown emphasis, since replies are shown as plain text", () => {
    expect(accepted("The kit is **simple** [1].").text).toBe("The kit is simple.");
  });

  it("accepts the last passage's citation", () => {
    expect(accepted("Found early, most people survive [3].").sources).toHaveLength(1);
  });
});

describe("checkModelAnswer: numbers", () => {
  it.each([
    ["a number that is in the passages", "Start screening at 50 [2]."],
    ["a percentage that is in the passages", "95% of people survive when it is found early [3]."],
    ["a range with an en dash", "Screening is usually advised for ages 45–75 [2]."],
    ["a range with a hyphen", "Screening is usually advised for ages 45-75 [2]."],
    ["a range written out", "It is advised from 45 to 75 [2]."],
    ["a thousands separator", "A colonoscopy can cost S$1,000 [3]."],
    ["the same number without its separator", "A colonoscopy can cost S$1000 [3]."],
    ["a decimal", "Clinics may charge 3.5 times less [3]."],
    ["a number at the end of a sentence", "It takes under 15 minutes. [1]"],
  ])("accepts %s", (_, text) => {
    accepted(text);
  });

  it.each([
    ["a number not in the passages", "Start screening at 40 [2].", "40"],
    ["a percentage not in the passages", "90% of people survive [3].", "90"],
    ["a range whose end is not ours", "Screening is advised for ages 45–80 [2].", "80"],
    ["a decimal close to ours", "Clinics may charge 3.6 times less [3].", "3.6"],
    ["a rounded figure", "A colonoscopy can cost about S$1,200 [3].", "1200"],
    ["a phone number", "Call 6123 4567 to book [1].", "6123"],
  ])("rejects %s", (_, text, number) => {
    expect(rejected(text)).toBe(`the number ${number} is not in the passages`);
  });

  it("does not count citation markers as numbers", () => {
    accepted("Do the poo test at home [1].");
  });

  it("normalises number tokens", () => {
    expect([...numberTokens("1,000 and 1000.0, 45–75, 95%, 3.50, 007")]).toEqual([
      "1000",
      "45",
      "75",
      "95",
      "3.5",
      "7",
    ]);
  });
});

describe("checkModelAnswer: citations", () => {
  it("rejects an answer that cites nothing", () => {
    expect(rejected("The FIT kit is a poo test you do at home.")).toBe("the answer cites no passage");
  });

  it.each([
    ["past the last passage", "Start at 50 [4].", "[4]"],
    ["zero", "Start at 50 [0].", "[0]"],
    ["out of range beside a good one", "Start at 50 [2][7].", "[7]"],
    ["out of range inside a list", "Start at 50 [2, 9].", "[9]"],
  ])("rejects a citation %s", (_, text, marker) => {
    expect(rejected(text)).toBe(`the answer cites ${marker} but was given 3 passages`);
  });

  it("rejects an answer made only of citations", () => {
    expect(rejected("[1] [2]")).toBe("the answer is only citations");
  });

  it("rejects any answer when there are no passages", () => {
    expect(checkModelAnswer("The kit is done at home [1].", []).ok).toBe(false);
  });
});

describe("checkModelAnswer: links, HTML and other refusals", () => {
  it.each([
    ["an https URL", "See https://www.healthhub.sg/fit for more [1]."],
    ["an http URL", "Details at http://rid-crc.sg [1]."],
    ["a www address", "Visit www.healthhub.sg to learn more [1]."],
    ["a bare domain", "Visit healthhub.sg to learn more [1]."],
    ["a Markdown link", "Read [the FIT article](/education/article/fit) [1]."],
    ["a Markdown link to one of our own pages", "Read [this](/education/article/fit#what) [1]."],
    ["a path", "Go to /find-a-gp to book [1]."],
    ["an e-mail address", "Write to hello@rid-crc.sg for help [1]."],
    ["a javascript: URL", "Click javascript:alert(1) [1]."],
  ])("rejects %s", (_, text) => {
    expect(rejected(text)).toMatch(/^the answer contains (a|an) /);
  });

  it.each([
    ["a script", "<script>alert(1)</script> The kit is done at home [1]."],
    ["a tag", "The kit is <b>simple</b> [1]."],
    ["a comment", "The kit is simple <!-- hidden --> [1]."],
  ])("rejects HTML: %s", (_, text) => {
    expect(rejected(text)).toBe("the answer contains HTML");
  });

  it("does not take words with a slash or a 'less than' for a path or HTML", () => {
    accepted("You can do it at home and/or at a clinic, in <15 minutes [1].");
  });

  it.each([["NO_ANSWER"], ["  NO_ANSWER\n"], ["NO_ANSWER."], ["Sorry. NO_ANSWER"]])("rejects %j", (text) => {
    expect(rejected(text)).toBe("the model found no answer in the passages");
  });

  it("rejects an empty answer", () => {
    expect(rejected("   \n ")).toBe("the answer is empty");
  });

  it("rejects an answer over the length limit, and accepts one at it", () => {
    const sentence = "The kit is done at home [1]. ";
    const long = sentence.repeat(Math.ceil((MAX_MODEL_ANSWER_LENGTH + 1) / sentence.length));
    expect(rejected(long)).toMatch(/^the answer is [\d,]+ characters, over 1200$/);
    const atLimit = `${"a".repeat(MAX_MODEL_ANSWER_LENGTH - 4)} [1]`;
    expect(atLimit).toHaveLength(MAX_MODEL_ANSWER_LENGTH);
    accepted(atLimit);
  });
});
