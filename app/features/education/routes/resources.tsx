import { Download, Mail } from "lucide-react";
import type { Route } from "./+types/resources";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { resourcesPage } from "../pages.server";
import { pageMeta } from "~/lib/page/seo";
import { noReact } from "~/lib/http/page-scripts";
import { Link } from "~/ui/link";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export function loader() {
  return resourcesPage();
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Educational Resources",
    description:
      "Free downloads: patient worksheets and guides, clinician training decks and community outreach materials on colorectal cancer screening.",
    canonical: data?.canonical,
  });

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { groups, contactEmail } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Education"
        title="Educational Resources"
        intro="Free materials to print and share: guides for patients, training decks for clinicians and assets for community outreach."
      />
      <Container className="space-y-12 py-10">
        {groups.map((group, g) => (
          <section key={group.group} aria-labelledby={`group-${g}`}>
            <h2 id={`group-${g}`} className="text-2xl font-bold text-brand-900">
              {group.group}
            </h2>
            <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {group.items.map((item) => (
                <li key={item.slug} className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
                  <p>
                    <span className="inline-block rounded-full bg-brand-50 px-3 py-0.5 text-xs font-semibold text-brand-800">
                      <span className="sr-only">Type: </span>
                      {item.type}
                    </span>
                  </p>
                  <h3 className="mt-3 text-lg font-bold text-brand-900">{item.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-muted">{item.description}</p>
                  {/* A plain link: the browser downloads the file, no script involved. */}
                  <a href={item.href} download className={buttonClass("secondary", "md", "mt-4 self-start")}>
                    <Download aria-hidden className="size-4" />
                    Download<span className="sr-only"> {item.title} (PDF)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="support" className="rounded-2xl bg-surface p-6">
          <h2 id="support" className="text-xl font-bold text-brand-900">
            Need something else?
          </h2>
          <p className="mt-2 text-ink">Ask for printed copies, another language or materials for your organisation.</p>
          {/* The contact form reaches the team's console inbox (issue 23); the address is there too. */}
          <Link to="/contact" className={buttonClass("primary", "md", "mt-4")}>
            <Mail aria-hidden className="size-4" />
            Contact Support
          </Link>
          {contactEmail ? (
            <p className="mt-3 text-sm text-muted">
              Or e-mail{" "}
              <a href={`mailto:${contactEmail}`} className="font-semibold text-brand-700 underline">
                {contactEmail}
              </a>
              .
            </p>
          ) : null}
        </section>
      </Container>
    </>
  );
}
