import { createRoot, type Root } from "react-dom/client";
import { splitLang } from "~/lib/i18n/paths";
import { ChatWidget } from "../components/chat-widget";
import { loadChatWords } from "../components/chat-words";

let root: Root | undefined;

/**
 * Opens the chat window of a page without React (loaded by chat-launcher.ts at the launcher's first click):
 * the same component as on pages with React, mounted once in a root of its own and kept, so closing
 * and reopening keeps the conversation; closing gives the focus back to the launcher.
 */
export async function openChatWindow(launcher: HTMLAnchorElement): Promise<void> {
  // The page's language is its address's (ADR 0027); its words come with the window's code.
  const { lang } = splitLang(window.location.pathname);
  const words = await loadChatWords(lang);
  if (!root) {
    const host = document.createElement("div");
    document.body.append(host);
    root = createRoot(host);
  }
  const render = (open: boolean) =>
    root!.render(
      <ChatWidget
        lang={lang}
        words={words}
        open={open}
        onClose={() => {
          render(false);
          launcher.focus();
        }}
      />,
    );
  render(true);
}
