import type { NearestEntries } from "../nearest.server";
import { fitKitService } from "../directory-options";
import { ChipList, DirectoryCard, FitKitBadge } from "./directory-card";

/**
 * The nearest few directory entries another page points to (the screening checker's answer), on
 * the directories' own cards: the same details and the same appointment request link.
 */
export function NearestList({ entries }: { entries: NearestEntries }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {entries.gps.map((clinic) => (
        <li key={clinic.id}>
          <DirectoryCard
            entry={clinic}
            title={clinic.clinicName}
            subtitle={`${clinic.doctorFullName} · ${clinic.region}`}
            scheduleHref={`/appointments/new?gp=${clinic.id}`}
            badges={clinic.servicesOffered.includes(fitKitService) ? <FitKitBadge /> : null}
          >
            <ChipList label="Services" items={clinic.servicesOffered} />
          </DirectoryCard>
        </li>
      ))}
      {entries.specialists.map((s) => (
        <li key={s.id}>
          <DirectoryCard
            entry={s}
            title={s.fullName}
            subtitle={`${s.fieldOfSpecialization} · ${s.clinicAffiliation}`}
            scheduleHref={`/appointments/new?specialist=${s.id}`}
          >
            <ChipList label="Specialties" items={s.specialties} />
          </DirectoryCard>
        </li>
      ))}
    </ol>
  );
}
