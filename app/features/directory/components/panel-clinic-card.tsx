import { pluralWord } from "~/lib/text/plural";
import type { PanelDoctor } from "#db/schema";
import type { PanelClinic } from "../panel/panel.server";
import { ChipList, DirectoryCard } from "./directory-card";

function Doctors({ doctors }: { doctors: readonly PanelDoctor[] }) {
  return (
    <div>
      <p className="font-semibold">{pluralWord(doctors.length, { one: "Doctor", other: "Doctors" })}</p>
      <ul className="mt-1 space-y-2">
        {doctors.map((doctor) => (
          <li key={doctor.name}>
            <span className="font-medium">{doctor.name}</span>
            <span className="block text-muted">{doctor.credentials}</span>
            <span className="block">Speaks {doctor.languages.join(", ")}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A clinic of the trusted panel: the directory card with the panel's own details. */
export function PanelClinicCard({ clinic }: { clinic: PanelClinic }) {
  return (
    <DirectoryCard
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
        <span className="font-semibold">Panel code: </span>
        {clinic.clinicId}
      </p>
      <Doctors doctors={clinic.doctors} />
      <ChipList label="Screening services" items={clinic.screeningServices} />
      {clinic.notes && <p>{clinic.notes}</p>}
    </DirectoryCard>
  );
}
