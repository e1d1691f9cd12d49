import { CalendarDays, MapPin, Video } from "lucide-react";
import type { Route } from "./+types/event";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { createT } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { EventBadges } from "../components/event-badges";
import { RegistrationPanel } from "../components/registration-panel";
import { eventAction, eventPage } from "../event-page.server";
import { noReactWith } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024); its registration form's messages
// behave as with React (form-feedback).
export const handle = noReactWith("form-feedback");

export function loader({ params, request }: Route.LoaderArgs) {
  return eventPage(params.id, request);
}

export function action({ params, request }: Route.ActionArgs) {
  return eventAction(params.id, request);
}

// The head tags come worked out in the page's language (event-page.server.ts).
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, seatsLeft, capacity, closedReason, closesLabel, viewer, joinUrl } = loaderData;
  // Its words in the page's language came with the loader's data (issue 27).
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader
        title={event.title}
        eyebrow={t("event.eyebrow")}
        crumbs={[{ label: t("list.eyebrow"), to: "/upcoming-events" }, { label: event.title }]}
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <EventBadges event={event} t={t} />
          {event.cancelled && (
            <Notice tone="warning">
              {t("event.cancelled")}
              {event.cancellationReason ? ` ${event.cancellationReason}` : ""}
            </Notice>
          )}
          {!event.cancelled && event.past && <Notice tone="info">{t("event.past")}</Notice>}
          <ul className="space-y-2 text-ink">
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden className="size-5 text-brand-700" />
              <time dateTime={event.startsAt}>{event.whenLabel}</time>
              <span className="text-sm text-muted">{t("event.sgTime")}</span>
            </li>
            <li className="flex items-center gap-2">
              {event.isVirtual ? (
                <Video aria-hidden className="size-5 text-brand-700" />
              ) : (
                <MapPin aria-hidden className="size-5 text-brand-700" />
              )}
              {event.place}
            </li>
            {capacity !== null && (
              // No icon here or on the calendar link: the page keeps within its JavaScript budget.
              <li className="pl-7" data-testid="seats-left">
                {seatsLeft === 0 ? t("event.full") : t("event.seatsLeft", { left: seatsLeft ?? 0, capacity })}
              </li>
            )}
            {closesLabel && !closedReason && (
              <li className="text-sm text-muted">{t("event.closes", { when: closesLabel })}</li>
            )}
          </ul>
          <a
            href={event.calendarHref}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
            download
          >
            {t("event.calendar")}
          </a>
          {joinUrl && (
            <Notice tone="success">
              {t("event.joinOnline")}{" "}
              <a href={joinUrl} className="break-all font-semibold text-brand-700 underline" rel="noopener noreferrer">
                {joinUrl}
              </a>
            </Notice>
          )}
          <div
            className="prose-article"
            // Rendered and sanitised on the server (app/lib/page/markdown.server.ts).
            dangerouslySetInnerHTML={{ __html: event.descriptionHtml }}
          />
        </div>
        <aside className="space-y-4">
          {actionData?.notice && <Notice tone={actionData.notice.tone}>{actionData.notice.text}</Notice>}
          {event.registrationUrl && !event.cancelled && !event.past ? (
            <a
              href={event.registrationUrl}
              className="inline-block font-semibold text-brand-700 underline"
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("event.external")}
              <span className="sr-only">{t("event.newTab")}</span>
            </a>
          ) : (
            <RegistrationPanel
              closedReason={closedReason}
              over={event.cancelled || event.past}
              viewer={viewer}
              result={actionData?.result}
              t={t}
            />
          )}
        </aside>
      </Container>
    </>
  );
}
