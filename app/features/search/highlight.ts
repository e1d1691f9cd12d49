/**
 * ts_headline marks matched words with these characters. They are replaced in the stored text
 * before ts_headline runs (see search.server.ts), so any « or » in its output is one of our marks:
 * the database text can never fake a highlight. The parts are rendered as React text, never HTML.
 */
export const START_SEL = "«";
export const STOP_SEL = "»";

type SnippetPart = { text: string; match: boolean };

/**
 * ts_headline's parser drops anything that looks like an HTML tag, so the text is HTML-escaped before
 * it runs (`<`, `>` and `&` only); the parts are decoded back to the words as written.
 */
const decode = (text: string) =>
  text.replace(/&(lt|gt|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", amp: "&" })[name]!);

/**
 * Splits an escaped ts_headline snippet into plain and highlighted parts, decoded back to plain
 * text. An unclosed mark ends at the end.
 */
export function parseHighlight(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let match = false;
  let text = "";
  const push = () => {
    if (text) parts.push({ text: decode(text), match });
    text = "";
  };
  for (const char of snippet) {
    if (char === START_SEL && !match) {
      push();
      match = true;
    } else if (char === STOP_SEL && match) {
      push();
      match = false;
    } else if (char !== START_SEL && char !== STOP_SEL) {
      text += char;
    }
  }
  push();
  return parts;
}
