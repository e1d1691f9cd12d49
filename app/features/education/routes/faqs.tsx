import { ChevronDown } from "lucide-react";
import { Link } from "~/ui/link";
import type { Route } from "./+types/faqs";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { SearchForm } from "~/ui/filter-controls";
import { faqSearchMessage } from "../messages";
import { faqPage } from "../pages.server";
import { pageMeta } from "~/lib/page/seo";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export function loader({ request }: Route.LoaderArgs) {
  return faqPage(request);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Frequently Asked Questions",
    description: "Answers on colorectal cancer screening, symptoms, risk factors and prevention in Singapore.",
    canonical: data?.canonical,
    jsonLd:
      data && data.groups.length > 0
        ? {
            "@type": "FAQPage",
            mainEntity: data.groups.flatMap((g) =>
              g.faqs.map((f) => ({
                "@type": "Question",
                name: f.question,
                acceptedAnswer: { "@type": "Answer", text: f.html },
              })),
            ),
          }
        : undefined,
  });

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { q, count, groups } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Education"
        title="Frequently Asked Questions"
        intro="Short answers to the questions people ask most about colorectal cancer screening, symptoms and prevention."
      >
        <SearchForm id="faq-search" action="/education/faqs" name="q" label="Search the FAQs" defaultValue={q} />
      </PageHeader>
      <Container className="space-y-10 py-10">
        {q && (
          <p role="status" className="text-ink">
            {faqSearchMessage(count, q)}{" "}
            <Link to="/education/faqs" className="font-semibold text-brand-700 underline">
              Show all FAQs
            </Link>
          </p>
        )}
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`faq-${group.category}`}>
            <h2 id={`faq-${group.category}`} className="text-2xl font-bold text-brand-900">
              {group.category}
            </h2>
            <div className="mt-4 divide-y divide-line rounded-2xl border border-line">
              {group.faqs.map((faq) => (
                // Native disclosure: opens and closes without JavaScript; matches open when searching.
                <details key={faq.question} open={Boolean(q)} className="group p-5">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink">
                    {faq.question}
                    <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-open:rotate-180" />
                  </summary>
                  <div
                    className="prose-article mt-3"
                    // Rendered from Markdown on the server and sanitised (app/lib/page/markdown.server.ts).
                    dangerouslySetInnerHTML={{ __html: faq.html }}
                  />
                </details>
              ))}
            </div>
          </section>
        ))}
        <section aria-labelledby="more-help" className="rounded-2xl bg-surface p-6">
          <h2 id="more-help" className="text-xl font-bold text-brand-900">
            Still have questions?
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/clinics" className="font-semibold text-brand-700 underline">
                Find a clinic near you
              </Link>
            </li>
            <li>
              <Link to="/education" className="font-semibold text-brand-700 underline">
                Browse the Education Hub
              </Link>
            </li>
          </ul>
        </section>
      </Container>
    </>
  );
}
