/*
 * Small decorative illustrations for the home page. Each is inline SVG (no requests), hidden from
 * assistive technology, and sized by explicit width/height plus size classes so nothing shifts.
 */

/** Abstract hero art: soft rings behind a blue awareness ribbon (blue is the colorectal cancer ribbon colour). */
export function RibbonArt({ className = "size-56 sm:size-72" }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" width="288" height="288" aria-hidden="true" focusable="false" className={className}>
      <circle cx="100" cy="100" r="96" className="fill-brand-800" />
      <circle cx="100" cy="100" r="72" className="fill-brand-700" />
      <circle cx="100" cy="100" r="46" className="fill-brand-600" />
      <circle cx="158" cy="38" r="10" className="fill-accent-500" />
      <circle cx="36" cy="150" r="6" className="fill-brand-100" />
      <path
        d="M68 170 L113 86 A28 28 0 1 0 87 86 L132 170"
        fill="none"
        strokeWidth="20"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-white"
      />
      <path d="M68 170 L100 110" fill="none" strokeWidth="20" strokeLinecap="round" className="stroke-brand-100" />
    </svg>
  );
}

/** A stylised colon with two small polyps, one being "found" by the scope light. */
export function ColonArt({ className = "size-40 sm:size-48" }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" width="192" height="192" aria-hidden="true" focusable="false" className={className}>
      <circle cx="100" cy="100" r="96" className="fill-brand-50" />
      <path
        d="M62 156 V78 a26 26 0 0 1 26 -26 h24 a26 26 0 0 1 26 26 v58 a20 20 0 0 1 -20 20 h-22"
        fill="none"
        strokeWidth="22"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-brand-600"
      />
      <circle cx="138" cy="104" r="7" className="fill-accent-500" />
      <circle cx="62" cy="96" r="6" className="fill-accent-500" />
      <circle cx="62" cy="96" r="16" fill="none" strokeWidth="3" strokeDasharray="4 4" className="stroke-accent-600" />
    </svg>
  );
}

/** Three people side by side: the community the movement is built on. */
export function PeopleArt({ className = "h-24 w-48" }: { className?: string }) {
  const people = [
    { x: 50, head: 34, tone: "fill-brand-600" },
    { x: 120, head: 22, tone: "fill-accent-600" },
    { x: 190, head: 34, tone: "fill-brand-800" },
  ];
  return (
    <svg viewBox="0 0 240 120" width="192" height="96" aria-hidden="true" focusable="false" className={className}>
      {people.map((p) => (
        <g key={p.x} className={p.tone}>
          <circle cx={p.x} cy={p.head} r="16" />
          <path d={`M${p.x - 30} 120 V${p.head + 56} a30 30 0 0 1 60 0 V120 z`} />
        </g>
      ))}
    </svg>
  );
}
