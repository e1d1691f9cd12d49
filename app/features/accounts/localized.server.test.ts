import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import zh from "~/locales/zh/account.json";
import ta from "~/locales/ta/account.json";
import { signInSchema, signUpSchema, twoFactorCodeSchema } from "./accounts.schema";
import { accountWords, replyIn, sayIn, toastIn } from "./localized.server";
import { loginErrors, loginNotices, messages, toasts } from "./messages";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the account pages' messages in the page's language (issue 27)", () => {
  it("puts every message the sign-up, sign-in and password pages can show in the language", () => {
    // Field errors, refusals and notices as the accounts code writes them (the spec's English).
    const skipped: string[] = [
      // The console's words, and messages shown only in the page itself.
      messages.adminLoginFailed,
      messages.adminPrivilegeRequired,
      messages.confirmTooMany,
      messages.signOutUnexpected,
      messages.strengthHint,
      messages.emailNotConfirmed,
      messages.resetLinkExpiry,
      messages.verifiedNotice,
      messages.resetSuccess,
    ];
    const shown = [
      ...Object.values(messages as Record<string, unknown>).filter((m): m is string => typeof m === "string"),
      ...Object.values(loginNotices),
      ...Object.values(loginErrors),
      toasts.signedIn.message,
      toasts.signedUp.message,
      toasts.resetEmailSent.message,
    ].filter((m) => !skipped.includes(m));
    for (const text of shown) expect(sayIn("zh", text), text).not.toBe(text);
  });

  it("keeps the English as written, and a message it has no translation of", () => {
    expect(sayIn("en", messages.invalidCredentials)).toBe(messages.invalidCredentials);
    expect(sayIn("zh", "Something new")).toBe("Something new");
  });

  it("words a reason inside a toast in the language too", () => {
    expect(toastIn("ta", toasts.signInFailed(messages.invalidCredentials))).toEqual({
      kind: "error",
      message: `உள்நுழைவு தோல்வியடைந்தது: ${ta.says.invalidCredentials}`,
    });
    expect(sayIn("zh", messages.resetLinkSent("a@example.com"))).toBe(
      zh.says.resetLinkSent.replace("{{email}}", "a@example.com"),
    );
  });

  it("gives the field errors of the forms in the language", () => {
    const signUp = parseWithZod(form({ email: "not-an-email", password: "abc", confirmPassword: "abd" }), {
      schema: signUpSchema,
    });
    expect(replyIn("zh", signUp.reply()).error).toMatchObject({
      fullName: [zh.says.fullNameRequired],
      email: [zh.says.emailInvalid],
      password: [zh.says.passwordTooShort],
      confirmPassword: [zh.says.passwordsDoNotMatch],
      agreedToTerms: [zh.says.termsRequired],
    });
    const signIn = parseWithZod(form({}), { schema: signInSchema });
    expect(replyIn("ta", signIn.reply()).error).toMatchObject({
      email: [ta.says.emailRequired],
      password: [ta.says.passwordRequired],
    });
    const code = parseWithZod(form({ code: "12" }), { schema: twoFactorCodeSchema });
    expect(replyIn("zh", code.reply()).error).toMatchObject({ code: [zh.says.codeInvalidShape] });
  });

  it("sends a page only the sections it shows", () => {
    const { messages: sent } = accountWords("zh", ["twoFactor"]);
    expect(Object.keys(sent).length).toBeGreaterThan(0);
    expect(Object.keys(sent).every((key) => key.startsWith("twoFactor."))).toBe(true);
  });
});
