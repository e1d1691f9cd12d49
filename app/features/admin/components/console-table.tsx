import type { ReactNode } from "react";

export const cellClass = "px-4 py-3 align-top";

/** The console's tables: a caption for screen readers, a header row, and the caller's rows. */
export function ConsoleTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  /** Column headings; `{ srOnly }` names a column of buttons for screen readers only. */
  columns: readonly (string | { srOnly: string })[];
  children: ReactNode;
}) {
  return (
    // Focusable, so a keyboard can scroll the table when it is wider than the screen.
    // relative: the cells' screen-reader-only words (absolutely placed) stay inside the scrolling box
    // instead of widening the page on a phone.
    <div
      className="relative overflow-x-auto rounded-2xl border border-line"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface text-ink">
          <tr>
            {columns.map((column) => (
              <th key={typeof column === "string" ? column : column.srOnly} scope="col" className="px-4 py-3">
                {typeof column === "string" ? column : <span className="sr-only">{column.srOnly}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
