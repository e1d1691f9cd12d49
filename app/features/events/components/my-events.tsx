import { Link } from "~/ui/link";
import { PanelList } from "~/ui/panel-list";
import type { T } from "~/lib/i18n/translate";
import { RegistrationStatusBadge } from "./status-badge";

type MyEventsItem = {
  eventId: string;
  title: string;
  whenLabel: string;
  status: "registered" | "waitlisted" | "pending";
  href: string;
};

/**
 * The champion dashboard's list of the person's upcoming events; the dates come from the server in
 * the page's language, `t` is events.json's `dashboard`, `mine` and `status` in it (issue 27). The
 * events' titles as typed.
 */
export function MyEvents({ registrations, t }: { registrations: MyEventsItem[]; t: T }) {
  return (
    <PanelList
      items={registrations}
      empty={{ text: t("dashboard.none"), to: "/upcoming-events", link: t("mine.seeEvents") }}
    >
      {(r) => (
        <li key={r.eventId} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <span>
            <Link to={r.href} className="font-semibold text-brand-700 underline">
              {r.title}
            </Link>
            <span className="block text-sm text-muted">{r.whenLabel}</span>
          </span>
          <RegistrationStatusBadge status={r.status} label={t(`status.${r.status}`)} />
        </li>
      )}
    </PanelList>
  );
}
