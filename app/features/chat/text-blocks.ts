/**
 * A chat message's text as it is shown: paragraphs, their line breaks, and lists. Replies quote the
 * site's articles, whose lists reach them as lines ("- item", "1. item": markdownToLines); the window
 * and the /chat page build elements from these blocks, so every word stays text (never HTML, no
 * Markdown library in the browser) and a reply reads as the article it quotes (issue 23).
 */
type TextBlock =
  { kind: "paragraph"; lines: string[] } | { kind: "list"; ordered: boolean; start: number; items: string[] };

const BULLET = /^\s*[-*•]\s+(\S.*)$/;
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(\S.*)$/;

/** Paragraphs apart at blank lines; in each, runs of bulleted or numbered lines are lists. */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const paragraph of text.trim().split(/\n\s*\n/)) {
    let open: TextBlock | null = null;
    for (const raw of paragraph.split("\n")) {
      const line = raw.trim();
      if (!line) continue;
      const bullet = BULLET.exec(line);
      const numbered = bullet ? null : NUMBERED.exec(line);
      if (bullet || numbered) {
        const ordered = numbered !== null;
        if (open?.kind !== "list" || open.ordered !== ordered) {
          open = { kind: "list", ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
          blocks.push(open);
        }
        open.items.push((bullet ?? numbered)![bullet ? 1 : 2]!.trim());
      } else {
        if (open?.kind !== "paragraph") blocks.push((open = { kind: "paragraph", lines: [] }));
        open.lines.push(line);
      }
    }
  }
  return blocks;
}
