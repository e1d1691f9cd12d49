import { describe, expect, it } from "vitest";
import { chatPage, chatSay } from "./chat-words.server";
import { chatMessages, chatTexts, suggestions } from "./messages";

describe("the /chat page's own words (issue 27)", () => {
  it("puts the field's refusals in the language; its answers are the engine's", () => {
    expect(chatSay("ta")(chatMessages.empty)).toBe("முதலில் உங்கள் கேள்வியைத் தட்டச்சு செய்யுங்கள்.");
    expect(chatSay("zh")(chatMessages.tooLong)).toBe("请不要超过 500 个字。");
    expect(chatSay("en")(chatMessages.rateLimited)).toBe(chatMessages.rateLimited);
    expect(chatSay("zh")("An answer")).toBe("An answer");
  });

  it("keeps the English page as the spec writes it (the window's words)", () => {
    const page = chatPage("en");
    expect(page.suggestions).toEqual(suggestions);
    expect(page.words.title).toBe(chatTexts.title);
    expect(page.words.greeting).toBe(chatTexts.greeting);
    expect(page.review).toBeNull();
  });
});
