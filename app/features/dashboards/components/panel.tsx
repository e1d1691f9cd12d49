import type { ReactNode } from "react";

/** A dashboard's white panel: a section named by its h2 heading. */
export function Panel({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-line bg-white p-6 ${className}`}>
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
