import { describe, expect, it } from "vitest";
import zhNewsletter from "~/locales/zh/newsletter.json";
import taPrivacy from "~/locales/ta/privacy.json";
import { localizer, pageWords } from "./says.server";

describe("a feature's English messages in the page's language (issue 27)", () => {
  const newsletter = localizer("newsletter");

  it("puts a message the namespace has a says.* string for in the language, English as written", () => {
    expect(newsletter.sayIn("zh", "You are already subscribed.")).toBe(zhNewsletter.says.alreadyConfirmed);
    expect(newsletter.sayIn("en", "You are already subscribed.")).toBe("You are already subscribed.");
    expect(newsletter.sayIn("zh", "Something new")).toBe("Something new");
  });

  it("fills a placeholder's part from the English, and asks the fallback for a sentence it lacks", () => {
    const privacy = localizer("privacy", (lang, text) => (text === "Other feature's" ? `${lang}:other` : text));
    expect(
      privacy.sayIn(
        "ta",
        "Your account will be deleted on 11 Dec 2026, 9:00 am (Singapore time). You have been signed out; sign in before then to cancel the deletion. We have sent you an e-mail with the date.",
      ),
    ).toBe(taPrivacy.says.requested.replace("{{when}}", "11 Dec 2026, 9:00 am"));
    expect(privacy.sayIn("ta", "Other feature's")).toBe("ta:other");
  });

  it("gives a form's field messages in the language, and leaves an answer without errors alone", () => {
    const reply = { status: "error" as const, error: { email: ["Please enter a valid email address"], other: null } };
    expect(newsletter.replyIn("zh", reply).error).toEqual({ email: [zhNewsletter.says.emailInvalid], other: null });
    const ok = { status: "success" as const, error: undefined };
    expect(newsletter.replyIn("zh", ok)).toBe(ok);
  });

  it("sends a page only its own sections, with the translation's state", () => {
    const words = pageWords("newsletter", "zh", ["subscribe"]);
    expect(Object.keys(words.messages).every((key) => key.startsWith("subscribe."))).toBe(true);
    expect(words.messages["subscribe.title"]).toBe(zhNewsletter.subscribe.title);
    expect(words.review).toMatchObject({ reviewedBy: null });
    expect(words.t("says.gone")).toBe(zhNewsletter.says.gone);
    expect(pageWords("newsletter", "en", ["subscribe"]).review).toBeNull();
  });
});
