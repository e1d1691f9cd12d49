/**
 * Enhance script of the home page (ADR 0024): its plain search form to the FAQ search becomes the
 * ARIA 1.2 combobox with suggestions that React's HomeSearch draws after a client navigation (spec
 * content §2.2), with the same keys, list and messages; the matching rules are shared
 * (features/search suggestions.ts). The server draws the empty list and message (home hero.tsx),
 * and gives the suggestions and the no-match message in the page's language as the root's
 * `data-search-suggestions` (JSON) and `data-no-results` ({{term}} for the typed words): this
 * script carries no words of its own (issue 27).
 */
import { filterSuggestions, moveHighlight, noResultsMessage, submitTarget, type Suggestion } from "../suggestions";
import { localPath, splitLang } from "~/lib/i18n/paths";

const OPTION = "cursor-pointer px-4 py-2";
const HIGHLIGHTED = "bg-brand-50 font-semibold text-brand-900";

for (const root of document.querySelectorAll<HTMLElement>("[data-search-suggestions]")) enhance(root);

function enhance(root: HTMLElement) {
  const form = root.querySelector("form");
  const input = form?.querySelector<HTMLInputElement>("input[name=q]");
  const list = root.querySelector<HTMLUListElement>("[role=listbox]");
  const message = root.querySelector<HTMLElement>("[role=status] > p");
  const words = pageWords(root);
  if (form && input && list && message && words) wire(root, form, input, list, message, words);
}

/** The page's suggestions and message; none (the plain form stays) if the page gave none readable. */
function pageWords(root: HTMLElement): { list: Suggestion[]; noResults: string } | null {
  try {
    const list = JSON.parse(root.dataset.searchSuggestions ?? "") as Suggestion[];
    const noResults = root.dataset.noResults;
    return Array.isArray(list) && noResults ? { list, noResults } : null;
  } catch {
    return null;
  }
}

function wire(
  root: HTMLElement,
  form: HTMLFormElement,
  input: HTMLInputElement,
  list: HTMLUListElement,
  message: HTMLElement,
  words: { list: Suggestion[]; noResults: string },
) {
  input.type = "text";
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", list.id);
  input.autocomplete = "off";

  let open = false;
  let highlighted = -1;
  /** The labels the list's options show now: only a change of matches rebuilds them. */
  let shown = "";
  const matches = () => filterSuggestions(input.value, words.list);

  function render() {
    const found = matches();
    const showList = open && found.length > 0;
    const noResults = open && input.value.trim() !== "" && found.length === 0;
    input.setAttribute("aria-expanded", String(showList));
    list.hidden = !showList;
    const labels = showList ? JSON.stringify(found.map((s) => s.label)) : "";
    // A mouse press's option must stay the node it was pressed on: rebuilt between the press and the
    // release (as a highlight on pointerenter did), the browser sends the click to no option and the
    // page stays where it is. The options are rebuilt when the matches change, never on a highlight.
    if (labels !== shown) {
      shown = labels;
      list.replaceChildren(...(showList ? found.map((suggestion, i) => option(suggestion, i)) : []));
    }
    for (const [i, item] of [...list.children].entries()) {
      item.setAttribute("aria-selected", String(i === highlighted));
      item.className = i === highlighted ? `${OPTION} ${HIGHLIGHTED}` : OPTION;
    }
    if (showList && highlighted >= 0) input.setAttribute("aria-activedescendant", `${list.id}-${highlighted}`);
    else input.removeAttribute("aria-activedescendant");
    message.hidden = !noResults;
    message.textContent = noResults ? noResultsMessage(input.value, words.noResults) : "";
  }

  function option(suggestion: Suggestion, i: number) {
    const item = document.createElement("li");
    item.id = `${list.id}-${i}`;
    item.setAttribute("role", "option");
    item.textContent = suggestion.label;
    // Keeps focus in the input, so the press does not first close the list.
    item.addEventListener("pointerdown", (event) => event.preventDefault());
    item.addEventListener("click", () => go(suggestion.path));
    item.addEventListener("pointerenter", () => {
      highlighted = i;
      render();
    });
    return item;
  }

  function close() {
    open = false;
    highlighted = -1;
    render();
  }

  function go(target: string | null) {
    if (!target) return;
    close();
    // In the page's language (issue 27): /zh/… leads to /zh/….
    window.location.assign(localPath(splitLang(window.location.pathname).lang, target));
  }

  input.setAttribute("aria-expanded", "false");
  // Words typed before this script came (it loads after the page has painted) get their list now.
  if (document.activeElement === input && input.value.trim() !== "") {
    open = true;
    render();
  }
  input.addEventListener("input", () => {
    open = true;
    highlighted = -1;
    render();
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      highlighted = moveHighlight(open ? highlighted : -1, matches().length, event.key === "ArrowDown" ? 1 : -1);
      open = true;
      render();
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const found = matches();
    go(submitTarget(input.value, open && found.length > 0 ? found : [], highlighted));
  });
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) close();
  });
  document.addEventListener("pointerdown", (event) => {
    if (open && !root.contains(event.target as Node)) close();
  });
}
