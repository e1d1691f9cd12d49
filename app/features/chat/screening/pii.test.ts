import { describe, expect, it } from "vitest";
import { stripPersonalData } from "./pii";

// What is removed: each line is what a person typed and what may be kept of it.
const removedCases: [string, string][] = [
  // NRIC and FIN, any case, with or without spaces
  ["My NRIC is S1234567D, can I screen?", "My NRIC is [NRIC removed], can I screen?"],
  ["my ic s1234567d", "my ic [NRIC removed]"],
  ["IC: T0123456J", "IC: [NRIC removed]"],
  ["FIN F1234567N please check", "FIN [NRIC removed] please check"],
  ["fin g7654321x", "fin [NRIC removed]"],
  ["new FIN M1234567K", "new FIN [NRIC removed]"],
  ["S 1234567 D is my IC", "[NRIC removed] is my IC"],
  ["IC S1234567 D.", "IC [NRIC removed]."],
  ["ic no. s-1234567-d", "ic no. [NRIC removed]"],
  // Singapore phone numbers
  ["call me at 91234567", "call me at [phone removed]"],
  ["my hp 9123 4567 ok", "my hp [phone removed] ok"],
  ["office 6123-4567", "office [phone removed]"],
  ["whatsapp +65 9123 4567", "whatsapp [phone removed]"],
  ["clinic +65 6123-4567 can?", "clinic [phone removed] can?"],
  ["+6581234567", "[phone removed]"],
  ["65 8123 4567 is my number", "[phone removed] is my number"],
  ["(65) 6123 4567", "[phone removed]"],
  ["(+65) 9876-5432", "[phone removed]"],
  ["voip 3123 4567", "voip [phone removed]"],
  ["tel:98765432.", "tel:[phone removed]."],
  ["two numbers 91234567 and 81234567", "two numbers [phone removed] and [phone removed]"],
  // Other long numbers
  ["account 1234567890", "account [number removed]"],
  ["ref 12345678", "ref [number removed]"],
  ["passport 1234567", "passport [number removed]"],
  ["card 4111 1111 1111 1111", "card [number removed]"],
  ["hp91234567", "hp[number removed]"],
  ["my malaysian no is +60 123456789", "my malaysian no is +60 [number removed]"],
  // E-mail addresses, digits and all
  ["email me at tan.ah.kow@gmail.com", "email me at [email removed]"],
  ["Siti_91234567@yahoo.com.sg pls reply", "[email removed] pls reply"],
  ["reply to a+b@clinic.example.sg.", "reply to [email removed]."],
  ["ALL CAPS TAN@HOTMAIL.COM", "ALL CAPS [email removed]"],
  // Several at once
  [
    "I am Tan, S1234567D, 9123 4567, tan@gmail.com. Got blood in stool",
    "I am Tan, [NRIC removed], [phone removed], [email removed]. Got blood in stool",
  ],
];

// What stays: the numbers that make a question worth reading.
const keptCases = [
  "I am 52, should I go for screening?",
  "i am 45 years old can do FIT test or not",
  "My father had colonoscopy in 2024, when is the next one?",
  "Had diarrhoea for 3 weeks already",
  "Bleeding a lot, should I call 995?",
  "Between 2019-2024 I did two FIT tests",
  "Is the test $10 or $25?",
  "I take 2 tablets 3 times a day",
  "Polyp was 10 mm, is it dangerous?",
  "Screening every 10 years after 50 ah?",
  "Call 1777 for non-emergency ambulance?",
  "My postal code area is 520",
  "Does acupuncture help after bowel surgery?",
  "",
  "Is sigmoidoscopy the same as colonoscopy",
  "bp 120/80 normal or not",
  "Is it safe?? s1 s2 s3",
];

describe("stripPersonalData", () => {
  it.each(removedCases)("removes personal data: %j", (input, expected) => {
    expect(stripPersonalData(input)).toBe(expected);
  });

  it.each(keptCases)("keeps what is not personal data: %j", (input) => {
    expect(stripPersonalData(input)).toBe(input);
  });

  it("leaves no digit of a removed number behind", () => {
    const text = stripPersonalData("S1234567D 91234567 +65 6123 4567 tan99@gmail.com 123456789");
    expect(text).not.toMatch(/\d/);
  });

  it("is stable: stripping twice changes nothing more", () => {
    const once = stripPersonalData("NRIC s1234567d, hp +65 9123-4567, mail x@y.sg");
    expect(stripPersonalData(once)).toBe(once);
  });
});
