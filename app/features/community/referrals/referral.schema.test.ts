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

  it("ignores empty rows", () => {
    expect(parse({ emails: ["friend@example.sg", "", undefined, "  "] }).data).toEqual({
      emails: ["friend@example.sg"],
    });
  });

  // Issue 23: "uncle-bob@example" was dropped silently and the page said 1 invitation was sent.
  it("reports each mistyped address on its own row, and nothing passes until the form is right (5 invalid + 1 valid)", () => {
    const rows = ["uncle-bob@example", "not-an-email", "x@", "@example.sg", "a b@c.sg"];
    const result = parse({ emails: ["friend@example.sg", ...rows].slice(0, 5) });
    expect(result.success).toBe(false);
    expect(errorOf({ emails: ["friend@example.sg", ...rows.slice(0, 4)] })).toEqual(
      [1, 2, 3, 4].map((i) => [`emails.${i}`, messages.emailInvalid]),
    );
    // Six rows (five invalid, one valid): too many rows, and each mistyped one says so.
    const six = errorOf({ emails: [...rows, "friend@example.sg"] });
    expect(six).toContainEqual(["emails", messages.tooManyFriends]);
  });

  it("asks for at least one valid address when none is left", () => {
    for (const emails of [[], [""], [" ", ""], undefined]) {
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
    form.append("message", "");
    const submission = parseWithZod(form, { schema: referralSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ emails: ["friend@example.sg"] });

    // A mistyped row is reported on that row: the field message the form shows under it.
    form.append("emails[2]", "typo@");
    const refused = parseWithZod(form, { schema: referralSchema });
    expect(refused.status).toBe("error");
    expect(refused.status === "error" && refused.error).toEqual({ "emails[2]": [messages.emailInvalid] });

    const none = new FormData();
    none.append("emails[0]", "");
    const empty = parseWithZod(none, { schema: referralSchema });
    expect(empty.status === "error" && empty.error).toEqual({ emails: [messages.noValidEmail] });
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
