/** The events that say someone reaches for something inside an element (pointer, keyboard, a toggle). */
const FIRST_USE = ["pointerover", "focusin", "toggle"] as const;

/**
 * Runs `start` once, at the first pointer, focus or <details> toggle inside `root`; at once if
 * someone was already there before this script came (it loads after the page has painted, boot.ts).
 */
export function whenUsed(root: HTMLElement, start: () => unknown): void {
  if (root.contains(document.activeElement) || root.matches(":hover") || root.querySelector("details[open]")) {
    void start();
    return;
  }
  const once = () => {
    for (const type of FIRST_USE) root.removeEventListener(type, once, true);
    void start();
  };
  for (const type of FIRST_USE) root.addEventListener(type, once, true);
}
