import { ChevronDown, Menu, Search, UserRound } from "lucide-react";
import { useRef } from "react";
import { Form, Link } from "~/ui/link";
import { buttonClass } from "~/ui/button";
import { clinicalTrialsLink, countries, joinMenu, mainMenus, type NavGroup } from "../navigation";
import type { HeaderUser } from "../root.server";
import { useDisclosureMenus } from "./use-disclosure-menus";
import { useShellWords } from "~/ui/shell-words";
import { useLocation } from "react-router";
import { languageNames, languages, languageTags } from "~/lib/i18n/languages";
import { splitLang } from "~/lib/i18n/paths";
import { useLang } from "~/ui/link";

const menuPanel = "absolute left-0 top-full z-50 mt-1 min-w-60 rounded-xl border border-line bg-white p-2 shadow-lg";
const menuItem = "block rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800";
const summaryClass =
  "flex min-h-11 cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-lg px-2 text-sm font-semibold text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden";

/**
 * The four languages, each named in itself (issue 27, ADR 0027): plain links to `/language`, which
 * remembers the choice and leads to this page in that language; so it works without JavaScript and
 * by keyboard like any link. The current language is marked, not linked away from.
 */
// Here with the header (not a file of its own) so pages with React load it in the shell's file.
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const lang = useLang();
  const t = useShellWords();
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

/**
 * Menus are native <details> disclosures: they open by keyboard and without JavaScript, and screen
 * readers announce them as expandable buttons. useDisclosureMenus adds hover, Escape and
 * click-outside behaviour once the page is interactive (ADR 0006).
 */
function NavDisclosure({ group, mobile = false }: { group: NavGroup; mobile?: boolean }) {
  const t = useShellWords();
  return (
    <li>
      {/* data-menu: the desktop menus get the hover and one-open-at-a-time behaviour. */}
      <details
        className={mobile ? "group border-b border-line" : "group relative"}
        data-menu={mobile ? undefined : true}
      >
        <summary className={mobile ? `${summaryClass} justify-between py-2` : summaryClass}>
          {t(group.label)}
          <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <ul className={mobile ? "pb-2 pl-3" : menuPanel}>
          {group.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={menuItem}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

function SearchForm({ id }: { id: string }) {
  const t = useShellWords();
  return (
    <Form method="get" action="/search" role="search" className="relative">
      <label htmlFor={id} className="sr-only">
        {t("header.searchLabel")}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        // A query of spaces only is not submitted (the server trims as well).
        pattern=".*\S.*"
        title={t("header.searchTitle")}
        placeholder={t("header.searchPlaceholder")}
        className="h-10 w-full rounded-full border border-line bg-surface pl-4 pr-10 text-sm placeholder:text-muted"
      />
      <button
        type="submit"
        className="absolute right-1 top-1 grid size-8 place-items-center rounded-full text-brand-700 hover:bg-brand-50"
      >
        <Search aria-hidden className="size-4" />
        <span className="sr-only">{t("header.search")}</span>
      </button>
    </Form>
  );
}

function CountrySelect({ id }: { id: string }) {
  const t = useShellWords();
  // Display only (spec accounts §2.4): the platform serves Singapore today. Its options stay as the
  // spec names them, in English, in every language (issue 27).
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t("header.country")}
      </label>
      <select id={id} defaultValue="Singapore" className="h-10 rounded-full border border-line bg-white px-3 text-sm">
        {countries.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
    </>
  );
}

function UserMenu({ user }: { user: HeaderUser | null }) {
  const t = useShellWords();
  if (!user) {
    return (
      <Link to="/login" className={buttonClass("primary", "md", "whitespace-nowrap")}>
        {t("header.signIn")}
      </Link>
    );
  }
  return (
    <details className="relative" data-menu>
      <summary className={`${summaryClass} border border-line`}>
        <UserRound aria-hidden className="size-4" />
        {/* The whole name (issue 23), cut short with an ellipsis where the header has no room. */}
        <span className="max-w-[12rem] truncate">{user.displayName}</span>
        <span className="sr-only">{t("header.accountMenu")}</span>
        <ChevronDown aria-hidden className="size-4" />
      </summary>
      <div className={`${menuPanel} left-auto right-0`}>
        <p className="px-3 py-2 text-xs text-muted">
          {t("header.signedInAs")} <span className="font-semibold text-ink">{user.email}</span>
          <br />
          {t("header.accountType")} <span className="font-semibold text-ink">{t(`header.types.${user.type}`)}</span>
        </p>
        <ul>
          <li>
            <Link to={user.dashboard} className={menuItem}>
              {t("header.dashboard")}
            </Link>
          </li>
          <li>
            <Link to={user.profile} className={menuItem}>
              {t("header.profile")}
            </Link>
          </li>
          <li>
            <Link to="/account/password" className={menuItem}>
              {t("header.password")}
            </Link>
          </li>
          {/* What the person gave us, beside the pages where they correct or withdraw it (issue 29). */}
          {[
            { to: "/account/data", key: "header.myData" },
            { to: "/account/appointments", key: "header.myAppointments" },
            { to: "/account/events", key: "header.myEvents" },
            ...(user.champion
              ? [
                  { to: "/account/referrals", key: "header.myReferrals" },
                  { to: "/account/stories", key: "header.myStories" },
                ]
              : []),
          ].map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={menuItem}>
                {t(item.key)}
              </Link>
            </li>
          ))}
          <li>
            <Form method="post" action="/logout">
              <button type="submit" className={`${menuItem} w-full text-left`}>
                {t("header.signOut")}
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}

export function Header({ user }: { user: HeaderUser | null }) {
  const t = useShellWords();
  const ref = useRef<HTMLElement>(null);
  useDisclosureMenus(ref);
  const join = joinMenu(Boolean(user));
  return (
    <>
      {/* The languages, above the sticky header (the menus' offsets below stay as they are). */}
      <div className="no-print bg-brand-900 text-sm text-white">
        {/* On a phone the chat button sits at the top right (fixed): the languages keep clear of it. */}
        <LanguageSwitcher className="mx-auto flex max-w-7xl justify-start pl-2 pr-20 sm:justify-end sm:px-4 lg:px-6" />
      </div>
      <header ref={ref} className="no-print sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-[72px] max-w-7xl items-center gap-3 px-4 lg:px-6">
          <Link to="/" className="flex shrink-0 items-center gap-2 font-extrabold tracking-tight text-brand-800">
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
            <span className="whitespace-nowrap text-lg">RID-CRC</span>
          </Link>

          <nav aria-label={t("nav.main")} className="ml-2 hidden xl:block">
            <ul className="flex items-center gap-1">
              {mainMenus.map((group) => (
                <NavDisclosure key={group.label} group={group} />
              ))}
              <li>
                <Link to={clinicalTrialsLink.to} className={summaryClass}>
                  {t(clinicalTrialsLink.label)}
                </Link>
              </li>
              <NavDisclosure group={join} />
            </ul>
          </nav>

          <div className="ml-auto hidden items-center gap-2 2xl:flex">
            <div className="w-56">
              <SearchForm id="header-search" />
            </div>
            <CountrySelect id="header-country" />
          </div>
          {/* Between the wide and the mobile layouts there is no room for the box: link to the search page. */}
          <Link to="/search" className={`${summaryClass} ml-auto hidden xl:flex 2xl:hidden`}>
            <Search aria-hidden className="size-5" />
            <span className="sr-only">{t("header.searchLabel")}</span>
          </Link>
          <div className="ml-auto hidden sm:block xl:ml-0">
            <UserMenu user={user} />
          </div>

          <details className="ml-auto sm:ml-0 xl:hidden" data-menu>
            <summary className={`${summaryClass} border border-line`}>
              <Menu aria-hidden className="size-5" />
              {t("nav.menu")}
            </summary>
            <div className="absolute inset-x-0 top-[72px] max-h-[calc(100vh-72px)] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-lg">
              <nav aria-label={t("nav.mobile")}>
                <ul>
                  {mainMenus.map((group) => (
                    <NavDisclosure mobile key={group.label} group={group} />
                  ))}
                  <li className="border-b border-line py-1">
                    <Link to={clinicalTrialsLink.to} className={summaryClass}>
                      {t(clinicalTrialsLink.label)}
                    </Link>
                  </li>
                  <NavDisclosure mobile group={join} />
                </ul>
              </nav>
              <div className="mt-4 space-y-3">
                <SearchForm id="mobile-search" />
                <CountrySelect id="mobile-country" />
              </div>
              <div className="mt-4 sm:hidden">
                <UserMenu user={user} />
              </div>
            </div>
          </details>
          {/* On a phone the chat button (the footer's) sits here, in the sticky header, not over the page. */}
          <span aria-hidden className="size-12 shrink-0 sm:hidden" />
        </div>
      </header>
    </>
  );
}
