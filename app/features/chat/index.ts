/**
 * The chat feature's door for the browser. Only the launcher: the site's footer shows it on every
 * page, and the chat window's code stays behind it, loaded at the launcher's first click (ADR 0014).
 */
export { ChatLauncher } from "./components/chat-launcher";
