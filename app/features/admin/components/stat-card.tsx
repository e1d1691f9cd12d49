import type { ReactNode } from "react";
import type { Growth } from "../overview/figures";
import { plural } from "~/lib/text/plural";

/** "+12 joined in the last 30 days (8 in the 30 days before)": the comparison, in words. */
/** `what` is a verb ("joined": "1 joined") or a noun counted in its right form ({ noun: "new Champion" }). */
export function growthText(growth: Growth, what: string | { noun: string }): string {
  const count = (n: number) => (typeof what === "string" ? `${n} ${what}` : plural(n, what.noun));
  const change =
    growth.previous === 0
      ? ""
      : `, ${growth.current >= growth.previous ? "up" : "down"} ${Math.round((Math.abs(growth.current - growth.previous) / growth.previous) * 100)}%`;
  return `${count(growth.current)} in the last 30 days (${growth.previous} in the 30 days before${change}).`;
}

/** One of the Overview's four figures, with what it counts written under it. */
export function StatCard({
  label,
  value,
  definition,
  note,
  tone = "plain",
}: {
  label: string;
  value: number | string;
  definition: string;
  note: ReactNode;
  tone?: "plain" | "good" | "bad";
}) {
  const toneClass = tone === "good" ? "text-emerald-800" : tone === "bad" ? "text-accent-700" : "text-brand-900";
  return (
    <div className="flex flex-col rounded-2xl border border-line bg-white p-5">
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{label}</h3>
      <p className={`mt-1 text-3xl font-bold tabular-nums ${toneClass}`}>
        {typeof value === "number" ? value.toLocaleString("en-SG") : value}
      </p>
      <p className="mt-2 text-sm text-ink">{note}</p>
      <p className="mt-auto pt-3 text-xs text-muted">{definition}</p>
    </div>
  );
}
