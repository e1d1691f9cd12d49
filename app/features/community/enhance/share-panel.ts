/**
 * Enhance script of pages without React that show the share panel (ADR 0024; the dashboards): its
 * copy buttons, drawn hidden by the server (components/share-panel.tsx, the same buttons React wires
 * on other pages). A click copies the button's `data-copy`, the button says "Copied!" for
 * COPIED_MS and the panel's live region says what was copied; the captions' <details>, there to read
 * without JavaScript, give way to their buttons, as with React.
 */
import { copyText } from "~/ui/enhance/clipboard";
import { COPIED_MS } from "../share-copy";

for (const panel of document.querySelectorAll<HTMLElement>("[data-share-panel]")) {
  const status = panel.querySelector<HTMLElement>("[data-copy-status]");
  // The words are the page's language's, drawn by the server (data-copied-said, data-copy-failed).
  const failed = panel.dataset.copyFailed ?? "";
  const buttons = [...panel.querySelectorAll<HTMLButtonElement>("button[data-copy]")];
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** One button at most says "Copied!"; the others their own label. */
  const show = (copied: HTMLButtonElement | null, said: string) => {
    for (const button of buttons) {
      const idle = button.querySelector<HTMLElement>("[data-copy-idle]");
      const done = button.querySelector<HTMLElement>("[data-copy-done]");
      if (idle) idle.hidden = button === copied;
      if (done) done.hidden = button !== copied;
    }
    if (status) status.textContent = said;
  };

  for (const button of buttons) {
    button.hidden = false;
    button.classList.remove("invisible");
    button.addEventListener("click", async () => {
      const ok = await copyText(button.dataset.copy ?? "");
      clearTimeout(timer);
      show(ok ? button : null, ok ? (button.dataset.copiedSaid ?? "") : failed);
      timer = setTimeout(() => show(null, ""), COPIED_MS);
    });
  }
  for (const fallback of panel.querySelectorAll("[data-copy-fallback]")) fallback.remove();
}
