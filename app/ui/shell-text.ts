import { useRouteLoaderData } from "react-router";
import { createT, type Messages, type T } from "~/lib/i18n/translate";
import { useLang } from "~/ui/link";

/**
 * The shell's strings (header, footer, skip link, switcher, error pages) in the page's language:
 * the root loader sends them (app/locales/<lang>/shell.json, completed with English), so a page
 * with React hydrates with the same words and a page without React ships none of them as code.
 */
export function useShellT(): T {
  const data = useRouteLoaderData<{ shell?: Messages }>("root");
  return createT(useLang(), data?.shell);
}
