import type { ChatLink } from "../types";

/**
 * The bot's own words for each outcome that is not an answer from the site (ADR 0021). Medical
 * content in plain English, short sentences; the warm local touch only in greetings and closings.
 */

export const replies = {
  decline: (contactEmail: string, question: string) => ({
    text:
      "Sorry, I don't have a good answer to that in our articles, and I don't want to guess about your health.\n\n" +
      "You can look through our FAQ, search the site, or write to our team. A doctor can also answer questions about your own health.",
    links: [
      { label: "Frequently asked questions", href: "/education/faqs" },
      { label: "Search the site", href: `/search?q=${encodeURIComponent(question.slice(0, 100))}` },
      { label: `E-mail us at ${contactEmail}`, href: `mailto:${contactEmail}` },
    ],
  }),
  offTopic: {
    text:
      "I'm the RID-CRC helper, so I can only answer questions about colorectal cancer, screening and our movement.\n\n" +
      "Try asking me about the FIT stool test, colonoscopy, the signs to watch for, or where to get screened.",
    links: [{ label: "Education Hub", href: "/education" }] as ChatLink[],
  },
  greeting: (singlish: boolean, thanks: boolean) => ({
    text: thanks
      ? "You're welcome! Take care, and remember: screening early saves lives."
      : `${singlish ? "Hello, Champion!" : "Hello!"} I'm the RID-CRC helper. Ask me about colorectal cancer, screening, the FIT stool test, colonoscopy or finding a GP.`,
    links: [] as ChatLink[],
  }),
  /** Said before a passage quoted when no approved answer fits (issue 28): whose words these are. */
  quoted: (passage: { kind: string; title: string }) =>
    passage.kind === "article"
      ? "No approved answer fits, so this is quoted from one of our articles (the source below):"
      : "No approved answer fits, so this is quoted from one of our pages (the source below):",
  /** Said before and after an answer from the site. */
  answerLead: (singlish: boolean) => (singlish ? "Good question, Champion! " : ""),
  answerClosing: "You can read more in the source below.",
};
