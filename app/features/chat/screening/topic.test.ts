import { describe, expect, it } from "vitest";
import { isGreeting, isHealthRelated } from "./topic";

describe("isGreeting", () => {
  it.each([
    "hi",
    "Hello!",
    "hey there",
    "thanks",
    "Thank you very much",
    "thx",
    "bye",
    "bye bye",
    "good morning",
    "Good evening, doctor",
    "hello champion",
    "ok thanks",
    "hi hi",
    "cheers!",
    "how are you",
  ])("%j is a greeting", (text) => expect(isGreeting(text)).toBe(true));
  it.each([
    "hi, is fit free",
    "hello how to get screened",
    "thanks, but what about colonoscopy?",
    "translate good morning into japanese",
    "good",
    "",
    "   ",
    "bye the way, blood in stool",
  ])("%j is not only a greeting", (text) => expect(isGreeting(text)).toBe(false));
});

describe("isHealthRelated", () => {
  it.each([
    "how much does a colonoscopy cost",
    "is fit free",
    "chas",
    "can use medisave for colonoscopy",
    "which polyclinic near me",
    "where to get screened",
    "what is rid-crc",
    "how can my company sponsor",
    "how do i become a champion",
    "any events coming up",
    "the workshop is full, is there a waitlist",
    "my invitations to friends were not sent",
    "best supplements for prostate health",
    "side effects of oxaliplatin",
    "is the raffles medical clinic at bishan open on sunday",
    "covid booster still need to take",
    "tcm herbs can shrink tumour",
    "my stomach feels funny",
    "i feel weak and dizzy",
  ])("%j is about health or the movement", (text) => expect(isHealthRelated(text)).toBe(true));
  it.each([
    "what is the weather tomorrow",
    "later will rain in jurong",
    "who won the epl match last night",
    "champions league final score",
    "recipe for hainanese chicken rice",
    "how to cook bak kut teh",
    "should i buy nvidia shares now",
    "stock tips please",
    "write me a poem",
    "what is the capital of france",
    "write me a python function to sort a list",
    "how do i fix a null pointer exception in java",
    "how do i renew my passport",
    "recommend me a netflix series",
  ])("%j is off-topic", (text) => expect(isHealthRelated(text)).toBe(false));
});
