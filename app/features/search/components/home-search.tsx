import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { Form, useLocalPath } from "~/ui/link";
import type { T } from "~/lib/i18n/translate";
import { filterSuggestions, moveHighlight, noResultsMessage, submitTarget, type Suggestion } from "../suggestions";

/**
 * The home search bar (spec content §2.2), an ARIA 1.2 combobox with a list of suggestions. Without
 * JavaScript it is a plain GET form to the FAQ search, where a submit without a suggestion goes too.
 */
export function HomeSearch({
  className = "",
  t,
  suggest,
}: {
  className?: string;
  /** The home namespace's words (its `search.*`) in the page's language. */
  t: T;
  /** The suggestions and the no-match message ({{term}}) in the page's language. */
  suggest: { list: Suggestion[]; noResults: string };
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const navigate = useNavigate();
  // A suggestion leads to its page in the page's language (issue 27).
  const local = useLocalPath();
  const root = useRef<HTMLDivElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const matches = filterSuggestions(text, suggest.list);
  const showList = open && matches.length > 0;
  const showNoResults = open && text.trim() !== "" && matches.length === 0;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };

  const go = (target: string | null) => {
    if (!target) return;
    close();
    void navigate(local(target));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setHighlighted((i) => moveHighlight(open ? i : -1, matches.length, event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div
      ref={root}
      className={`relative max-w-xl ${className}`}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <Form
        method="get"
        action="/education/faqs"
        role="search"
        aria-label={t("search.form")}
        onSubmit={(event) => {
          event.preventDefault();
          go(submitTarget(text, showList ? matches : [], highlighted));
        }}
        // The focus ring goes round the whole pill, not just the text inside it.
        className="flex items-center rounded-full bg-white p-1 shadow-lg has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-600"
      >
        <label htmlFor={inputId} className="sr-only">
          {t("search.label")}
        </label>
        <Search aria-hidden className="ml-3 size-5 shrink-0 text-muted" />
        <input
          id={inputId}
          name="q"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
          autoComplete="off"
          required
          // Spec content §5: an empty search is not submitted, with or without JavaScript.
          pattern=".*\S.*"
          title={t("search.title")}
          placeholder={t("search.placeholder")}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setHighlighted(-1);
          }}
          onKeyDown={onKeyDown}
          className="h-11 min-w-0 flex-1 bg-transparent px-3 text-ink placeholder:text-muted focus-visible:outline-none"
        />
        <button
          type="submit"
          className="min-h-11 rounded-full bg-accent-600 px-5 text-sm font-semibold text-white hover:bg-accent-700"
        >
          {t("search.button")}
        </button>
      </Form>
      <ul
        id={listId}
        role="listbox"
        aria-label={t("search.suggestions")}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-2xl bg-white py-2 text-ink shadow-xl"
      >
        {showList &&
          matches.map((s, i) => (
            <li
              key={s.path}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === highlighted}
              // Keeps focus in the input, so the click does not first close the list.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => go(s.path)}
              onPointerEnter={() => setHighlighted(i)}
              className={`cursor-pointer px-4 py-2 ${i === highlighted ? "bg-brand-50 font-semibold text-brand-900" : ""}`}
            >
              {s.label}
            </li>
          ))}
      </ul>
      {/* Always in the page, so screen readers announce the message when it appears. */}
      <div role="status">
        {showNoResults && (
          <p className="absolute inset-x-0 top-full z-20 mt-2 rounded-2xl bg-white px-4 py-3 text-ink shadow-xl">
            {noResultsMessage(text, suggest.noResults)}
          </p>
        )}
      </div>
    </div>
  );
}
