import type { ChatLink } from "../types";

/**
 * The bot's own words for each outcome that is not an answer from the site (ADR 0021). Medical
 * content in plain English, short sentences; the warm local touch only in greetings and closings.
 */
const findGp: ChatLink = { label: "Find a GP near you", href: "/find-a-gp" };

export const replies = {
  emergency: {
    text:
      "This sounds like an emergency. Please call 995 now, or go to the nearest A&E (Accident and Emergency) straight away.\n\n" +
      "Do not wait, and do not drive yourself. If someone is with you, ask them to help.",
    links: [] as ChatLink[],
  },
  redFlag: {
    text:
      "Please see a doctor about this soon, within the next few days. Do not wait for your next screening test.\n\n" +
      "This can have many causes, and most are not cancer. But only a doctor who checks you can tell. A GP can examine you and send you for tests if needed.\n\n" +
      "If there is heavy bleeding, or you feel faint, call 995 or go to the A&E now.",
    links: [findGp],
  },
  diagnosis: {
    text:
      "I'm sorry, I can't tell what is wrong or suggest medicine or treatment. Only a doctor who examines you can do that safely.\n\n" +
      "Please see a GP. They can check you, explain your results and send you to a specialist if needed.",
    links: [findGp],
  },
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
  /** Said before and after an answer from the site. */
  answerLead: (singlish: boolean) => (singlish ? "Good question, Champion! " : ""),
  answerClosing: "You can read more in the source below.",
};
