import { describe, expect, it } from "vitest";
import ms from "~/locales/ms/community.json";
import zh from "~/locales/zh/community.json";
import { referralLimits } from "../limits";
import { messages, myReferralMessages } from "../messages";
import { referralSayIn } from "./localized.server";

describe("a Champion's own referrals' messages in the page's language (issue 27)", () => {
  it("puts every refusal and answer of /account/referrals in the language", () => {
    const shown = [
      messages.noValidEmail,
      messages.emailInvalid,
      messages.mustBeLoggedIn,
      messages.ownAddress,
      messages.tooManyAttempts,
      messages.recentlyInvited(["a@example.com"]),
      messages.dailyLimit(3),
      messages.dailyLimit(0),
      myReferralMessages.joined,
      myReferralMessages.unchanged,
      myReferralMessages.corrected("a@example.com"),
      myReferralMessages.withdrawn,
      myReferralMessages.tooManyChanges,
    ];
    for (const text of shown) expect(referralSayIn("zh", text), text).not.toBe(text);
  });

  it("takes the numbers from the English, never typed in the translation", () => {
    expect(referralSayIn("ms", messages.dailyLimit(3))).toBe(
      ms.says.dailyLimitLeft.replace("{{perDay}}", String(referralLimits.perDay)).replace("{{left}}", "3"),
    );
    expect(referralSayIn("zh", messages.recentlyInvited(["a@example.com"]))).toBe(
      zh.says.recentlyInvited
        .replace("{{addresses}}", "a@example.com")
        .replace("{{period}}", zh.says.days.replace("{{count}}", String(referralLimits.repeatAfterDays))),
    );
  });

  it("keeps the English as written", () => {
    expect(referralSayIn("en", myReferralMessages.withdrawn)).toBe(myReferralMessages.withdrawn);
  });
});
