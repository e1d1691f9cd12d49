import { describe, expect, it } from "vitest";
import { outOfScope, type OutOfScope } from "./scope";

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
