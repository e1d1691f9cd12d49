/** How urgent a message is, most urgent first: call 995, see a doctor promptly, ask a doctor. */
export type Triage = "emergency" | "red-flag" | "diagnosis";

/** The languages the safety rules read and answer in (English, Chinese, Malay, Tamil). */
export type Language = "en" | "zh" | "ms" | "ta";

export type Assessment = { level: Triage; language: Language };

/** A next step offered with the advice. */
export type SafetyLink = { label: string; href: string };

/** The advice for one level, in one language: plain text, paragraphs separated by a blank line. */
export type SafetyReply = { text: string; links: SafetyLink[]; lang: Language };
