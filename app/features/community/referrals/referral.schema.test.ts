import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { isInvitableEmail, referralSchema } from "./referral.schema";

const parse = (input: unknown) => referralSchema.safeParse(input);
const errorOf = (input: unknown) => parse(input).error?.issues.map((i) => [i.path.join("."), i.message]);

describe("refer form rules (spec accounts §5)", () => {
  it("trims each address, lower-cases it and drops repeats", () => {
    expect(parse({ emails: ["  Tan.Ah.Kow@Example.SG ", "tan.ah.kow@example.sg", "mei@example.sg"] }).data).toEqual({
      emails: ["tan.ah.kow@example.sg", "mei@example.sg"],
    });
  });

  it("drops entries that are not e-mail addresses instead of reporting them", () => {
    expect(parse({ emails: ["friend@example.sg", "not-an-email", "", undefined, "@example.sg"] }).data).toEqual({
      emails: ["friend@example.sg"],
    });
  });

  it("asks for at least one valid address when none is left", () => {
    for (const emails of [[], [""], ["nope", " ", "x@"], undefined]) {
      expect(errorOf({ emails })).toEqual([["emails", messages.noValidEmail]]);
    }
    expect(messages.noValidEmail).toBe("Please enter at least one valid email address.");
  });

  it("takes five rows at most, valid or not", () => {
    const five = ["a@x.sg", "b@x.sg", "c@x.sg", "d@x.sg", "e@x.sg"];
    expect(parse({ emails: five }).data?.emails).toHaveLength(5);
    expect(errorOf({ emails: [...five, "f@x.sg"] })).toEqual([["emails", messages.tooManyFriends]]);
    expect(errorOf({ emails: [...five, ""] })).toEqual([["emails", messages.tooManyFriends]]);
  });

  it("keeps the personal message optional, trimmed and at most 500 characters", () => {
    expect(parse({ emails: ["a@x.sg"] }).data?.message).toBeUndefined();
    expect(parse({ emails: ["a@x.sg"], message: "   " }).data?.message).toBeUndefined();
    expect(parse({ emails: ["a@x.sg"], message: "  Hello!  " }).data?.message).toBe("Hello!");
    expect(parse({ emails: ["a@x.sg"], message: "x".repeat(500) }).success).toBe(true);
    expect(errorOf({ emails: ["a@x.sg"], message: "x".repeat(501) })).toEqual([["message", messages.messageTooLong]]);
  });

  it("refuses addresses too long for an e-mail header", () => {
    expect(isInvitableEmail(`${"a".repeat(64)}@${"b".repeat(180)}.sg`)).toBe(true);
    expect(isInvitableEmail(`${"a".repeat(64)}@${"b".repeat(200)}.sg`)).toBe(false);
  });

  it("reads the rows the form posts, empty ones included", () => {
    const form = new FormData();
    form.append("emails[0]", "");
    form.append("emails[1]", " Friend@Example.sg ");
    form.append("emails[2]", "typo@");
    form.append("message", "");
    const submission = parseWithZod(form, { schema: referralSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ emails: ["friend@example.sg"] });

    const none = new FormData();
    none.append("emails[0]", "typo@");
    const refused = parseWithZod(none, { schema: referralSchema });
    expect(refused.status).toBe("error");
    expect(refused.status === "error" && refused.error).toEqual({ emails: [messages.noValidEmail] });
  });

  it("refuses web links in the personal message", () => {
    for (const message of ["see https://evil.example", "go to www.evil.example now", "visit bit.ly/abc"]) {
      const r = referralSchema.safeParse({ emails: ["a@b.sg"], message });
      expect(r.success, message).toBe(false);
    }
    expect(referralSchema.safeParse({ emails: ["a@b.sg"], message: "Thinking of you! Get screened." }).success).toBe(
      true,
    );
  });
});
