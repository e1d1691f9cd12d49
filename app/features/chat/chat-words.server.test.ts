import { describe, expect, it } from "vitest";
import { messagesFor } from "~/lib/i18n/messages.server";
import { chatPage, chatSay } from "./chat-words.server";
import { loadChatWords } from "./components/chat-words";
import { chatMessages } from "./messages";

describe("the chat's own words (issue 27)", () => {
  it("puts the field's refusals in the language; its answers are the engine's", () => {
    expect(chatSay("ta")(chatMessages.empty)).toBe("முதலில் உங்கள் கேள்வியைத் தட்டச்சு செய்யுங்கள்.");
    expect(chatSay("zh")(chatMessages.tooLong)).toBe("请不要超过 500 个字。");
    expect(chatSay("en")(chatMessages.rateLimited)).toBe(chatMessages.rateLimited);
    expect(chatSay("zh")("An answer")).toBe("An answer");
  });

  it("keeps the English page and window as the spec writes them", async () => {
    const page = chatPage("en");
    // Spec §9's suggestions, §4's greeting and §8's failure messages, word for word.
    expect(page.suggestions).toEqual([
      "What are the early signs of colorectal cancer?",
      "How do I prepare for a colonoscopy?",
      "Is the FIT stool test free?",
      "When should I start screening?",
      "Where can I get screened near me?",
    ]);
    expect(page.words.greeting).toBe(
      "Hello, Champion! I'm the RID-CRC bot. Ask me about colorectal cancer, screening, the FIT stool test, colonoscopy or finding a GP. I answer from our articles, and I'm not a doctor.",
    );
    expect(page.review).toBeNull();
    const window = await loadChatWords("en");
    expect(window.failures).toEqual({
      serverError: "Sorry, I'm having trouble responding right now. Please try again later.",
      network: "Aiyo, I'm having trouble responding right now. Please try again later, Champion!",
      networkBanner: "Failed to connect to chat service",
    });
    expect(window.suggestions).toEqual(page.suggestions);
    expect(window.field.count(12)).toBe("12 / 500 characters");
  });

  it("gives the window the page's words in each language, fetched for that language only", async () => {
    for (const lang of ["zh", "ms", "ta"] as const) {
      const window = await loadChatWords(lang);
      expect(window.title).toBe(messagesFor(lang, "chat").title);
      expect(window.failures.network).toBe(messagesFor(lang, "chat")["failures.network"]);
      expect(window.suggestions).toEqual(chatPage(lang).suggestions);
      expect(window.title).not.toBe(chatPage("en").words.title);
    }
  });
});
