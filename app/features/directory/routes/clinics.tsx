import type { Route } from "./+types/clinics";
import { Container } from "~/ui/container";
import { TranslationNote } from "~/ui/translation-note";
import { ClinicLookup } from "../components/clinic-lookup";
import { PanelClinicCard } from "../components/panel-clinic-card";
import { clinicLookupPage } from "../directory-page.server";
import { requestLang } from "~/lib/i18n/paths";
import { noReactWith } from "~/lib/http/page-scripts";

/**
 * No React on this page (issue 25, ADR 0024): its lookup is a GET form and the panel's cards are
 * HTML; the trusted-lookup script gives the lookup the focus and blank-search rule React gave it,
 * as on /find-a-specialist.
 */
export const handle = noReactWith("trusted-lookup");

// The head tags and the page's words come from the loader, in the page's language (issue 27):
// the page's script then carries none of them (first-load JS budget).
export async function loader({ request }: Route.LoaderArgs) {
  return clinicLookupPage(new URL(request.url), requestLang(request));
}

// (Without data, on an error, the root's error boundary sets the head.)
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function Clinics({ loaderData }: Route.ComponentProps) {
  const { title, intro, region, panelTitle, panel, lookup, sampleNote, lang, review, messages: words } = loaderData;
  return (
    <>
      <TranslationNote review={review} />
      <Container className="py-8 sm:py-12">
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p>
        <section aria-label={region} className="mt-8 rounded-2xl bg-surface p-5 sm:p-8">
          <ClinicLookup lookup={lookup} card={{ lang, messages: words }} />
        </section>
        {panel.length > 0 && (
          <section aria-labelledby="locations-title" className="mt-12">
            <h2 id="locations-title" className="text-2xl font-bold text-brand-900">
              {panelTitle}
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
    </>
  );
}
