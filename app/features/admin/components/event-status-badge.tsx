import { eventStatusLabels, type EventStatus } from "~/features/events";

const tones: Record<EventStatus, string> = {
  draft: "bg-amber-50 text-amber-900",
  published: "bg-emerald-50 text-emerald-800",
  cancelled: "bg-red-50 text-red-900",
};

/** An event's state in the console: the word, on a colour that keeps AA contrast. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tones[status]}`}>{eventStatusLabels[status]}</span>
  );
}
