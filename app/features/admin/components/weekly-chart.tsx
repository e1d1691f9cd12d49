import { formatSgDate } from "~/lib/text/singapore-date";

type Series = { key: string; label: string; values: number[] };

// Distinct at 3:1 against white and against each other's neighbours (WCAG 1.4.11); the table
// below each chart carries the same figures for anyone who cannot tell colours apart.
const palette = [
  { fill: "fill-brand-700", swatch: "bg-brand-700" },
  { fill: "fill-accent-600", swatch: "bg-accent-600" },
  { fill: "fill-emerald-700", swatch: "bg-emerald-700" },
  { fill: "fill-amber-600", swatch: "bg-amber-600" },
  { fill: "fill-violet-700", swatch: "bg-violet-700" },
  { fill: "fill-slate-600", swatch: "bg-slate-600" },
];

const W = 640;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

/** A round ceiling for the axis: 1, 2, 5, 10, 20, 50… */
function niceMax(value: number): number {
  if (value <= 5) return 5;
  const step = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * step).find((v) => v >= value) ?? value;
}

const shortWeek = (iso: string) => formatSgDate(iso).replace(/ \d{4}$/, "");

/**
 * Stacked weekly bars drawn on the server as SVG (no chart library reaches the browser), with
 * the figures as a table behind it for screen readers and for anyone who would rather read.
 */
export function WeeklyChart({
  id,
  title,
  summary,
  weeks,
  series,
}: {
  id: string;
  title: string;
  summary: string;
  weeks: string[];
  series: Series[];
}) {
  const totals = weeks.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const max = niceMax(Math.max(0, ...totals));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const band = plotW / weeks.length;
  const barW = Math.max(4, band * 0.6);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-white p-5">
      <figcaption id={`${id}-title`} className="font-semibold text-brand-900">
        {title}
      </figcaption>
      <p className="mt-1 text-sm text-muted">{summary}</p>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${title}. ${summary} The figures are in the table below.`}
        className="mt-3 h-auto w-full"
      >
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-300" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-slate-700 text-[11px]">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, i) => {
          let base = 0;
          const x = PAD.left + i * band + (band - barW) / 2;
          return (
            <g key={week}>
              {series.map((s, k) => {
                const v = s.values[i] ?? 0;
                if (!v) return null;
                const top = y(base + v);
                const height = y(base) - top;
                base += v;
                return (
                  <rect
                    key={s.key}
                    x={x}
                    y={top}
                    width={barW}
                    height={height}
                    className={palette[k % palette.length]!.fill}
                  />
                );
              })}
              {i % 2 === weeks.length % 2 ? null : (
                <text x={x + barW / 2} y={H - 8} textAnchor="middle" className="fill-slate-700 text-[11px]">
                  {shortWeek(week)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink" aria-label="Legend">
          {series.map((s, k) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span aria-hidden className={`inline-block size-3 rounded-sm ${palette[k % palette.length]!.swatch}`} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">Show the figures as a table</summary>
        {/* Focusable, so a keyboard can scroll the table when it is wider than the screen. */}
        <div className="relative mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`${title}: figures`}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">
                  Week of
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-2 py-1 text-right">
                    {s.label}
                  </th>
                ))}
                {series.length > 1 ? (
                  <th scope="col" className="px-2 py-1 text-right">
                    Total
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, i) => (
                <tr key={week} className="border-t border-line">
                  <th scope="row" className="px-2 py-1 font-normal">
                    {formatSgDate(week)}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="px-2 py-1 text-right tabular-nums">
                      {s.values[i] ?? 0}
                    </td>
                  ))}
                  {series.length > 1 ? <td className="px-2 py-1 text-right tabular-nums">{totals[i]}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
