import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * The header's menus are native <details> (they work without JavaScript, ADR 0006). This closes them
 * after each navigation, and brings in their enhancement (disclosure-menus.ts: hover, Escape,
 * click-outside, one at a time) on the first pointer or focus inside the header, keeping it out of
 * every page's first-load JavaScript.
 */
export function useDisclosureMenus(ref: RefObject<HTMLElement | null>) {
  const location = useLocation();

  useEffect(() => {
    ref.current?.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
  }, [location, ref]);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let cleanup: (() => void) | undefined;
    let live = true;
    const triggers = ["pointerover", "focusin", "toggle"] as const;
    const start = () => {
      for (const type of triggers) root.removeEventListener(type, start, true);
      void import("~/ui/enhance/disclosure-menus").then((m) => {
        if (live) cleanup = m.enhanceDisclosureMenus(root);
      });
    };
    for (const type of triggers) root.addEventListener(type, start, true);
    return () => {
      live = false;
      for (const type of triggers) root.removeEventListener(type, start, true);
      cleanup?.();
    };
  }, [ref]);
}
