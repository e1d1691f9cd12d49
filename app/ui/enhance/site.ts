/**
 * Enhance script of every page without React (ADR 0024): the header's menus and the flash message.
 * What React's header and toaster do on the other pages, done on the server's HTML.
 */
import { whenUsed } from "./when-used";

// The menus' code (hover, Escape, click-outside, one open at a time) comes at the first pointer or
// focus inside the header, as on pages with React: they open and close without it (<details>).
const header = document.querySelector<HTMLElement>("body > header");
if (header) whenUsed(header, () => import("./disclosure-menus").then((m) => m.enhanceDisclosureMenus(header)));

// The one-time message: the server draws its close button invisible (its room kept), shown here.
for (const flash of document.querySelectorAll<HTMLElement>("[data-flash]")) {
  const close = flash.querySelector<HTMLButtonElement>("button[data-flash-dismiss]");
  if (!close) continue;
  close.classList.remove("invisible");
  close.addEventListener("click", () => {
    flash.remove();
    // Focus was on the button, now gone: give it to the page rather than to nothing.
    document.getElementById("main")?.focus({ preventScroll: true });
  });
}
