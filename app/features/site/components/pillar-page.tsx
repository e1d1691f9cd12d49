import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/ui/link";
import { Container } from "~/ui/container";
import type { PillarFrame } from "../pages.server";
import type { PillarSlug } from "../pillars";
import { SectionHeading, textLinkClass } from "./home/section-heading";
import { PageHeader } from "~/ui/page-header";
import { lazyIsland } from "~/ui/lazy-island";

// Below the sections: the server renders the banner and the other pillars in full, and their code
// (with the pillars' icons) loads when they come near the viewport or are used (an island).
const PillarEnd = lazyIsland(() => import("./pillar-page-end").then((m) => m.PillarPageEnd));

/**
 * The shared frame of the five pillar pages: header, the page's sections, and the way on, in the
 * page's language (the loader's `frame`, pillars.json).
 */
export function PillarPage({
  pillar,
  others,
  frame,
  children,
}: {
  pillar: { title: string; summary: string };
  others: { slug: PillarSlug; title: string }[];
  frame: PillarFrame;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={pillar.title}
        eyebrow={frame.eyebrow}
        crumbs={[{ label: frame.crumb, to: "/movement-pillars" }, { label: pillar.title }]}
      >
        <p>{pillar.summary}</p>
      </PageHeader>
      <div className="divide-y divide-line">{children}</div>
      <PillarEnd props={{ others, heading: frame.others, banner: frame.banner }} />
    </>
  );
}

/** One section of a pillar page, headed the way the home page heads its sections. */
export function PillarSection({
  id,
  eyebrow,
  title,
  intro,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="py-12 sm:py-16">
      <Container>
        <SectionHeading id={id} eyebrow={eyebrow} title={title}>
          {intro}
        </SectionHeading>
        {children ? <div className="mt-8">{children}</div> : null}
      </Container>
    </section>
  );
}

/**
 * A numbered sequence of steps (care pathways, the partnership journey). `step` is what a screen
 * reader hears before each title, "Step {{n}}:" in the page's language.
 */
export function StepList({
  steps,
  step: stepLabel = "Step {{n}}:",
}: {
  steps: { title: string; text: string }[];
  step?: string;
}) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-2xl border border-line bg-white p-5">
          <span
            aria-hidden
            className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-3 font-bold text-brand-900">
            <span className="sr-only">{stepLabel.replace("{{n}}", String(i + 1))} </span>
            {step.title}
          </h3>
          <p className="mt-1 text-sm text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function Figures({ items }: { items: { value: string; label: string }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl bg-brand-50 p-5">
          <dt className="text-sm font-semibold text-brand-800">{item.label}</dt>
          <dd className="mt-1 text-4xl font-extrabold text-brand-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LinkList({ links }: { links: [string, string][] }) {
  return (
    <ul className="grid gap-1 sm:grid-cols-2">
      {links.map(([to, label]) => (
        <li key={to}>
          <Link to={to} className={`${textLinkClass} text-brand-700`}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A pillar's list of benefits, each with a tick, in two columns on wider screens. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-ink">
          <Check aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
