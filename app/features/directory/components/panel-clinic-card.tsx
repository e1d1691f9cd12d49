import type { PanelDoctor } from "#db/schema";
import type { Lang } from "~/lib/i18n/languages";
import { createT, type Messages, type T } from "~/lib/i18n/translate";
import type { PanelClinic } from "../panel/panel.server";
import { ChipList, DirectoryCard } from "./directory-card";

function Doctors({ doctors, t }: { doctors: readonly PanelDoctor[]; t: T }) {
  return (
    <div>
      <p className="font-semibold">{t("lookup.doctors", { count: doctors.length })}</p>
      <ul className="mt-1 space-y-2">
        {doctors.map((doctor) => (
          <li key={doctor.name}>
            <span className="font-medium">{doctor.name}</span>
            <span className="block text-muted">{doctor.credentials}</span>
            <span className="block">{t("lookup.speaks", { languages: doctor.languages.join(", ") })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A clinic of the trusted panel: the directory card with the panel's own details; its labels in the page's language. */
export function PanelClinicCard({ clinic, lang, messages }: { clinic: PanelClinic; lang: Lang; messages: Messages }) {
  const t = createT(lang, messages);
  return (
    <DirectoryCard
      t={t}
      entry={{
        address: clinic.address,
        phone: clinic.phone,
        email: clinic.email,
        website: clinic.website,
        operatingHours: clinic.openingHours,
        isSample: clinic.isSample,
        distance: null,
      }}
      title={clinic.clinicName}
      subtitle={`${clinic.specialty} · ${clinic.district}`}
      scheduleHref={`/appointments/new?panel=${encodeURIComponent(clinic.clinicId)}`}
    >
      <p>
        <span className="font-semibold">{t("lookup.panelCode")} </span>
        {clinic.clinicId}
      </p>
      <Doctors doctors={clinic.doctors} t={t} />
      <ChipList label={t("lookup.screeningServices")} items={clinic.screeningServices} />
      {clinic.notes && <p>{clinic.notes}</p>}
    </DirectoryCard>
  );
}
