import { Search } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useLocation } from "react-router";
import { Form } from "~/ui/link";
import { Button, ButtonLink } from "~/ui/button";
import type { Lang } from "~/lib/i18n/languages";
import type { Messages } from "~/lib/i18n/translate";
import { type Lookup } from "../panel/panel-match";
import type { PanelClinic } from "../panel/panel.server";
import { SearchInput } from "~/ui/filter-fields";
import { lazyIsland } from "~/ui/lazy-island";

// Shown only after a search that found a clinic: its code (with the panel's card) loads then; the
// answer's heading, which takes the focus, stays here so it is there at once.
const MatchedClinic = lazyIsland(() => import("./panel-clinic-card").then((m) => m.PanelClinicCard));

/**
 * After a search (not on a fresh page load) focus moves to what changed, so a screen reader reads
 * the answer at once: the result's heading, or the input again after Search Again. Pages without
 * React: enhance/trusted-lookup.ts (panel/lookup-focus.ts).
 */
function useLookupFocus(lookup: Lookup<PanelClinic>) {
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { key: locationKey } = useLocation();
  const view = lookup.state === "ask" ? "ask" : `${lookup.state}:${lookup.term}`;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = view;
    if (before === view) return;
    // Mounted by the first page load ("default"), or an ask state: leave focus where the browser put it.
    // Mounted by a search sent from another page (the pillar page's widget): show its answer.
    if (before === null && (locationKey === "default" || view === "ask")) return;
    (view === "ask" ? input : heading).current?.focus();
  }, [view, locationKey]);
  return { heading, input };
}

function LookupForm({
  action,
  param,
  keep,
  label,
  placeholder,
  input,
  search,
  searchPanel,
}: {
  action: string;
  param: string;
  keep: Record<string, string>;
  label: string;
  placeholder: string;
  input: RefObject<HTMLInputElement | null>;
  search: string;
  searchPanel: string;
}) {
  // Rendered enabled, so the form submits without JavaScript; once hydrated (or by the trusted-lookup
  // script on a page without React), blank input disables it.
  const [blank, setBlank] = useState(false);
  useEffect(() => setBlank(!input.current?.value.trim()), [input]);
  return (
    <Form method="get" action={action} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex-1">
        <SearchInput
          ref={input}
          name={param}
          label={label}
          value=""
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => setBlank(!event.currentTarget.value.trim())}
        />
      </div>
      <Button type="submit" disabled={blank}>
        <Search aria-hidden className="size-4" />
        {search}
        <span className="sr-only"> {searchPanel}</span>
      </Button>
    </Form>
  );
}

type LookupTexts = {
  question: string;
  intro?: string;
  label: string;
  placeholder: string;
  matchTitle: string;
  noMatch: string;
  search: string;
  /** Read after "Search" by a screen reader: "the trusted panel". */
  searchPanel: string;
  /** "Your search for “{{term}}” found…": the term goes where {{term}} is. */
  found: string;
  nothing: string;
  searchAgain: string;
  tryAnother: string;
};

/** A sentence with the searched term in its place ({{term}}), the term free to wrap. */
function WithTerm({ text, term }: { text: string; term: string }) {
  const [before = "", after = ""] = text.split("{{term}}");
  return (
    <>
      {before}
      <span className="break-words">{term}</span>
      {after}
    </>
  );
}

/**
 * A trusted-panel lookup (spec §4: ask, then match or nomatch, and back to ask). The state comes
 * from the address (a GET form), so it works without JavaScript and a result can be shared.
 */
export function TrustedLookup({
  lookup,
  texts,
  action,
  param,
  keep = {},
  level = 2,
  matchLinks,
  noMatchLinks,
  card,
}: {
  lookup: Lookup<PanelClinic>;
  texts: LookupTexts;
  /** The matched clinic's card words: the directory namespace in the page's language. */
  card?: { lang: Lang; messages: Messages };
  /** The page the lookup lives on; Search Again and Try Another Search lead back to it. */
  action: string;
  param: string;
  /** Other parameters of that page, carried through the search untouched. */
  keep?: Record<string, string>;
  level?: 2 | 3;
  matchLinks?: ReactNode;
  noMatchLinks?: ReactNode;
}) {
  const { heading, input } = useLookupFocus(lookup);
  const Heading = level === 2 ? "h2" : "h3";
  const query = new URLSearchParams(keep).toString();
  const askHref = query ? `${action}?${query}` : action;
  const title = { ask: texts.question, match: texts.matchTitle, nomatch: texts.noMatch }[lookup.state];
  const actions = "mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap";
  return (
    // Its hold for the `trusted-lookup` script on /find-a-specialist, which has no React (ADR 0024).
    <div data-trusted-lookup={param} data-lookup-state={lookup.state}>
      <Heading ref={heading} tabIndex={-1} data-lookup-heading className="text-2xl font-bold text-brand-900">
        {title}
      </Heading>
      {lookup.state === "ask" ? (
        <>
          {texts.intro && <p className="mt-2 text-muted">{texts.intro}</p>}
          <LookupForm
            action={action}
            param={param}
            keep={keep}
            label={texts.label}
            placeholder={texts.placeholder}
            input={input}
            search={texts.search}
            searchPanel={texts.searchPanel}
          />
        </>
      ) : lookup.state === "match" ? (
        <>
          <p className="mt-2 text-muted">
            <WithTerm text={texts.found} term={lookup.term} />
          </p>
          {card && (
            <div className="mt-4 max-w-2xl">
              <MatchedClinic props={{ clinic: lookup.clinic, ...card }} />
            </div>
          )}
          <div className={actions}>
            <ButtonLink to={askHref} variant="secondary">
              {texts.searchAgain}
            </ButtonLink>
            {matchLinks}
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-muted">
            <WithTerm text={texts.nothing} term={lookup.term} />
          </p>
          <div className={actions}>
            <ButtonLink to={askHref}>{texts.tryAnother}</ButtonLink>
            {noMatchLinks}
          </div>
        </>
      )}
    </div>
  );
}
