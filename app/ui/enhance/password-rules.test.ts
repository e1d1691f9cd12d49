import { describe, expect, it } from "vitest";
import { toggledPassword } from "./password-rules";

describe("password-toggle's rule", () => {
  it("shows a hidden password, pressed, and hides a shown one", () => {
    expect(toggledPassword("password")).toEqual({ type: "text", pressed: true });
    expect(toggledPassword("text")).toEqual({ type: "password", pressed: false });
  });
});
