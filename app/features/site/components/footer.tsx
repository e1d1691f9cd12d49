import { lazyIsland } from "~/ui/lazy-island";
import type { FooterProps } from "./footer-content";
import { LanguageSwitcher } from "./header";

// The footer is static links at the bottom of every page: the server renders it in full and its
// links work as they are, so its code loads only once it is used (an island), never with the page,
// even on a short page where it is in view from the start.
const FooterIsland = lazyIsland(() => import("./footer-content").then((m) => m.FooterContent));

export function Footer(props: Omit<FooterProps, "languages">) {
  // The switcher comes drawn from here: the island's own file needs none of its code.
  const languages = <LanguageSwitcher className="-ml-2 pb-2" />;
  return (
    <FooterIsland as="footer" load="used" className="bg-brand-900 text-brand-50" props={{ ...props, languages }} />
  );
}
