// Event type labels and their badge colours (spec content §9). Each pairing keeps AA contrast.
const styles = {
  blue: "bg-blue-100 text-blue-900",
  green: "bg-green-100 text-green-900",
  purple: "bg-purple-100 text-purple-900",
  amber: "bg-amber-100 text-amber-900",
  rose: "bg-rose-100 text-rose-900",
  teal: "bg-teal-100 text-teal-900",
  slate: "bg-slate-100 text-slate-900",
} as const;

export const eventTypes: Record<string, keyof typeof styles> = {
  "Virtual Event": "blue",
  Conference: "purple",
  Workshop: "green",
  Webinar: "blue",
  "Public Event": "amber",
  Training: "green",
  Campaign: "rose",
  "Resource Update": "slate",
  Education: "teal",
  "Primary Care": "teal",
  "Launch Event": "rose",
  "Innovation Fair": "amber",
  "CME Webinar": "blue",
  Seminar: "purple",
  "Health Policy": "slate",
  Summit: "purple",
};

/** The badge for a stored type: a known label keeps its colour; anything else is shown plainly. */
export function eventTypeBadge(type: string): { label: string; className: string } {
  const colour = eventTypes[type];
  return { label: type, className: colour ? styles[colour] : styles.slate };
}
