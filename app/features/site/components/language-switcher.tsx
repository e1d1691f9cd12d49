import { useLocation } from "react-router";
import { languageNames, languages, languageTags } from "~/lib/i18n/languages";
import { splitLang } from "~/lib/i18n/paths";
import { useLang } from "~/ui/link";
import { useShellT } from "../shell-text";

/**
 * The four languages, each named in itself (issue 27, ADR 0027): plain links to `/language`, which
 * remembers the choice and leads to this page in that language; so it works without JavaScript and
 * by keyboard like any link. The current language is marked, not linked away from.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const lang = useLang();
  const t = useShellT();
  const { pathname, search } = useLocation();
  const next = encodeURIComponent(`${splitLang(pathname).path}${search}`);
  return (
    <nav aria-label={t("language.label")} className={className}>
      <ul className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {languages.map((code) => (
          <li key={code}>
            <a
              href={`/language?lang=${code}&next=${next}`}
              lang={languageTags[code]}
              hrefLang={languageTags[code]}
              aria-current={code === lang ? "true" : undefined}
              className="inline-flex min-h-8 items-center rounded px-2 underline-offset-4 hover:underline aria-[current=true]:font-bold aria-[current=true]:underline"
            >
              {languageNames[code]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
