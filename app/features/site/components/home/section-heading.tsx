import type { ReactNode } from "react";

type Tone = "light" | "dark";

/** The eyebrow, <h2> and intro shared by every home section. `id` is what the section's aria-labelledby points to. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  tone = "light",
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  tone?: Tone;
  children?: ReactNode;
}) {
  const dark = tone === "dark";
  return (
    <div className="max-w-3xl">
      <p className={`text-sm font-semibold uppercase tracking-wider ${dark ? "text-brand-100" : "text-accent-600"}`}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-2 text-3xl font-extrabold tracking-tight text-balance break-words sm:text-4xl ${dark ? "text-white" : "text-brand-900"}`}
      >
        {title}
      </h2>
      {children ? (
        <div className={`mt-4 space-y-3 text-lg ${dark ? "text-brand-50" : "text-muted"}`}>{children}</div>
      ) : null}
    </div>
  );
}

/** A text link that reads well out of context and has a comfortable touch target. */
export const textLinkClass =
  "inline-flex min-h-11 items-center gap-1 font-semibold underline decoration-2 underline-offset-4 hover:decoration-4";
