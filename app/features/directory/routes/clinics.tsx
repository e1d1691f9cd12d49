import type { Route } from "./+types/clinics";
import { Container } from "~/ui/container";
import { ClinicLookup } from "../components/clinic-lookup";
import { PanelClinicCard } from "../components/panel-clinic-card";
import { clinicLookupPage } from "../directory-page.server";
import { messages } from "../messages";
import { requestLang } from "~/lib/i18n/paths";

// The head tags, the introduction and the sample-data note's words come from the loader: the
// page's script then carries none of them (first-load JS budget).
export async function loader({ request }: Route.LoaderArgs) {
  const page = await clinicLookupPage(new URL(request.url), requestLang(request));
  return {
    ...page,
    intro:
      "Our trusted panel lists GP clinics and colorectal specialists vetted by the movement's clinicians for colorectal cancer screening and follow-up.",
    // Says what the "Sample data" badge means (as SampleDataNote of ../components/directory-controls).
    sampleNote: page.panel.some((clinic) => clinic.isSample)
      ? messages.sampleNote("the directory", "clinics")
      : undefined,
    meta: [
      { title: "Clinic Lookup and Screening Locations · RID-CRC" },
      {
        name: "description",
        content:
          "Check whether your doctor or clinic is on RID-CRC's trusted colorectal cancer screening panel, and browse the panel's clinics in Singapore.",
      },
      { tagName: "link", rel: "canonical", href: page.canonical },
    ],
  };
}

// (Without data, on an error, the root's error boundary sets the head.)
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function Clinics({ loaderData }: Route.ComponentProps) {
  const { intro, panel, lookup, sampleNote, lang, messages: words } = loaderData;
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">Clinic Lookup</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p>
      <section aria-label="Trusted panel lookup" className="mt-8 rounded-2xl bg-surface p-5 sm:p-8">
        <ClinicLookup lookup={lookup} card={{ lang, messages: words }} />
      </section>
      {panel.length > 0 && (
        <section aria-labelledby="locations-title" className="mt-12">
          <h2 id="locations-title" className="text-2xl font-bold text-brand-900">
            Clinics on our trusted panel
          </h2>
          {sampleNote && (
            <p className="mt-3 rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-sm text-brand-900">
              {sampleNote}
            </p>
          )}
          <ul className="mt-4 grid gap-5 md:grid-cols-2">
            {panel.map((clinic) => (
              <li key={clinic.clinicId}>
                <PanelClinicCard clinic={clinic} lang={lang} messages={words} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
