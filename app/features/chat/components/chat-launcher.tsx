import { MessagesSquare } from "lucide-react";
import { useRef, useState, type ComponentType, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/ui/use-hydrated";
import type { ChatWidgetProps } from "./chat-widget";
import { splitLang } from "~/lib/i18n/paths";
import { useLang, useLocalPath } from "~/ui/link";
import { useShellT } from "~/ui/shell-text";

/**
 * The floating chat button of every page (spec §2.2). In the server's HTML it is a link to /chat,
 * which works without JavaScript. It lives in the footer, whose code loads only once the footer is
 * used (focusing or pressing the button is using it), so it adds nothing to a page's first load.
 * Once its code runs, a click opens the chat window instead; the window's code is fetched at that
 * click, never before. A click that comes before its code simply follows the link. On a page
 * without React (ADR 0024) ../enhance/chat-launcher.ts does the same with the server's link.
 */
export function ChatLauncher() {
  const { pathname } = useLocation();
  const local = useLocalPath();
  const hydrated = useHydrated();
  const launcher = useRef<HTMLAnchorElement>(null);
  const lang = useLang();
  const t = useShellT();
  // The window and its words in the page's language, fetched together at the first click.
  const [Widget, setWidget] = useState<ComponentType<ChatWidgetProps> | null>(null);
  const [words, setWords] = useState<ChatWidgetProps["words"]>();
  const [open, setOpen] = useState(false);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window (modifier keys, middle button) is the browser's to open.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!Widget) {
      try {
        const [{ ChatWidget }, { loadChatWords }] = await Promise.all([
          import("./chat-widget"),
          import("./chat-words"),
        ]);
        setWords(await loadChatWords(lang));
        setWidget(() => ChatWidget);
      } catch {
        // The code could not be fetched (offline, or a deploy replaced it): the page still chats.
        window.location.assign(local("/chat"));
        return;
      }
    }
    setOpen(true);
  }

  return (
    <>
      {/* The page itself is the chat: no button over it. The window stays mounted, conversation and all. */}
      {splitLang(pathname).path === "/chat" ? null : (
        <div className="group fixed top-3 right-4 z-50 sm:top-auto sm:bottom-4 print:hidden">
          <a
            ref={launcher}
            href={local("/chat")}
            onClick={onClick}
            // Found by the enhance script of pages without React (../enhance/chat-launcher.ts).
            data-chat-launcher
            aria-describedby="chat-launcher-tooltip"
            {...(hydrated ? { "data-chat-ready": "" } : {})}
            className="inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-accent-600 p-3 font-semibold text-white shadow-lg hover:bg-accent-700 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-900 sm:px-5"
          >
            <MessagesSquare aria-hidden className="size-5" />
            {/* On a phone the button is its icon alone, in the room the sticky header keeps for it, so it never
                covers the page; from the small-tablet width up it floats at the bottom as the spec draws it. */}
            <span className="sr-only sm:not-sr-only">{t("chat.button")}</span>
          </a>
          <span
            id="chat-launcher-tooltip"
            role="tooltip"
            className="invisible absolute top-full right-0 mt-2 sm:top-auto sm:bottom-full sm:mt-0 sm:mb-2 rounded-lg bg-brand-900 px-3 py-1.5 text-sm whitespace-nowrap text-white opacity-0 shadow transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
          >
            {t("chat.tooltip")}
          </span>
        </div>
      )}
      {Widget && words ? (
        <Widget
          lang={lang}
          words={words}
          open={open}
          onClose={() => {
            setOpen(false);
            launcher.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
