import { MAX_MESSAGE_LENGTH } from "./types";

/** Every word the chat shows around the bot's replies (spec content §2.2, §4, §8, §9). */
export const chatMessages = {
  /** Bad input and limits: shown at the message field. */
  empty: "Please type a question first.",
  tooLong: `Please keep your message under ${MAX_MESSAGE_LENGTH} characters.`,
  rateLimited: "You're sending messages very quickly. Please wait a minute, then try again.",
};

/** Spec §2.2: the launcher's tooltip, and the floating button's text while the window is closed. */
export const launcherTexts = {
  button: "Chat With Me!",
  tooltip: "Chat with Us, Champion!",
};

/** The words of the /chat page and the chat window. */
export const chatTexts = {
  title: "Chat with RID-CRC",
  intro:
    "Ask a question about colorectal cancer, screening or the movement. The bot answers from the articles on this site and shows where each answer comes from. It is not a doctor and cannot check you.",
  emergency: "In an emergency, call 995 or go to the nearest A&E.",
  /** Spec §4: on first open a bot greeting is added. */
  greeting:
    "Hello, Champion! I'm the RID-CRC bot. Ask me about colorectal cancer, screening, the FIT stool test, colonoscopy or finding a GP. I answer from our articles, and I'm not a doctor.",
  conversation: "Conversation",
  youSaid: "You said",
  botSaid: "RID-CRC bot said",
  sources: "Sources",
  nextSteps: "What you can do next",
  suggestions: "Try asking",
  field: "Your question",
  send: "Send",
  close: "Close chat",
  /** Spec §4: the busy state while a reply is pending. */
  typing: "RID-CRC bot is typing…",
  count: (length: number) => `${length} / ${MAX_MESSAGE_LENGTH} characters`,
  limit: `Up to ${MAX_MESSAGE_LENGTH} characters.`,
  dismissBanner: "Dismiss",
};

/** Spec §9: the suggestions, shown while at most one message exists (the first 3 of 5). */
export const suggestions = [
  "What are the early signs of colorectal cancer?",
  "How do I prepare for a colonoscopy?",
  "Is the FIT stool test free?",
  "When should I start screening?",
  "Where can I get screened near me?",
];
export const SUGGESTIONS_SHOWN = 3;

/** Spec §8: what the window says when the chat service fails. */
export const failureTexts = {
  /** The server answered with an error. */
  serverError: "Sorry, I'm having trouble responding right now. Please try again later.",
  /** The request never got an answer (the network, or the server is down). */
  network: "Aiyo, I'm having trouble responding right now. Please try again later, Champion!",
  networkBanner: "Failed to connect to chat service",
};

/** Spec §4: the connection-issue banner goes after this long (or on click). */
export const BANNER_MS = 5_000;
