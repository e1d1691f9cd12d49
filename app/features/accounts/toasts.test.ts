import { describe, expect, it } from "vitest";
import { messages, toasts } from "./messages";

describe("toasts (spec accounts §8)", () => {
  it("words the failures as the spec does", () => {
    expect(toasts.signInFailed("x").message).toBe("Sign in failed: x");
    expect(toasts.signUpFailed("x").message).toBe("Sign up failed: x");
    expect(toasts.signUpFailed(messages.signupFailed("Password too long")).message).toBe(
      "Sign up failed: Password too long",
    );
    expect(toasts.signOutFailed("x").message).toBe("Sign out failed: x");
    expect(toasts.resetFailed("x").message).toBe("Password reset failed: x");
    expect(toasts.passwordUpdateFailed(messages.currentPasswordWrong).message).toBe(
      "Password update failed: Your current password is not correct.",
    );
    // Already in that form: not said twice.
    expect(toasts.passwordUpdateFailed(messages.passwordUpdateFailed).message).toBe(
      "Password update failed: please try again.",
    );
  });

  it("falls back to Unknown error when a profile save gives no message", () => {
    expect(toasts.profileUpdateFailed("Failed to update profile.").message).toBe(
      "Update failed: Failed to update profile.",
    );
    expect(toasts.profileUpdateFailed(undefined).message).toBe("Update failed: Unknown error");
    expect(toasts.profileUpdateFailed("").message).toBe("Update failed: Unknown error");
    expect(toasts.profileUpdateFailed("x").kind).toBe("error");
  });
});
