import type { ReactNode } from "react";
import { ButtonLink } from "./button";
import { Container } from "./container";

/**
 * A full-width call to action: a heading, one line of text and up to a few links, on the brand
 * colour. The words come from the feature that shows it; `id` names the heading for the region.
 */
export function CtaBanner({
  id,
  title,
  text,
  actions,
}: {
  id: string;
  title: ReactNode;
  text: ReactNode;
  actions: { to: string; label: string }[];
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-800 py-12 text-white">
      <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id={id} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 text-lg text-brand-50">{text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          {actions.map((action) => (
            <ButtonLink key={action.to} to={action.to} variant="inverse" size="lg">
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </Container>
    </section>
  );
}
