import type { NearestEntries } from "../nearest.server";
import { fitKitService } from "../directory-options";
import { createT } from "~/lib/i18n/translate";
import { ChipList, DirectoryCard, FitKitBadge } from "./directory-card";

/**
 * The nearest few directory entries another page points to (the screening checker's answer), on
 * the directories' own cards: the same details and the same appointment request link.
 */
export function NearestList({ entries }: { entries: NearestEntries }) {
  const t = createT(entries.lang, entries.messages);
  return (
    <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {entries.gps.map((clinic) => (
        <li key={clinic.id}>
          <DirectoryCard
            entry={clinic}
            t={t}
            title={clinic.clinicName}
            subtitle={`${clinic.doctorFullName} · ${clinic.region}`}
            scheduleHref={`/appointments/new?gp=${clinic.id}`}
            badges={clinic.servicesOffered.includes(fitKitService) ? <FitKitBadge t={t} /> : null}
          >
            <ChipList label={t("gp.services")} items={clinic.servicesOffered} />
          </DirectoryCard>
        </li>
      ))}
      {entries.specialists.map((s) => (
        <li key={s.id}>
          <DirectoryCard
            entry={s}
            t={t}
            title={s.fullName}
            subtitle={`${s.fieldOfSpecialization} · ${s.clinicAffiliation}`}
            scheduleHref={`/appointments/new?specialist=${s.id}`}
          >
            <ChipList label={t("specialist.specialties")} items={s.specialties} />
          </DirectoryCard>
        </li>
      ))}
    </ol>
  );
}
