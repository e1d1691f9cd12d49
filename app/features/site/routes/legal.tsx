import { data } from "react-router";
import type { Route } from "./+types/legal";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { legalPages, legalSlugs, type LegalSlug } from "../legal-content";
import { legalPage } from "../pages.server";
import { pageMeta } from "~/lib/page/seo";
import { noReact } from "~/lib/http/page-scripts";
import { splitLang } from "~/lib/i18n/paths";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

/** One module for the three legal pages; the address says which one. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = splitLang(new URL(request.url).pathname).path.slice(1);
  if (!legalSlugs.includes(slug as LegalSlug)) throw data(null, { status: 404 });
  return legalPage(slug as LegalSlug);
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const page = legalPages[data.slug];
  return pageMeta({ title: page.title, description: page.description, canonical: data.canonical });
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { slug, email } = loaderData;
  const page = legalPages[slug];
  // {email} is replaced as text here; React escapes it, so no markup can come from the setting.
  const fill = (text: string) => text.replaceAll("{email}", email);
  return (
    <>
      <PageHeader title={page.title} eyebrow="Legal" crumbs={[{ label: page.title }]}>
        <p>{fill(page.intro)}</p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <div className="max-w-3xl space-y-10">
          {page.sections.map((section) => (
            <section key={section.heading} aria-labelledby={`${slug}-${section.heading}`.replace(/\W+/g, "-")}>
              <h2 id={`${slug}-${section.heading}`.replace(/\W+/g, "-")} className="text-2xl font-bold text-brand-900">
                {section.heading}
              </h2>
              {section.paragraphs?.map((p) => (
                <p key={p} className="mt-3 text-ink">
                  {fill(p)}
                </p>
              ))}
              {section.list ? (
                <ul className="mt-3 list-disc space-y-2 pl-6 text-ink">
                  {section.list.map((item) => (
                    <li key={item}>{fill(item)}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <p className="text-ink">
            Contact us at{" "}
            <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline">
              {email}
            </a>
            .
          </p>
        </div>
      </Container>
    </>
  );
}
