import type { ReactNode } from "react";

const headingId = (title: string) => `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** A titled group of fields inside a long form (profile settings, partner registration). */
export function FormSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = headingId(title);
  return (
    <section aria-labelledby={id} className="space-y-5 border-b border-line pb-8 last-of-type:border-0">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      {children}
    </section>
  );
}
