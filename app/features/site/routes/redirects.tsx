import { redirect } from "react-router";
import type { Route } from "./+types/redirects";
import { localPath, splitLang } from "~/lib/i18n/paths";

/**
 * Addresses the old site's content links to (spec content §2.1), sent on to the page that now
 * answers them. 301 where the move is permanent; 302 for /dashboard, whose target depends on who
 * is signed in.
 */
const redirects: Record<string, { to: string; status: 301 | 302 }> = {
  "/screening/find-gp": { to: "/find-a-gp", status: 301 },
  "/screening/find-specialist": { to: "/find-a-specialist", status: 301 },
  "/about": { to: "/about-us", status: 301 },
  "/dashboard": { to: "/login-redirect", status: 302 },
  "/members/share-story": { to: "/share-your-story", status: 301 },
  "/signup/corporate": { to: "/register/corporate", status: 301 },
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang, path } = splitLang(url.pathname);
  const target = redirects[path.replace(/\/$/, "")];
  if (!target) throw new Response(null, { status: 404 });
  return redirect(`${localPath(lang, target.to)}${url.search}`, target.status);
}
