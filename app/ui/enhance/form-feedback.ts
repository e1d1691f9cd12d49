/**
 * Enhance script of pages without React that hold a form (ADR 0024): what use-schema-form.ts does
 * with React, done on the server's HTML. The server validates every submission (ADR 0013) and
 * renders each message tied to its control (aria-invalid, aria-describedby, ui/field.tsx); this
 * script only makes the messages behave as on the other pages: the first field in error takes the
 * focus after a rejected submission, and a field's message goes once the person edits it. Without
 * JavaScript the error summary and the messages stay until the next submission.
 */
import { describedByWithout, fieldErrorId, firstInError } from "./feedback-rules";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function clearMessage(form: HTMLFormElement, name: string) {
  const errorId = fieldErrorId(form.id, name);
  const message = document.getElementById(errorId);
  if (!message) return;
  message.remove();
  for (const element of form.querySelectorAll<HTMLElement>("[aria-describedby]")) {
    const rest = describedByWithout(element.getAttribute("aria-describedby"), errorId);
    if (rest) element.setAttribute("aria-describedby", rest);
    else element.removeAttribute("aria-describedby");
  }
  for (const control of form.elements as HTMLCollectionOf<Control>)
    if (control.name === name) control.removeAttribute("aria-invalid");
}

/**
 * Focus once the page has loaded: a form posted to an address with a fragment (#checker) comes back
 * scrolled to it, and Chromium's scroll to the fragment, after the scripts ran, takes focus away.
 */
function focusAfterLoad(control: Control) {
  const focus = () => setTimeout(() => control.focus());
  if (document.readyState === "complete") focus();
  else window.addEventListener("load", focus, { once: true });
}

let focused = false;
for (const form of document.querySelectorAll<HTMLFormElement>("form[id]")) {
  const hasMessage = (name: string) => document.getElementById(fieldErrorId(form.id, name)) !== null;
  // The page is the server's answer to a rejected submission when a field of it has a message.
  const first = firstInError(form.elements as HTMLCollectionOf<Control>, hasMessage);
  if (first && !focused) {
    focusAfterLoad(first);
    focused = true;
  }
  form.addEventListener("input", (event) => {
    const name = (event.target as Partial<Control>).name;
    if (name) clearMessage(form, name);
  });
}
