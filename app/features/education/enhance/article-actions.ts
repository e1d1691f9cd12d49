/**
 * Enhance script of the article page (ADR 0024): its Share and Print buttons, which the server
 * draws invisible (features/education article-actions.tsx, the same buttons React wires after a client
 * navigation). Share opens the device's share sheet, else copies the address and says so.
 */
import { copyText } from "~/ui/enhance/clipboard";

const COPIED_SHOWN_MS = 3000;

for (const print of document.querySelectorAll<HTMLButtonElement>("button[data-print]")) {
  print.classList.remove("invisible");
  print.addEventListener("click", () => window.print());
}

for (const share of document.querySelectorAll<HTMLButtonElement>("button[data-share-title]")) {
  const status = share.parentElement?.querySelector<HTMLElement>("[role=status][data-copied]");
  share.classList.remove("invisible");
  share.addEventListener("click", async () => {
    const url = window.location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title: share.dataset.shareTitle, text: share.dataset.shareText, url });
        return;
      }
    } catch (error) {
      // A cancelled share sheet is not an error for the reader.
      console.info("share not completed", error);
      return;
    }
    if (!(await copyText(url)) || !status) return;
    status.textContent = status.dataset.copied ?? "";
    setTimeout(() => (status.textContent = ""), COPIED_SHOWN_MS);
  });
}
