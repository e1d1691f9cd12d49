import type { ReactNode } from "react";

/** The frame of every account page: a heading, an intro and a card. */
export function AuthLayout({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="bg-surface px-4 py-12 sm:py-16">
      <div className={`mx-auto ${wide ? "max-w-2xl" : "max-w-md"}`}>
        <h1 className="text-center text-3xl font-bold text-brand-900">{title}</h1>
        {intro && <div className="mt-3 text-center text-muted">{intro}</div>}
        <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </div>
  );
}
