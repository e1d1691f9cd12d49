import { ChevronDown } from "lucide-react";
import { Link } from "~/ui/link";
import type { Route } from "./+types/faqs";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { SearchForm } from "~/ui/filter-controls";
import { faqPage } from "../pages.server";
import { noReact } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export function loader({ request }: Route.LoaderArgs) {
  return faqPage(request);
}

// The head tags (with the FAQPage data) come worked out in the page's language (pages.server.ts).
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { q, count, groups } = loaderData;
  // Its words in the page's language came with the loader's data (issue 27).
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader eyebrow={t("page.eyebrow")} title={t("meta.title")} intro={t("page.intro")}>
        <SearchForm
          id="faq-search"
          action="/education/faqs"
          name="q"
          label={t("page.search")}
          defaultValue={q}
          button={loaderData.button}
        />
      </PageHeader>
      <Container className="space-y-10 py-10">
        {q && (
          <p role="status" className="text-ink">
            {count === 0 ? t("results.none", { q }) : t("results.count", { count, q })}{" "}
            <Link to="/education/faqs" className="font-semibold text-brand-700 underline">
              {t("results.showAll")}
            </Link>
          </p>
        )}
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`faq-${group.category}`}>
            <h2 id={`faq-${group.category}`} className="text-2xl font-bold text-brand-900">
              {group.name}
            </h2>
            {group.englishOnly && <p className="mt-2 text-sm text-muted">{t("englishOnly")}</p>}
            <div className="mt-4 divide-y divide-line rounded-2xl border border-line">
              {group.faqs.map((faq) => (
                // Native disclosure: opens and closes without JavaScript; matches open when searching.
                // An answer shown in English on another language's page says so (lang).
                <details
                  key={faq.question}
                  open={Boolean(q)}
                  className="group p-5"
                  lang={faq.lang === loaderData.lang ? undefined : faq.lang}
                >
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
            {t("more.heading")}
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/clinics" className="font-semibold text-brand-700 underline">
                {t("more.clinic")}
              </Link>
            </li>
            <li>
              <Link to="/education" className="font-semibold text-brand-700 underline">
                {t("more.hub")}
              </Link>
            </li>
          </ul>
        </section>
      </Container>
    </>
  );
}
