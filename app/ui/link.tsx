import type { ComponentProps } from "react";
import { Form as RouterForm, Link as RouterLink, NavLink as RouterNavLink, useParams, type To } from "react-router";
import { isLang, type Lang } from "~/lib/i18n/languages";
import { localPath } from "~/lib/i18n/paths";

/**
 * Links that keep the page's language (issue 27, ADR 0027). Every internal link, nav link and form
 * of the public pages comes from here, not from react-router: `to="/education"` on a page of
 * `/zh/…` leads to `/zh/education`. The console, files and other English-only addresses keep their
 * address (app/lib/i18n/paths.ts); external and relative addresses are left as they are.
 */

/** The page's language: the `:lang?` segment of the matched route (English outside it). */
export function useLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : "en";
}

/** `localPath` for the page's language, for the few plain `<a>`/`<form>` a component writes itself. */
export function useLocalPath(): (path: string) => string {
  const lang = useLang();
  return (path) => localPath(lang, path);
}

function localTo(lang: Lang, to: To): To {
  if (typeof to === "string") return localPath(lang, to);
  return to.pathname ? { ...to, pathname: localPath(lang, to.pathname) } : to;
}

// React 19: `ref` is a prop like the others, passed on with them.
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={localTo(useLang(), to)} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={localTo(useLang(), to)} {...props} />;
}

export function Form({ action, ...props }: ComponentProps<typeof RouterForm>) {
  const lang = useLang();
  return <RouterForm action={action === undefined ? undefined : localPath(lang, action)} {...props} />;
}
