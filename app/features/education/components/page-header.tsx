import type { ReactNode } from "react";
import { Container } from "~/ui/container";

/** The top of every education page: its one h1 and a short introduction. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="bg-brand-50 py-10 sm:py-14">
      <Container>
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
        <h1 className="mt-1 text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-ink">{intro}</p>
        {children && <div className="mt-6">{children}</div>}
      </Container>
    </header>
  );
}
