import { articles, type Article } from "~/features/education/index.server";
import { keyPages } from "~/features/search/index.server";
import { headingIds, headingId } from "~/lib/page/heading-id";
import { markdownToLines, markdownToText } from "~/lib/page/markdown.server";
import asks from "../../../../content/chat-questions.json";
import faqs from "../../../../content/faqs.json";
import { factPassages } from "./facts";
import type { Passage } from "./passage";

/**
 * An article cut at its h2 headings: the opening (before the first h2) and one passage per
 * section, its h3 sub-sections included. Ids follow the rendered page's heading ids (the same
 * `headingIds` over h2 and h3 in order), so a source link lands on its section.
 */
function articlePassages(article: Article): Passage[] {
  const lines = article.markdown.split("\n");
  let fenced = false;
  const headings: { line: number; level: number; text: string }[] = [];
  lines.forEach((line, i) => {
    if (line.startsWith("```")) fenced = !fenced;
    const match = !fenced && /^(#{2,3})\s+(.+?)\s*#*$/.exec(line);
    if (match) headings.push({ line: i, level: match[1]!.length, text: markdownToText(match[2]!) });
  });
  const ids = headingIds(headings.map((h) => h.text));
  const base = `/education/article/${article.slug}`;
  const sections = headings.map((h, i) => ({ ...h, id: ids[i]! })).filter((h) => h.level === 2);
  const passages: Passage[] = [];
  const opening = markdownToLines(lines.slice(0, sections[0]?.line ?? lines.length).join("\n"));
  passages.push({
    id: article.slug,
    kind: "article",
    title: article.title,
    href: base,
    text: `${article.excerpt}\n\n${opening}`.trim(),
  });
  sections.forEach((section, i) => {
    const end = sections[i + 1]?.line ?? lines.length;
    passages.push({
      id: `${article.slug}#${section.id}`,
      kind: "article",
      title: `${article.title}: ${section.text}`,
      href: `${base}#${section.id}`,
      text: markdownToLines(lines.slice(section.line + 1, end).join("\n")),
    });
  });
  return passages.filter((p) => p.text.length > 0);
}

function faqPassages(): Passage[] {
  return faqs.map((f) => ({
    id: `faq:${headingId(f.question)}`,
    kind: "faq" as const,
    title: f.question,
    // The FAQ page filters by q (spec content §2.1): the link opens on its answer.
    href: `/education/faqs?q=${encodeURIComponent(f.question)}`,
    text: markdownToLines(f.answer),
  }));
}

function pagePassages(): Passage[] {
  return keyPages.map((p) => ({
    id: `page:${p.path}`,
    kind: "page" as const,
    title: p.title,
    href: p.path,
    text: p.description,
  }));
}

const asked = asks as Record<string, string[]>;

let cache: Passage[] | undefined;
/** Everything the bot can answer from: the site's own words, read once, with the questions each answers. */
export function corpus(): Passage[] {
  cache ??= [...articles().flatMap(articlePassages), ...faqPassages(), ...pagePassages(), ...factPassages()].map(
    (p) => ({ ...p, asks: asked[p.id] ?? [] }),
  );
  return cache;
}
