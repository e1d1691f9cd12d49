import { MAX_MESSAGE_LENGTH } from "./types";

/**
 * The engine's refusals at the field, as the server writes them (the page and the window put them in
 * their language: chat-words.server.ts). Every other word around the replies is chat.json's.
 */
export const chatMessages = {
  /** Bad input and limits: shown at the message field. */
  empty: "Please type a question first.",
  tooLong: `Please keep your message under ${MAX_MESSAGE_LENGTH} characters.`,
  rateLimited: "You're sending messages very quickly. Please wait a minute, then try again.",
};

/** Spec §9: the suggestions (chat.json's `ask`) shown while at most one message exists. */
export const SUGGESTIONS_SHOWN = 3;

/** Spec §4: the connection-issue banner goes after this long (or on click). */
export const BANNER_MS = 5_000;
