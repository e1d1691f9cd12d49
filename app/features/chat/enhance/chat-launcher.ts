/**
 * Enhance script of every page without React (ADR 0024): the chat launcher: the server's link to /chat opens the chat
 * window in place, as features/chat ChatLauncher does on pages with React. The window's code (React
 * with it) is fetched at the first click, never before; a click with a modifier key is the
 * browser's (a new tab), and a window whose code cannot be fetched leaves the person on /chat.
 */
/** React Router's React-refresh runtime in its dev server (a variable: Vite must not resolve it). */
const DEV_REFRESH_RUNTIME = "/@id/__x00__virtual:react-router/inject-hmr-runtime";

function enhance(launcher: HTMLAnchorElement): void {
  launcher.addEventListener("click", async (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    try {
      // `npm run dev` compiles .tsx with React refresh, whose runtime React Router's <Scripts/>
      // installs; a page without React has none: install it first (removed from the build).
      if (import.meta.env.DEV) await import(/* @vite-ignore */ DEV_REFRESH_RUNTIME);
      const { openChatWindow } = await import("./chat-window");
      await openChatWindow(launcher);
    } catch {
      window.location.assign(launcher.href);
    }
  });
  // Says the launcher opens the window now (as on pages with React; the journeys wait for it).
  launcher.dataset.chatReady = "";
}

const launcher = document.querySelector<HTMLAnchorElement>("a[data-chat-launcher]");
if (launcher) enhance(launcher);
