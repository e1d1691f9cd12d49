import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  adminLoginSchema,
  changePasswordSchema,
  confirmTwoFactorSchema,
  enableTwoFactorSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "./accounts.schema";
import { passwordStrength } from "./password/password-strength";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};
const errors = (schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Record<string, string>) => {
  const s = parseWithZod(form(entries), { schema });
  return s.status === "error" ? s.error : {};
};

describe("sign-up schema (spec accounts §5)", () => {
  it("gives every required-field message on an empty form", () => {
    expect(errors(signUpSchema, {})).toMatchObject({
      fullName: ["Full name is required"],
      email: ["Email is required"],
      password: ["Password is required"],
      confirmPassword: ["Please confirm your password"],
      agreedToTerms: ["You must agree to the terms and conditions"],
    });
  });

  it("checks format, length and the match at once", () => {
    expect(
      errors(signUpSchema, { fullName: "  ", email: "nope", password: "abc", confirmPassword: "abd" }),
    ).toMatchObject({
      fullName: ["Full name is required"],
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters long"],
      confirmPassword: ["Passwords do not match"],
    });
    expect(errors(signUpSchema, { password: "x".repeat(129) })).toMatchObject({
      password: ["Password must be less than 128 characters"],
    });
  });

  it("trims the name, lower-cases the e-mail and ignores fields it does not know", () => {
    const s = parseWithZod(
      form({
        fullName: "  Tan  ",
        email: " Tan@Mail.SG ",
        password: "secret1",
        confirmPassword: "secret1",
        agreedToTerms: "on",
        userType: "admin",
      }),
      { schema: signUpSchema },
    );
    expect(s.status).toBe("success");
    if (s.status === "success") {
      expect(s.value).toMatchObject({ fullName: "Tan", email: "tan@mail.sg" });
      expect(s.value).not.toHaveProperty("userType");
    }
  });
});

describe("sign-in schema", () => {
  it("requires e-mail and password", () => {
    expect(errors(signInSchema, {})).toMatchObject({
      email: ["Email is required"],
      password: ["Password is required"],
    });
  });
});

// Issue 23: §5's auth notice where the spec gives a password field no wording of its own.
describe('"Please enter your password."', () => {
  it("on an empty password at the Admin Portal, the two-step set-up and a password change", () => {
    expect(errors(adminLoginSchema, { email: "a@b.sg" })).toEqual({ password: ["Please enter your password."] });
    expect(errors(enableTwoFactorSchema, { password: "" })).toEqual({ password: ["Please enter your password."] });
    expect(errors(changePasswordSchema, {})).toMatchObject({ currentPassword: ["Please enter your password."] });
  });

  it('sign-in keeps §5\'s own "Password is required"', () => {
    expect(errors(signInSchema, { email: "a@b.sg" })).toEqual({ password: ["Password is required"] });
  });
});

describe("e-mail length (RFC 5321: 254 characters)", () => {
  const address = (length: number) => `${"a".repeat(length - "@example.sg".length)}@example.sg`;

  it("refuses a 301-character address at /forgot-password, as an invalid address", () => {
    expect(address(301)).toHaveLength(301);
    expect(errors(forgotPasswordSchema, { email: address(301) })).toEqual({
      email: ["Please enter a valid email address"],
    });
  });

  it("accepts 254 characters and refuses 255, on every account form", () => {
    expect(errors(forgotPasswordSchema, { email: address(254) })).toEqual({});
    expect(errors(signInSchema, { email: address(254), password: "x" })).toEqual({});
    for (const schema of [forgotPasswordSchema, signInSchema, signUpSchema]) {
      expect(errors(schema, { email: address(255) })).toMatchObject({ email: ["Please enter a valid email address"] });
    }
  });

  it("measures the address after trimming the spaces around it", () => {
    expect(errors(forgotPasswordSchema, { email: `  ${address(254)}  ` })).toEqual({});
  });
});

describe("two-step enrolment schema", () => {
  it("takes only the code: a posted totpURI is ignored, not parsed", () => {
    const s = parseWithZod(form({ code: "123456", totpURI: "not a url" }), { schema: confirmTwoFactorSchema });
    expect(s.status).toBe("success");
    if (s.status === "success") expect(s.value).toEqual({ code: "123456" });
    expect(errors(confirmTwoFactorSchema, { code: "1", totpURI: "not a url" })).toEqual({
      code: ["Enter the 6-digit code from your app"],
    });
  });
});

describe("reset password schema", () => {
  it.each(["short1A", "alllowercase1", "ALLUPPERCASE1", "NoDigitsHere"])(
    "refuses %s with the reset rule",
    (password) => {
      expect(errors(resetPasswordSchema, { token: "t", password, confirmPassword: password })).toMatchObject({
        password: [
          "Password must be at least 8 characters with at least one uppercase letter, one lowercase letter, and one number",
        ],
      });
    },
  );
  it("accepts a strong password and checks the confirmation", () => {
    expect(
      errors(resetPasswordSchema, { token: "t", password: "Strong-Pass1", confirmPassword: "Strong-Pass1" }),
    ).toEqual({});
    expect(
      errors(resetPasswordSchema, { token: "t", password: "Strong-Pass1", confirmPassword: "Strong-Pass2" }),
    ).toMatchObject({
      confirmPassword: ["Passwords do not match"],
    });
  });
});

describe("password strength", () => {
  it.each([
    ["", 0, "Very Weak"],
    ["abc", 1, "Weak"],
    ["abcdefgh", 2, "Fair"],
    ["abcdefgh1", 3, "Good"],
    ["Abcdefgh1", 4, "Strong"],
    ["Abcdefgh1!", 5, "Excellent"],
  ])("%j scores %i (%s)", (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });
  it("hints only while fewer than 3 checks pass", () => {
    expect(passwordStrength("abcdefgh").weak).toBe(true);
    expect(passwordStrength("abcdefgh1").weak).toBe(false);
    expect(passwordStrength("").weak).toBe(false);
  });
});
