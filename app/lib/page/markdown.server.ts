import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import { headingIds } from "./heading-id";

type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

const textOf = (node: HastNode): string =>
  node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("");

/**
 * Gives h2 and h3 an id from their text, so a link can point at a section (the chatbot cites
 * sections). Runs after sanitising: the ids are ours, made of [a-z0-9-] only.
 */
function rehypeHeadingIds() {
  return (tree: HastNode) => {
    const headings: HastNode[] = [];
    const walk = (node: HastNode) => {
      if (node.type === "element" && (node.tagName === "h2" || node.tagName === "h3")) headings.push(node);
      node.children?.forEach(walk);
    };
    walk(tree);
    const ids = headingIds(headings.map(textOf));
    headings.forEach((h, i) => (h.properties = { ...h.properties, id: ids[i] }));
  };
}

// Raw HTML in Markdown is dropped (remark-rehype without allowDangerousHtml), and the result is
// sanitised again with GitHub's schema: content can never inject scripts, styles or event handlers.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: "" })
  .use(rehypeHeadingIds)
  .use(rehypeStringify);

export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}

/** Splits "---\nyaml\n---\nbody" into its parsed front matter and its Markdown body. */
export function splitFrontMatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return { data: {}, body: source };
  return { data: parseYaml(match[1]!), body: match[2]! };
}

/** One line of Markdown without its inline markup: images dropped, links as their words. */
const plainInline = (line: string) =>
  line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]/g, "")
    .replace(/\s+/g, " ")
    .trim();

const LIST_ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;

/**
 * Plain text of a Markdown body that keeps its shape: paragraphs apart by a blank line, each list
 * item on a line of its own ("- item", "1. item"), each table row a line. What the chatbot quotes,
 * so that a list it answers with still reads as a list (issue 23); markdownToText flattens.
 */
export function markdownToLines(markdown: string): string {
  type Block = { kind: "paragraph" | "list" | "table"; lines: string[] };
  const blocks: Block[] = [];
  // The block lines are added to; null after a blank line (an object: `start` changes it).
  const at: { open: Block | null } = { open: null };
  let fenced = false;
  const start = (kind: Block["kind"]) => {
    // A loose list (items apart by blank lines) stays one list.
    const last = blocks.at(-1);
    if (!at.open && kind === "list" && last?.kind === "list") at.open = last;
    if (at.open?.kind !== kind) blocks.push((at.open = { kind, lines: [] }));
    return at.open;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    if (raw.startsWith("```")) {
      fenced = !fenced;
      at.open = null;
      continue;
    }
    if (fenced) continue;
    if (raw.trim() === "" || /^\s*\|?\s*:?-{3,}/.test(raw)) {
      if (raw.trim() === "") at.open = null;
      continue;
    }
    const item = LIST_ITEM.exec(raw);
    const heading = /^#{1,6}\s+(.*?)\s*#*$/.exec(raw);
    if (item) {
      const text = plainInline(item[3]!);
      if (text) start("list").lines.push(`${item[2] ? `${item[2]}. ` : "- "}${text}`);
    } else if (heading) {
      // A heading leads what follows ("Blood in the stool: You may see…"); its own number goes.
      const text = plainInline(heading[1]!).replace(/^\d+[.)]\s+/, "");
      at.open = null;
      if (text) start("paragraph").lines.push(/[.:?!]$/.test(text) ? text : `${text}:`);
      at.open = null;
    } else if (raw.trimStart().startsWith("|")) {
      const cells = raw.split("|").map(plainInline).filter(Boolean);
      if (cells.length) start("table").lines.push(`- ${cells.join(", ")}`);
    } else {
      const text = plainInline(raw.replace(/^\s*>\s?/, ""));
      if (!text) continue;
      // An indented line under an item continues it; any other line continues its paragraph.
      if (at.open?.kind === "list" && /^\s/.test(raw)) at.open.lines[at.open.lines.length - 1] += ` ${text}`;
      else {
        const block = start("paragraph");
        if (block.lines.length) block.lines[block.lines.length - 1] += ` ${text}`;
        else block.lines.push(text);
      }
    }
  }
  return blocks
    .filter((b) => b.lines.length > 0)
    .map((b) => b.lines.join("\n"))
    .join("\n\n");
}

/** Plain text of a Markdown body (for search, excerpts and reading time). */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^[#>\-*+|\s]+/gm, "")
    .replace(/[*_`|]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
