import { createRoot, type Root } from "react-dom/client";
import { ChatWidget } from "../components/chat-widget";

let root: Root | undefined;

/**
 * Opens the chat window of a page without React (loaded by chat-launcher.ts at the launcher's first click):
 * the same component as on pages with React, mounted once in a root of its own and kept, so closing
 * and reopening keeps the conversation; closing gives the focus back to the launcher.
 */
export function openChatWindow(launcher: HTMLAnchorElement): void {
  if (!root) {
    const host = document.createElement("div");
    document.body.append(host);
    root = createRoot(host);
  }
  const render = (open: boolean) =>
    root!.render(
      <ChatWidget
        open={open}
        onClose={() => {
          render(false);
          launcher.focus();
        }}
      />,
    );
  render(true);
}
