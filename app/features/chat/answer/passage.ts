/**
 * One retrievable piece of the site's own words: an article section, an FAQ, a key page, or a
 * figure of content/facts.json. `id` is stable (the eval set names passages by it): an article
 * section is `<slug>#<heading id>`, the article's opening `<slug>`, an FAQ `faq:<question id>`,
 * a key page `page:<path>`, a figure `fact:<key>`.
 */
export type Passage = {
  id: string;
  kind: "article" | "faq" | "page" | "fact";
  /** What a source link says: "Article title: Section heading", the FAQ's question, the page's title. */
  title: string;
  /** Where the source link goes: always a path of ours, with the section's anchor. */
  href: string;
  /**
   * Plain text (no inline Markdown) that keeps its shape: paragraphs apart by a blank line, list
   * items on lines of their own ("- item", "1. item"), as markdownToLines writes it.
   */
  text: string;
  /**
   * Questions this passage answers, in the words people type (content/chat-questions.json):
   * searched with it, never said (doc2query, ADR 0021).
   */
  asks?: string[];
};
