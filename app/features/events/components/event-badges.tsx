import type { T } from "~/lib/i18n/translate";
import { eventTypeBadge, eventTypes } from "../event-types";

/**
 * Type, and the Featured, Cancelled and Sample marks: the same on cards and on the event page, in
 * the page's language (a type the team typed that the files do not know is shown as written).
 */
export function EventBadges({
  event,
  t,
}: {
  event: { type: string; featured?: boolean; cancelled: boolean; isSample: boolean };
  t: T;
}) {
  const badge = eventTypeBadge(event.type);
  const pill = "inline-block rounded-full px-3 py-1 text-xs font-semibold";
  return (
    <p className="flex flex-wrap gap-2">
      <span className={`${pill} ${badge.className}`}>{typeLabel(t, badge.label)}</span>
      {event.featured && !event.cancelled && (
        <span className={`${pill} bg-brand-100 text-brand-900`}>{t("badge.featured")}</span>
      )}
      {event.cancelled && <span className={`${pill} bg-red-100 text-red-900`}>{t("badge.cancelled")}</span>}
      {event.isSample && (
        <span className={`${pill} border border-slate-400 bg-white text-slate-800`}>{t("badge.sample")}</span>
      )}
    </p>
  );
}

/** An event type in the page's language; one the team typed that is not ours, as written. */
function typeLabel(t: T, type: string): string {
  return Object.hasOwn(eventTypes, type) ? t(`types.${type}`) || type : type;
}
