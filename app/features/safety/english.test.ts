import { describe, expect, it } from "vitest";
import { triageEnglish as triage } from "./english";
import type { Triage } from "./index";

/**
 * Each group lists messages as a person types them in plain English and as the Singlish normaliser
 * hands them on (lower case, "pang sai" → "pass stool", "got" → "have", "tummy pain" → "abdominal
 * pain", "cannot tahan" → "unbearable"). The triage must read both.
 */
const triaged = (outcome: Triage | null, cases: string[]) =>
  it.each(cases)(`%j → ${outcome}`, (text) => {
    expect(triage(text)).toBe(outcome);
  });

describe("emergencies: call 995 or go to the A&E now", () => {
  describe("heavy bleeding", () => {
    triaged("emergency", [
      "Heavy bleeding from my bottom",
      "I am bleeding a lot from my rectum",
      "There's a lot of blood in my stool",
      "lots of blood coming out from the anus",
      "bleeding non-stop from my back passage",
      "bleeding very heavily from my bottom and it won't stop",
      "the bleeding cannot stop",
      "blood pouring out when i pass stool",
      "so much blood come out from bottom, help",
      "my mother pass stool whole bowl of blood, now she very pale",
      "the toilet bowl is full of blood",
      "heavy bleeding three days after they removed my polyp",
      "my father bleeding very much from bottom",
      "my bottom bleeding non stop",
    ]);
  });
  describe("bleeding with dizziness or fainting", () => {
    triaged("emergency", [
      "blood in my stool and I feel dizzy",
      "blood in stool and breathless",
      "pass stool have blood, now very giddy",
      "passing big blood clots now and feeling dizzy",
      "rectal bleeding and I feel faint",
      "black tarry stool and i feel like i'm going to pass out",
      "bleeding from bottom, pale and cold sweat",
    ]);
  });
  describe("fainting or collapse", () => {
    triaged("emergency", [
      "i just fainted after going to the toilet",
      "My father passed out in the bathroom",
      "my husband blacked out, his stool was black",
      "my father just collapsed in the toilet and there is a lot of blood",
      "grandma fainting, what do I do",
    ]);
  });
  describe("severe abdominal pain", () => {
    triaged("emergency", [
      "severe abdominal pain",
      "severe abdominal ache pain can't even stand up, 3 hrs already and getting worse",
      "Very bad stomach pain since this morning",
      "abdominal pain unbearable",
      "my tummy pain is unbearable",
      "terrible belly pain",
      "excruciating pain in my abdomen",
      "worst stomach pain of my life",
      "abdominal pain until cannot stand up, what to do",
      "abdominal pain terible and swolen hard, cannot fart since yesterday",
      "my abdominal pain very serious",
      "my stomach so pain",
      "severe abdominal pain after my colonoscopy this morning",
      "very bad pain after my colonoscopy yesterday",
    ]);
  });
  describe("a blocked bowel, vomiting blood, chest pain, breathing", () => {
    triaged("emergency", [
      "abdominal pain with a swollen hard belly and vomiting",
      "belly swollen and keep vomiting",
      "i am vomiting blood right now",
      "my dad threw up blood",
      "chest pain after the bowel prep",
      "my mother cannot breathe",
      "shortness of breath and bleeding",
    ]);
  });
  describe("after a colonoscopy: fever, chills or a hard belly", () => {
    triaged("emergency", [
      "my dad had a colonoscopy yesterday and tonight he has a fever and shivering",
      "polyp removed this morning, now my stomach is very hard and swollen",
      "after the scope i got chills and my tummy feels rigid",
    ]);
  });
});

describe("a little blood is a red flag, not an emergency", () => {
  triaged("red-flag", [
    "not a lot of blood in my stool, just a few drops",
    "blood on the toilet paper, not heavy",
    "a bit of bright red blood when i wipe, not a lot",
  ]);
});

describe("red flags: see a doctor promptly", () => {
  describe("blood in or on the stool, rectal bleeding", () => {
    triaged("red-flag", [
      "blood in my stool",
      "I found blood on my poo",
      "bloody stools for two days",
      "rectal bleeding",
      "bleeding from my bottom when I wipe",
      "bleeding from the back passage",
      "there's blood on the toilet paper every time i go",
      "blood when i pass stool",
      "i see blood after going toilet",
      "my stool have blood already",
      "pass stool have blood, should i worry",
      "why my stool have blood",
      "blod in stoll what should i do",
      "bright red blood in the toilet bowl",
      "my haemorrhoids are bleeding again",
      "red stool this morning",
      "blood stain on my underwear",
      "my dad see blood in his stool, he say is haemorrhoids only",
      "there is mucus and blood in my stool",
      "a bit of blood on the tissue after wiping",
      "bleeding on and off for a month but no pain, probably piles right",
      "for two weeks there is some blood, is it serious",
    ]);
  });
  describe("questions about blood in the stool", () => {
    triaged("red-flag", [
      "What does blood in stool mean?",
      "is blood in stool a sign of cancer",
      "is bleeding after a polyp removal normal",
      "some bleeding after my colonoscopy, is that ok",
    ]);
  });
  describe("black or dark stool", () => {
    triaged("red-flag", [
      "my stool has been black like tar for a few days",
      "Is black stool dangerous?",
      "what does black poop mean",
      "stool very dark black colour why",
      "tarry stools",
    ]);
  });
  describe("a lasting change in bowel habits", () => {
    triaged("red-flag", [
      "change in bowel habits for weeks",
      "my bowel habits keep changing",
      "i've been having diarrhoea on and off for a month now",
      "diarrhoea for more than a few days",
      "diarrhoea two weeks already still never stop",
      "constipated for 3 weeks",
      "constipation every day now",
      "since last month i go to the toilet five times a day, before was once",
      "my stools are thinner than usual",
      "my stool have become very thin like a pencil",
      "pencil-thin stool",
      "always feel my bowel does not empty",
      "feeling that the bowel is not empty after going",
    ]);
  });
  describe("tummy pain that does not go away", () => {
    triaged("red-flag", [
      "I've had stomach pain for three weeks",
      "my abdominal pain keeps coming back, on and off for a month",
      "for two months my belly aches after every meal",
      "pain in my tummy that never goes away",
      "stomachache for a few weeks already, should I do the FIT?",
    ]);
    // A question about the warning signs, or a pain of a day, is not a lasting pain of one's own.
    triaged(null, ["how long does the cramping last after the bowel prep", "i had a tummy ache yesterday"]);
  });
  describe("weight loss, anaemia, a lump", () => {
    triaged("red-flag", [
      "unexplained weight loss",
      "I'm losing weight without trying",
      "lost 5 kg and not dieting",
      "lost 6kg in two months without dieting",
      "my mum keep losing weight but she eat normally",
      "the doctor said I am anaemic",
      "the doctor said i am anaemia, could it be colon cancer",
      "low iron my blood test say",
      "my haemoglobin is low",
      "iron-deficiency anaemia, what next",
      "a lump in my abdomen",
      "i feel a lump near my bottom",
      "i've lost about 6 kg over two months without trying",
      "he has lost almost 5 kilos and we don't know why",
      "tired all the time and lost weight, should i worry",
      "my dad always tired and has been losing weight",
      "my haemoglobin and iron are low and i'm breathless on the stairs",
      "every time i go to the toilet i feel like never finish, 3 weeks already",
      "she keeps feeling like she hasnt finish going toilet for weeks already",
      "polyclinic say my blood count low, anaemia, and i always so tired and breathless climbing stairs",
    ]);
  });
});

describe("requests to diagnose or treat: the bot cannot", () => {
  triaged("diagnosis", [
    "do i have cancer",
    "Do I have bowel cancer?",
    "have i got colon cancer",
    "is it cancer",
    "is this cancer or not",
    "based on what i told you, is it cancer",
    "my cea level is 7.5, am i having cancer",
    "am i going to die",
    "can you diagnose me",
    "please diagnose my symptoms",
    "what medicine should i take",
    "what medication should I take for my haemorrhoids",
    "which pill should i take",
    "what antibiotic should i take for my stomach infection",
    "prescribe me something for constipation",
    "can prescribe me laxative",
    "what dose of aspirin",
    "how to treat my haemorrhoids at home",
    "cure my piles",
    "what is wrong with me",
    "doctor please tell me what sickness i have",
    "i have abdominal ache and a lot of gas, you think what problem",
    "read my colonoscopy report",
    "can you read my biopsy results",
    "please read my blood test result and tell me if ok",
    "i'll paste my colonoscopy report, can you read it for me",
    "my report says tubular adenoma, what does it mean for me",
    "should i stop my medication before the colonoscopy",
    "can i skip chemotherapy",
    "should i choose chemo or surgery for my stage 2 cancer",
    "is my tumour malignant or benign",
    "can you tell me if i have bowel cancer",
    "check whether my mum has cancer",
    "what cream or medicine i should take for my haemorrhoids",
    "which ointment can i use",
    "any cream for my piles",
  ]);
});

describe("general questions: retrieval answers them", () => {
  triaged(null, [
    "how do i prepare for colonoscopy",
    "what are the symptoms of colorectal cancer",
    "warning signs of crc",
    "what happens if my fit is positive",
    "my fit came back positive, now what",
    "positive fit result means i have cancer?",
    "have polyp means have cancer already",
    "what is a polyp",
    "how is colorectal cancer treated",
    "how to take care of haemorrhoids at home",
    "i take blood thinners, do i stop them before a colonoscopy",
    "have blood test for colon cancer instead of fit stool test?",
    "stool test or blood test, which one better",
    "does the fit test detect blood in the stool",
    "can i donate blood after having polyps removed",
    "should i take aspirin to stop colon cancer",
    "what laxative should i take before colonoscopy",
    "what supplements should i take to lower my risk",
    "how to lose weight to lower my cancer risk",
    "does losing weight lower cancer risk",
    "does exercise and losing weight lower my risk",
    "i went on a diet and lost weight by exercising, do i still need screening",
    "is diarrhoea a sign of colon cancer",
    "feeling bloated after colonoscopy is that normal",
    "should i do a blood test once a year instead of fit",
    "is the blood test every 3 years enough",
  ]);
});

describe("the bowel never feels empty, however it is typed", () => {
  triaged("red-flag", [
    "for weeks i feel like i can't fully empty my bowels",
    "keep feeling like i cannot empty after going to the toilet",
  ]);
});

describe("never a false emergency", () => {
  triaged(null, [
    "is it normal to feel bloated after colonoscopy",
    "colonoscopy pain or not",
    "what is the emergency number",
    "whats the number to call for an ambulance in singapore",
    "when should i go a&e instead of the gp",
    "is colonoscopy painful",
    "colonoscopy very painful",
    "does the fit test hurt",
    "pain after colonoscopy is normal?",
    "will i pass out from the sedation",
    "is abdominal pain serious",
    "the prep drink tastes horrible any tips",
    "i get breathless walking up the stairs these days",
  ]);
});

describe("greetings and off-topic text carry no triage", () => {
  triaged(null, [
    "hi",
    "thank you so much",
    "good morning",
    "what is the weather today",
    "who won the football match last night",
    "how do i fix my wifi router",
    "write me a poem about the sea",
    "recipe for chicken rice",
  ]);
});

describe("what a polyp is, asked in general, is not a request to be diagnosed", () => {
  triaged(null, [
    "What is a polyp? Is it already cancer?",
    "whats a polyp, is it cancer",
    "what are polyps exactly? could it be cancerous?",
    "what is an adenoma, is that cancer already",
  ]);
  // The person's own, or a finding: still refused.
  triaged("diagnosis", [
    "I have a polyp. What is a polyp? Is it already cancer?",
    "the doctor found a polyp, what is a polyp, is it cancer",
    "what is a polyp? my father had one removed, is it cancer",
    "what is this lump? is it cancer",
    "is it already cancer",
  ]);
});

describe("a sign said to be absent is not a sign; any sign named still is", () => {
  triaged(null, [
    "No symptoms, poop normal, no blood, weight stable. When should I start screening?",
    "I have no blood in my stool and no weight loss, do I still need the FIT?",
    "didn't see any blood in my stool, is the kit still useful",
    "no change in bowel habits, no tummy pain, i am not losing weight",
    "dun have blood in stool, just want to know the age to screen",
  ]);
  triaged("red-flag", [
    "no blood, but my stool is black",
    "no pain but blood in my stool",
    "not a lot of blood in my stool, just a few drops",
    "no blood in stool until last week, now there is",
    "no idea why there is blood in my stool",
    "there was no bleeding before but now blood when i wipe",
    "no weight loss but blood on the toilet paper for weeks",
    "bleeding without pain when i pass stool",
  ]);
  triaged("emergency", ["no blood in my stool but I feel dizzy and fainted"]);
});

describe("weeks of symptoms, even after a normal test, are a doctor's to see", () => {
  triaged("red-flag", [
    "My FIT was negative, but I've had cramps and bloating for over a month. Can I ignore it since the test was normal?",
    "cramping on and off for three weeks now",
    "bloated every day for two months",
    "my colonoscopy was clear last year but I still have tummy pain, can I ignore it?",
  ]);
  triaged(null, [
    "will the bowel prep make me bloated for a few days?",
    "my colonoscopy was normal, can I ignore the screening reminder?",
    "I feel bloated after eating durian",
  ]);
});

describe("a cream recommended, how often to apply it, a verdict between two: refused", () => {
  triaged("diagnosis", [
    "could you suggest a good ointment for haemorrhoids and how often to put it on?",
    "how many times a day should i apply the cream",
    "piles or cancer, which one is it",
  ]);
  // Blood told in the same message is a red flag first, which sends to a doctor all the same.
  triaged("red-flag", ["my blood is bright red only when constipated, is it piles or cancer"]);
  triaged(null, [
    "Is colorectal cancer or polyps more common in men?",
    "can you recommend a clinic near me",
    "how often should I take the FIT kit",
    "what is the difference between piles and cancer",
    "can piles turn into cancer",
  ]);
});
