import { CalendarX, TriangleAlert } from "lucide-react";
import { Form } from "~/ui/link";
import type { Route } from "./+types/upcoming-events";
import { Button, ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { FilterSelect, ClearFiltersLink } from "~/ui/filter-fields";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { EventCard } from "../components/event-card";
import { upcomingEventsList } from "../localized-pages.server";
import type { EventSummary } from "../events.server";
import { noReact } from "~/lib/http/page-scripts";
import { requestLang } from "~/lib/i18n/paths";
import { createT, type T } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export function loader({ request, params }: Route.LoaderArgs) {
  return upcomingEventsList(requestLang(params), new URL(request.url).searchParams.get("type"));
}

// The head tags come worked out in the page's language (localized-pages.server.ts).
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

function EventGrid({ events, t }: { events: EventSummary[]; t: T }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} t={t} />
        </li>
      ))}
    </ul>
  );
}

export default function UpcomingEvents({ loaderData }: Route.ComponentProps) {
  const { state, events, past, type, ignoredType, types, typeLabels } = loaderData;
  // Its words in the page's language came with the loader's data (issue 27).
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader title={t("meta.title")} eyebrow={t("list.eyebrow")} crumbs={[{ label: t("list.eyebrow") }]}>
        <p>{t("list.intro")}</p>
      </PageHeader>
      <Container className="space-y-10 py-12 sm:py-16">
        <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("list.filter")}>
          <FilterSelect
            name="type"
            label={t("list.type")}
            value={type ?? ""}
            options={types}
            labels={typeLabels}
            allLabel={t("list.allTypes")}
          />
          <Button type="submit">{t("list.show")}</Button>
          {type && <ClearFiltersLink href="/upcoming-events" label={t("list.showAll")} />}
        </Form>
        {ignoredType && <Notice tone="info">{t("list.ignoredType", { type: ignoredType })}</Notice>}
        {state === "error" ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-10 text-center">
            <TriangleAlert aria-hidden className="mx-auto size-10 text-red-700" />
            <h2 className="mt-3 text-2xl font-bold text-red-900">{t("list.errorTitle")}</h2>
            <p className="mt-2 text-red-900">{t("list.error")}</p>
            {/* A plain link reloads the page, so it works without JavaScript. */}
            <ButtonLink to="/upcoming-events" reloadDocument className="mt-6">
              {t("list.tryAgain")}
            </ButtonLink>
          </div>
        ) : events.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line p-10 text-center">
            <CalendarX aria-hidden className="mx-auto size-10 text-brand-700" />
            <h2 className="mt-3 text-2xl font-bold text-brand-900">{t("list.empty")}</h2>
            <p className="mt-2 text-muted">{t("list.emptyText")}</p>
            <ButtonLink to="/education" variant="secondary" className="mt-6">
              {t("list.visitHub")}
            </ButtonLink>
          </div>
        ) : (
          <section aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading" className="mb-5 text-2xl font-bold text-brand-900">
              {type ? t("list.upcomingOf", { type: typeLabels[type] ?? type }) : t("list.upcoming")}
            </h2>
            <EventGrid events={events} t={t} />
          </section>
        )}
        {past.length > 0 && (
          <section aria-labelledby="past-heading">
            <h2 id="past-heading" className="mb-5 text-2xl font-bold text-brand-900">
              {t("list.past")}
            </h2>
            <EventGrid events={past} t={t} />
          </section>
        )}
      </Container>
    </>
  );
}
