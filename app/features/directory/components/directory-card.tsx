import { Clock, ExternalLink, Mail, MapPin, Navigation, Phone } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "~/ui/link";
import type { OperatingHours } from "#db/schema";
import { buttonClass } from "~/ui/button";
import type { T } from "~/lib/i18n/translate";
import { singaporeAddress } from "../format";

type Entry = {
  address: string;
  /** Directory rows keep the code apart; a panel entry's address already ends with it. */
  postalCode?: string;
  phone: string | null;
  email?: string | null;
  website: string | null;
  operatingHours: OperatingHours | null;
  isSample: boolean;
  distance: string | null;
};

const hourRows: (keyof OperatingHours)[] = ["weekdays", "saturday", "sunday", "publicHoliday"];

/** Spec §9: operating hours read "Not specified" when empty, as a whole and line by line (the clinic's own text as written). */
function OperatingHoursText({ hours, t }: { hours: OperatingHours | null; t: T }) {
  const given = hours && hourRows.some((key) => hours[key]?.trim());
  if (!given) return <p>{t("card.notSpecified")}</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3">
      {hourRows.map((key) => (
        <div key={key} className="contents">
          <dt className="font-medium">{t(`card.${key}`)}</dt>
          <dd>{hours[key]?.trim() || t("card.notSpecified")}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Only web addresses become links: a partner-entered "javascript:" must never be clickable. */
function safeWebsite(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** Marks a demo entry (is_sample): the directories' cards and the sponsor showcase ("Sample data" in its language). */
export function SampleBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center rounded-full border border-amber-700 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
      {label}
    </span>
  );
}

/** Marks a GP clinic that gives out FIT kits (its services include "FIT Test"). */
export function FitKitBadge({ t }: { t: T }) {
  return (
    <span className="inline-flex items-center rounded-full border border-green-700 bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-900">
      {t("card.fitKits")}
    </span>
  );
}

/**
 * One card for both directories: the parts they share (address, distance, contact, hours, sample
 * label, booking link) live here; each directory passes its own heading lines and details.
 */
export function DirectoryCard({
  entry,
  title,
  subtitle,
  scheduleHref,
  badges,
  children,
  t,
}: {
  entry: Entry;
  title: string;
  subtitle: ReactNode;
  scheduleHref: string;
  /** A directory's own labels beside the shared ones (the GP directory's "FIT kits"). */
  badges?: ReactNode;
  children?: ReactNode;
  /** The directory namespace's words in the page's language. */
  t: T;
}) {
  // The same clinic can be on a page twice (the lookup's match and the panel list below it).
  const titleId = useId();
  const website = safeWebsite(entry.website);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={titleId} className="text-lg font-bold text-brand-900">
            {title}
          </h3>
          <p className="text-sm text-muted">{subtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {entry.isSample && <SampleBadge label={t("common.sampleData")} />}
          {badges}
          {entry.distance && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              <Navigation aria-hidden className="size-3" />
              <span>{t("card.away", { distance: entry.distance })}</span>
            </span>
          )}
        </div>
      </div>
      <div className="mt-3 flex-1 space-y-3 text-sm text-ink">{children}</div>
      <dl className="mt-4 space-y-3 border-t border-line pt-4 text-sm text-ink">
        <div className="flex gap-2">
          <dt>
            <MapPin aria-hidden className="mt-0.5 size-4 text-brand-700" />
            <span className="sr-only">{t("card.address")}</span>
          </dt>
          <dd>
            {entry.address}
            {entry.postalCode && (
              <>
                <br />
                {singaporeAddress(entry.postalCode)}
              </>
            )}
          </dd>
        </div>
        {entry.phone && (
          <div className="flex gap-2">
            <dt>
              <Phone aria-hidden className="mt-0.5 size-4 text-brand-700" />
              <span className="sr-only">{t("card.phone")}</span>
            </dt>
            <dd>
              <a href={`tel:${entry.phone.replace(/\s+/g, "")}`} className="font-semibold text-brand-700 underline">
                {entry.phone}
              </a>
            </dd>
          </div>
        )}
        {entry.email && (
          <div className="flex gap-2">
            <dt>
              <Mail aria-hidden className="mt-0.5 size-4 text-brand-700" />
              <span className="sr-only">{t("card.email")}</span>
            </dt>
            <dd>
              <a href={`mailto:${entry.email}`} className="break-all font-semibold text-brand-700 underline">
                {entry.email}
              </a>
            </dd>
          </div>
        )}
        {website && (
          <div className="flex gap-2">
            <dt>
              <ExternalLink aria-hidden className="mt-0.5 size-4 text-brand-700" />
              <span className="sr-only">{t("card.website")}</span>
            </dt>
            <dd>
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all font-semibold text-brand-700 underline"
              >
                {website.replace(/^https?:\/\//i, "")}
                <span className="sr-only"> {t("card.newTab")}</span>
              </a>
            </dd>
          </div>
        )}
        <div className="flex gap-2">
          <dt>
            <Clock aria-hidden className="mt-0.5 size-4 text-brand-700" />
            <span className="sr-only">{t("card.hours")}</span>
          </dt>
          <dd>
            <OperatingHoursText hours={entry.operatingHours} t={t} />
          </dd>
        </div>
      </dl>
      <Link to={scheduleHref} className={buttonClass("primary", "md", "mt-5 self-start")}>
        {t("card.schedule")}
        <span className="sr-only"> {t("card.scheduleWith", { name: title })}</span>
      </Link>
    </article>
  );
}

/** Short labels (services, specialties, languages) as a list of chips. */
export function ChipList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="font-semibold">{label}</p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-surface px-2.5 py-0.5 text-xs text-ink">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
