const HIDE_DELAY_MS = 200;

/**
 * Progressive enhancement for the header's <details> menus: one open at a time, Escape closes and
 * returns focus to the toggle, a click outside closes, pointer hover opens and closes after 200 ms.
 * Plain DOM code, loaded on the first pointer or focus inside the header, by the header's hook on pages
 * with React (features/site use-disclosure-menus.ts) and by site.ts on pages without, so no page
 * downloads it before someone reaches for a menu. Returns the clean-up.
 */
export function enhanceDisclosureMenus(root: HTMLElement): () => void {
  const menus = () => Array.from(root.querySelectorAll<HTMLDetailsElement>("details[data-menu]"));
  const timers = new Map<HTMLDetailsElement, number>();

  const closeOthers = (opened: HTMLDetailsElement) => {
    for (const other of menus()) if (other !== opened && !other.contains(opened)) other.open = false;
  };
  // A summary's click (Enter and Space give one too) closes the other menus at once. The toggle
  // event alone is not enough: it is queued, so two menus opened in quick succession would have the
  // first's late event close the second.
  const onClick = (event: MouseEvent) => {
    const summary = (event.target as Element).closest("summary");
    const menu = summary?.parentElement;
    if (menu instanceof HTMLDetailsElement && menu.matches("[data-menu]") && !menu.open) closeOthers(menu);
  };
  // Menus opened another way (hover, or script) close the others when their event arrives.
  const onToggle = (event: Event) => {
    const opened = event.target as HTMLDetailsElement;
    if (opened.open && opened.matches("[data-menu]")) closeOthers(opened);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const open = (event.target as Element).closest("details[open]") as HTMLDetailsElement | null;
    if (!open) return;
    open.open = false;
    open.querySelector("summary")?.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    for (const menu of menus()) if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  };
  const hoverable = (menu: HTMLDetailsElement) =>
    window.matchMedia("(hover: hover)").matches && menu.closest("nav") !== null;
  const onEnter = (event: PointerEvent) => {
    const menu = event.currentTarget as HTMLDetailsElement;
    if (event.pointerType !== "mouse" || !hoverable(menu)) return;
    clearTimeout(timers.get(menu));
    menu.open = true;
  };
  const onLeave = (event: PointerEvent) => {
    const menu = event.currentTarget as HTMLDetailsElement;
    if (event.pointerType !== "mouse" || !hoverable(menu)) return;
    timers.set(
      menu,
      window.setTimeout(() => (menu.open = false), HIDE_DELAY_MS),
    );
  };

  root.addEventListener("click", onClick, true);
  root.addEventListener("toggle", onToggle, true);
  root.addEventListener("keydown", onKey);
  // Says the enhancement is in (the journeys wait for it before pressing Escape).
  root.dataset.menusEnhanced = "";
  document.addEventListener("pointerdown", onPointerDown);
  for (const menu of menus()) {
    menu.addEventListener("pointerenter", onEnter);
    menu.addEventListener("pointerleave", onLeave);
    // The hover that brought this code in has already entered its menu: open it now.
    if (menu.matches(":hover") && hoverable(menu)) menu.open = true;
  }
  return () => {
    delete root.dataset.menusEnhanced;
    root.removeEventListener("click", onClick, true);
    root.removeEventListener("toggle", onToggle, true);
    root.removeEventListener("keydown", onKey);
    document.removeEventListener("pointerdown", onPointerDown);
    for (const menu of menus()) {
      menu.removeEventListener("pointerenter", onEnter);
      menu.removeEventListener("pointerleave", onLeave);
    }
    timers.forEach((t) => clearTimeout(t));
  };
}
