import type { ReactNode } from "react";

/**
 * A group of fields that can be folded away (a native <details>, so it works without JavaScript).
 * `open` when it starts unfolded; a section holding an error or a typed value should start open.
 */
export function CollapsibleSection({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group rounded-xl border border-line bg-white">
      <summary className="flex cursor-pointer items-center justify-between gap-4 rounded-xl px-5 py-4 text-xl font-bold text-brand-900 marker:content-none">
        <h2 className="text-xl font-bold">{title}</h2>
        <span
          aria-hidden
          className="text-2xl leading-none text-brand-700 group-open:rotate-45 motion-safe:transition-transform"
        >
          +
        </span>
      </summary>
      <div className="space-y-5 border-t border-line px-5 pt-5 pb-6">{children}</div>
    </details>
  );
}
