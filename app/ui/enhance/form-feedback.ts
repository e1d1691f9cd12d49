/**
 * Enhance script of pages without React that hold a form (ADR 0024): what use-schema-form.ts does
 * with React, done on the server's HTML. The server validates every submission (ADR 0013) and
 * renders each message tied to its control (aria-invalid, aria-describedby, ui/field.tsx); this
 * script only makes the messages behave as on the other pages: the first field in error takes the
 * focus after a rejected submission, and a field's message goes once the person edits it. Without
 * JavaScript the error summary and the messages stay until the next submission. And what
 * useNavigation's pending state does with React: while the answer loads, a submit button with
 * `data-pending-label` says it (in its `[data-label]` part, else all of it) and takes no second click.
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
function focusAfterLoad(control: HTMLElement) {
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

// What React's effects focus after an answer, marked by the server with `data-focus`: the thanks
// that replace a form, or a list's new row after its Add button (a round trip without React).
const marked = document.querySelector<HTMLElement>("[data-focus]");
if (marked && !focused) focusAfterLoad(marked);

/** The button of a submission under way, as React's pending state draws it; put back if the page is shown again. */
function showPending(button: HTMLButtonElement, label: string) {
  const text = button.querySelector<HTMLElement>("[data-label]") ?? button;
  const idle = text.textContent;
  text.textContent = label;
  // Disabled after the submission has read the form: a disabled button's name and value would not be sent.
  setTimeout(() => (button.disabled = true));
  // Back to this page from the next (the back-forward cache keeps it as it was left).
  window.addEventListener(
    "pageshow",
    (event) => {
      if (!event.persisted) return;
      text.textContent = idle;
      button.disabled = false;
    },
    { once: true },
  );
}

document.addEventListener("submit", (event) => {
  const button = event.submitter;
  if (event.defaultPrevented || !(button instanceof HTMLButtonElement)) return;
  const label = button.dataset.pendingLabel;
  if (label) showPending(button, label);
});
