import { describe, expect, it } from "vitest";
import { fieldMeta } from "../schema-form/view";
import { describedByWithout, fieldErrorId, firstInError } from "./feedback-rules";

describe("form-feedback's rules", () => {
  it("names a field's message as the fields of React's forms do", () => {
    const form = { id: "register", version: 0, view: { initialValue: {}, errors: {}, validated: {} } };
    for (const name of ["email", "hours.monday", "emails[0]"])
      expect(fieldErrorId("register", name)).toBe(fieldMeta(form, name).errorId);
  });

  it("takes the message's id out of aria-describedby and keeps the hint", () => {
    expect(describedByWithout("f-email-error f-email-hint", "f-email-error")).toBe("f-email-hint");
    expect(describedByWithout("f-email-hint  f-email-error", "f-email-error")).toBe("f-email-hint");
    expect(describedByWithout("f-email-error", "f-email-error")).toBeNull();
    expect(describedByWithout(null, "f-email-error")).toBeNull();
    // Another field's message whose id starts the same stays.
    expect(describedByWithout("f-email-error-2", "f-email-error")).toBe("f-email-error-2");
  });

  it("focuses the first control, in the form's order, whose field has a message", () => {
    const controls = [{ name: "" }, { name: "intent" }, { name: "name" }, { name: "email" }];
    const withMessage = new Set(["email", "name"]);
    expect(firstInError(controls, (n) => withMessage.has(n))).toBe(controls[2]);
    expect(firstInError(controls, () => false)).toBeUndefined();
    // A message for the whole form (its name is "") focuses no control.
    expect(firstInError([{ name: "" }], (n) => n === "")).toBeUndefined();
  });
});
