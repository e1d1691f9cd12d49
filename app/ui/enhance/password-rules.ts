/**
 * The pure rule of the password-toggle enhance script (password-toggle.ts), the same as
 * PasswordField's state with React (ui/field.tsx): a press shows a hidden password and hides a
 * shown one; the button is pressed while the password shows.
 */
export function toggledPassword(inputType: string): { type: "text" | "password"; pressed: boolean } {
  const show = inputType === "password";
  return { type: show ? "text" : "password", pressed: show };
}
