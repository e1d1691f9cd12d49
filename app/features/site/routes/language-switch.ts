import { redirect } from "react-router";
import type { Route } from "./+types/language-switch";
import { rememberLanguage } from "~/features/accounts/index.server";
import { defaultLang, isLang } from "~/lib/i18n/languages";
import { langCookie, switchTarget } from "~/lib/i18n/remembered.server";

/**
 * The language switcher's links (header and footer): `/language?lang=zh&next=/education` remembers
 * the choice (a cookie; the bare home page reads it; for a signed-in person their profile too, which
 * their e-mails and their next sign-in follow) and leads, with a 303, to the same page in that
 * language. A plain GET link, so it works without JavaScript; `next` is only ever a path of this
 * site (switchTarget). An unknown language is English. Not kept by any cache (a redirect).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  const lang = isLang(asked) ? asked : defaultLang;
  await rememberLanguage(request, lang);
  return redirect(switchTarget(lang, url.searchParams.get("next")), {
    status: 303,
    headers: { "Set-Cookie": langCookie(lang) },
  });
}
