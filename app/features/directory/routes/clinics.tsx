import type { Route } from "./+types/clinics";
import { Container } from "~/ui/container";
import { SampleDataNote } from "../components/directory-controls";
import { ClinicLookup, PanelClinicCard } from "../components/trusted-lookup";
import { clinicLookupPage } from "../directory-page.server";

export function loader({ request }: Route.LoaderArgs) {
  return clinicLookupPage(new URL(request.url));
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: "Clinic Lookup and Screening Locations · RID-CRC" },
  {
    name: "description",
    content:
      "Check whether your doctor or clinic is on RID-CRC's trusted colorectal cancer screening panel, and browse the panel's clinics in Singapore.",
  },
  ...(data ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
];

export default function Clinics({ loaderData }: Route.ComponentProps) {
  const { panel, lookup } = loaderData;
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">Clinic Lookup</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Our trusted panel lists GP clinics and colorectal specialists vetted by the movement&apos;s clinicians for
        colorectal cancer screening and follow-up.
      </p>
      <section aria-label="Trusted panel lookup" className="mt-8 rounded-2xl bg-surface p-5 sm:p-8">
        <ClinicLookup lookup={lookup} />
      </section>
      {panel.length > 0 && (
        <section aria-labelledby="locations-title" className="mt-12">
          <h2 id="locations-title" className="text-2xl font-bold text-brand-900">
            Clinics on our trusted panel
          </h2>
          {panel.some((clinic) => clinic.isSample) && <SampleDataNote noun="clinics" />}
          <ul className="mt-4 grid gap-5 md:grid-cols-2">
            {panel.map((clinic) => (
              <li key={clinic.clinicId}>
                <PanelClinicCard clinic={clinic} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
