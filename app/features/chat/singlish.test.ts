import { describe, expect, it } from "vitest";
import { lexiconWords, spellingWords } from "./singlish-lexicon";
import { normalise } from "./singlish";

type Case = [input: string, text: string];
const reads = (cases: Case[]) =>
  it.each(cases)("%j reads %j", (input, text) => {
    expect(normalise(input).text).toBe(text);
  });

describe("the message is cleaned", () => {
  reads([
    ["Is FIT Free?", "is fit free?"],
    ["Ｆｕｌｌｗｉｄｔｈ ＦＩＴ", "fullwidth fit"],
    ["doctor\u2019s \u201cadvice\u201d", "doctor's advice"],
    ["sooo painnnn!!!", "so pain"],
    ["goood", "good"],
    ["stoooool", "stool"],
    ["bleeeeding", "bleeding"],
    ["bleeding from the stool during colonoscopy", "bleeding from the stool during colonoscopy"],
    ["what?!?!", "what?"],
    ["hello   \n\t  there", "hello there"],
    ["pain (sharp) *** ### :) 😭", "pain sharp"],
    ["3-4 days, 50/50", "3-4 days, 50/50"],
  ]);
});

describe("particles", () => {
  reads([
    ["ok lah", "ok"],
    ["cannot la, too far", "cannot, too far"],
    ["like that leh", "like that"],
    ["scope already lor", "colonoscopy already"],
    ["got pain meh?", "have pain?"],
    ["i already go mah", "i already go"],
    ["this one free hor", "this one free"],
    ["the queue long sia", "the queue long"],
    ["doctor ah, is it serious?", "doctor, is it serious?"],
    ["how ar", "how"],
    ["is it painful one?", "is it painful?"],
    ["done liao", "done already"],
    ["lahhh so painful lorrr", "so painful"],
  ]);
});

describe("constructions", () => {
  reads([
    ["can or not", "can i"],
    ["eat before fit can anot?", "eat before fit can i?"],
    ["can a not", "can i"],
    ["got or not?", "is there?"],
    ["fit is free is it", "fit is free"],
    ["colonoscopy painful izzit?", "colonoscopy painful?"],
    ["need to fast issit", "need to fast"],
    ["how ah?", "how?"],
    ["also can", "can"],
    ["what for go screening?", "why go screening?"],
    ["where got time", "there is no time"],
    ["i don't have time", "i don't have time"],
    ["need to fast anot?", "need to fast?"],
  ]);
});

describe("words", () => {
  reads([
    ["sounds like wayang only", "sounds like for show only"],
    ["so mafan", "so troublesome"],
    ["paiseh to ask", "embarrassed to ask"],
    ["paisay", "embarrassed"],
    ["very kiasu", "very afraid of missing out"],
    ["kiasi", "afraid"],
    ["jialat", "serious"],
    ["so sian", "so tired"],
    ["kena cancer", "get cancer"],
    ["aiyo, aiyoh, aiya, alamak, walao, wah lau, walau!", ""],
    ["pantang", "taboo"],
    ["so suay", "so unlucky"],
    ["shiok", "good"],
    ["chope a slot", "reserve a slot"],
    ["buay tahan the pain", "unbearable the pain"],
    ["cannot tahan", "unbearable"],
    ["can tahan", "can bear"],
    ["siao", "crazy"],
    ["gahmen pay? garmen pay?", "government pay? government pay?"],
    ["ang moh doctor", "western doctor"],
    ["after makan", "after eat"],
    ["bring my kakis along", "bring my friends along"],
    ["very cheem", "very complicated"],
    ["i very blur", "i very blur"],
    ["steady", "steady"],
    ["i got blood in my stool", "i have blood in my stool"],
    ["got blood", "have blood"],
  ]);
});

describe("health words", () => {
  reads([
    ["stomache very pain", "abdominal ache very pain"],
    ["can h pylori cause stomache cancer", "can h pylori cause stomach cancer"],
    ["will they knock me out for the scope", "will they sedate me for the colonoscopy"],
    ["pang sai got blood", "pass stool have blood"],
    ["pangsai", "pass stool"],
    ["lao sai 3 days", "diarrhoea 3 days"],
    ["laosai", "diarrhoea"],
    ["lau sai", "diarrhoea"],
    ["blood in poo", "blood in stool"],
    ["poop poopoo shit stools faeces feces", "stool stool stool stool stool stool"],
    ["my motion is black", "my stool is black"],
    ["do big business", "do pass stool"],
    ["backside bum buttocks butt", "bottom bottom bottom bottom"],
    ["scope painful?", "colonoscopy painful?"],
    ["going for scoping", "going for colonoscopy"],
    ["kena scope", "colonoscopy"],
    ["poo test", "fit stool test"],
    ["stool test", "fit stool test"],
    ["fit kit", "fit stool test"],
    ["fit test", "fit stool test"],
    ["poly", "polyclinic"],
    ["polyclinics", "polyclinic"],
    ["chas", "chas subsidy"],
    ["chas card", "chas subsidy"],
    ["medisave, medi save, medi-save", "medisave, medisave, medisave"],
    ["tummy pain", "abdominal pain"],
    ["stomach cramps", "abdominal cramps"],
    ["piles", "haemorrhoids"],
    ["black black stool", "black stool"],
    ["see blood", "see blood"],
  ]);
});

describe("chat spelling", () => {
  reads([
    ["u ok?", "you ok?"],
    ["ur doc", "your doctor"],
    ["r u free", "are you free"],
    ["wat is fit? wht?", "what is fit? what?"],
    ["hw to book", "how to book"],
    ["pls help plz", "please help please"],
    ["cos coz bcos", "because because because"],
    ["dunno", "do not know"],
    ["wan to go, wanna go", "want to go, want go"],
    ["abt scope", "about colonoscopy"],
    ["tmr or tmrw", "tomorrow or tomorrow"],
    ["1 yr 2 yrs 3 mth 4 mths 5 wk 6 wks", "1 year 2 years 3 month 4 months 5 week 6 weeks"],
    ["see gp", "see gp"],
    ["go a&e", "go a&e"],
    ["nvm", ""],
    ["thx tks tq", "thanks thanks thanks"],
  ]);
});

describe("misspellings", () => {
  reads([
    ["sever pain", "severe pain"],
    [
      "colonscopy colonoscapy colonoskopy colonsocpy kolonoscopy colonoscophy colonscopi",
      "colonoscopy colonoscopy colonoscopy colonoscopy colonoscopy colonoscopy colonoscopy",
    ],
    ["diarrhea diarhea diarrohea diarrhoea diahorrea", "diarrhoea diarrhoea diarrhoea diarrhoea diarrhoea"],
    ["hemorrhoids haemorroids hemoroids", "haemorrhoids haemorrhoids haemorrhoids"],
    ["polip polips pollup polups", "polyp polyps polyp polyps"],
    ["screning scrrening screeening scrennig", "screening screening screening screening"],
    ["cancar cancre kanser cansur", "cancer cancer cancer cancer"],
    ["colerectal colorectral colo-rectal collorectal", "colorectal colorectal colorectal colorectal"],
    ["bleding bleedin", "bleeding bleeding"],
    ["blud bloood insted instaed", "blood blood instead instead"],
    ["constipate constipted konstipated", "constipated constipated constipated"],
    ["anemia anaemic anemic", "anaemia anaemia anaemia"],
    ["feacal fecal faecal immunochemical", "faecal faecal faecal immunochemical"],
    ["sigmoidscopy", "sigmoidoscopy"],
  ]);
});

describe("what must not change", () => {
  reads([
    ["telescope", "telescope"],
    ["the scope of screening", "the scope of screening"],
    ["polyp polyps", "polyp polyps"],
    ["a&e", "a&e"],
    ["a & e", "a&e"],
    ["lahore island layer", "lahore island layer"],
    ["ahead aha yeah", "ahead aha yeah"],
    ["sleh lehman", "sleh lehman"],
    ["mahjong", "mahjong"],
    ["doctor mah said", "doctor mah said"],
    ["hor fun", "hor fun"],
    ["my ah ma", "my grandmother"],
    ["asian", "asian"],
    ["3 weeks, 50 years, 1.5 kg", "3 weeks, 50 years, 1.5 kg"],
    ["is it normal to see blood?", "is it normal to see blood?"],
    ["what is it?", "what is it?"],
    ["how much is it?", "how much is it?"],
    ["which one?", "which one?"],
    ["i want the free one", "i want the free one"],
    ["no one told me", "no one told me"],
    ["What are the symptoms of colorectal cancer?", "what are the symptoms of colorectal cancer?"],
    ["How often should I be screened?", "how often should i be screened?"],
    [
      "Is the FIT kit free for Singaporeans aged 50 and above?",
      "is the fit stool test free for singaporeans aged 50 and above?",
    ],
    ["umbrella button", "umbrella button"],
  ]);
});

describe("singlish is reported", () => {
  it.each([
    "ok lah",
    "can or not",
    "is it painful one?",
    "fit is free is it",
    "so mafan",
    "pang sai got blood",
    "aiyo",
    "kena scope",
    "got blood in stool",
  ])("%j is Singlish", (input) => {
    expect(normalise(input).singlish).toBe(true);
  });

  it.each([
    "What are the symptoms of colorectal cancer?",
    "is it normal to see blood?",
    "u ok?",
    "colonscopy",
    "blood in my poo",
    "telescope",
    "I got my results",
    "",
  ])("%j is not Singlish", (input) => {
    expect(normalise(input).singlish).toBe(false);
  });
});

describe("bad input", () => {
  it("reads 100 KB without trouble", () => {
    const input = "aiyo my backside bleeding sooo much lah, can see doctor or not? is it cancer one? ".repeat(1300);
    expect(input.length).toBeGreaterThan(100_000);
    const { text, singlish } = normalise(input);
    expect(singlish).toBe(true);
    expect(text.startsWith("my bottom bleeding so much, can see doctor? is it cancer?")).toBe(true);
  });

  it("reads 100 KB of one long word and of repeated letters", () => {
    expect(normalise("a".repeat(100_000)).text).toBe("a");
    expect(normalise("painful ".repeat(12_500) + "one").text.endsWith("painful")).toBe(true);
  });

  it("turns control and binary characters into a clean string", () => {
    const binary = Array.from({ length: 512 }, (_, i) => String.fromCharCode(i % 256)).join("") + "\ud800\udfff\ud83d";
    const { text } = normalise(`${binary}blood\u0000in\u200bstool\u0007`);
    expect(text).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}]/u);
    expect(text.endsWith("blood in stool")).toBe(true);
  });

  it("reads HTML as words, never as markup", () => {
    expect(normalise("<script>alert('x')</script> poo").text).toBe("script alert x /script stool");
  });

  it("returns an empty reading for nothing", () => {
    expect(normalise("")).toEqual({ text: "", singlish: false });
    expect(normalise("   \n ")).toEqual({ text: "", singlish: false });
  });
});

describe("the lexicon", () => {
  it("glosses each word in one place only", () => {
    const seen = new Map<string, string>();
    for (const group of [...spellingWords, ...lexiconWords]) {
      for (const [word] of group.glosses) {
        expect(seen.get(word), `"${word}" is in "${seen.get(word)}" and "${group.name}"`).toBeUndefined();
        seen.set(word, group.name);
      }
    }
  });
});
