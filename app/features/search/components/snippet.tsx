import { parseHighlight } from "../highlight";

/** A result snippet: matched words in <mark>, everything as React text (never HTML from the database). */
export function Snippet({ text }: { text: string }) {
  return (
    <p className="mt-1 text-sm text-ink">
      {parseHighlight(text).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded bg-amber-100 px-0.5 font-semibold text-ink">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
