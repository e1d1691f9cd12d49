/**
 * Enhance script of pages without React that hold a password field (ADR 0024; the partner
 * registrations): the show/hide button of ui/field.tsx's PasswordField, drawn hidden by the server
 * with both its states (one hidden), shown and wired here as React's state does on other pages.
 */
import { toggledPassword } from "./password-rules";

for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-password-toggle]")) {
  const input = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!(input instanceof HTMLInputElement)) continue;
  const concealed = button.querySelector<HTMLElement>("[data-password-concealed]");
  const shown = button.querySelector<HTMLElement>("[data-password-shown]");
  button.hidden = false;
  button.addEventListener("click", () => {
    const next = toggledPassword(input.type);
    input.type = next.type;
    button.setAttribute("aria-pressed", String(next.pressed));
    if (concealed) concealed.hidden = next.pressed;
    if (shown) shown.hidden = !next.pressed;
  });
}
