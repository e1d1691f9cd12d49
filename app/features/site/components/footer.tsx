import { lazyIsland } from "~/ui/lazy-island";
import type { FooterProps } from "./footer-content";

// The footer is static links at the bottom of every page: the server renders it in full, and its
// code loads only when it comes near the viewport or is used (an island), not with the page.
const FooterIsland = lazyIsland(() => import("./footer-content").then((m) => m.FooterContent));

export function Footer(props: FooterProps) {
  return <FooterIsland as="footer" className="bg-brand-900 text-brand-50" props={props} />;
}
