import { eventTypeBadge } from "../event-types";

/** Type, and the Featured, Cancelled and Sample marks: the same on cards and on the event page. */
export function EventBadges({
  event,
}: {
  event: { type: string; featured?: boolean; cancelled: boolean; isSample: boolean };
}) {
  const badge = eventTypeBadge(event.type);
  const pill = "inline-block rounded-full px-3 py-1 text-xs font-semibold";
  return (
    <p className="flex flex-wrap gap-2">
      <span className={`${pill} ${badge.className}`}>{badge.label}</span>
      {event.featured && !event.cancelled && <span className={`${pill} bg-brand-100 text-brand-900`}>Featured</span>}
      {event.cancelled && <span className={`${pill} bg-red-100 text-red-900`}>Cancelled</span>}
      {event.isSample && <span className={`${pill} border border-slate-400 bg-white text-slate-800`}>Sample</span>}
    </p>
  );
}
