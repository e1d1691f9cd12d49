import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { getSessionUser } from "~/features/accounts/index.server";
import { db } from "~/lib/db.server";
import { renderMarkdown, markdownToText } from "~/lib/page/markdown.server";
import { canonical } from "~/lib/page/seo.server";
import { defaultLang, isLang } from "~/lib/i18n/languages";
import { requestLang } from "~/lib/i18n/paths";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import type { FormResult } from "~/ui/use-schema-form";
import { calendarFor } from "./calendar.server";
import { eventPath, placeLabel, type EventRow } from "./event-row";
import { isPast } from "./events.server";
import { messages } from "./messages";
import { momentIn } from "~/lib/i18n/dates";
import { eventsWords, outcomeIn, placeIn, registrationSchemaIn, whenIn } from "./localized.server";
import {
  cancelRegistration,
  ownRegistration,
  registerSignedIn,
  registerVisitor,
  registrationRefusal,
  type Outcome,
} from "./registration/registration.server";
import { readEvent, registeredCount } from "./registration/seats.server";
import { notFound } from "~/lib/http/not-found";

/** A published event, else the site's 404 (unknown, unpublished or malformed id alike). */
async function publishedEvent(id: string | undefined): Promise<EventRow> {
  const event = id ? await readEvent(db(), id) : undefined;
  if (!event?.published) throw notFound(`/upcoming-events/${id ?? ""}`);
  return event;
}

function eventJsonLd(event: EventRow, address: string, seatsLeft: number | null) {
  const place = event.isVirtual
    ? { "@type": "VirtualLocation", url: address }
    : { "@type": "Place", name: placeLabel(event), address: placeLabel(event) };
  return {
    "@type": "Event",
    name: event.title,
    description: markdownToText(event.description).slice(0, 300),
    startDate: event.startsAt.toISOString(),
    ...(event.endsAt ? { endDate: event.endsAt.toISOString() } : {}),
    eventStatus: event.cancelledAt ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: event.isVirtual
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: place,
    organizer: { "@type": "Organization", name: "RID-CRC" },
    url: address,
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: "SGD",
      url: event.registrationUrl ?? address,
      availability: seatsLeft === 0 ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
    },
  };
}

/**
 * Everything the event page shows; labels are formatted here so the page ships no date code. In the
 * page's language (issue 27): its chrome, dates and messages; the team's title and text as written.
 */
export async function eventPage(id: string | undefined, request: Request, now = new Date()) {
  const event = await publishedEvent(id);
  const { lang, messages, review, t } = eventsWords(requestLang(request));
  const [user, taken] = await Promise.all([getSessionUser(request), registeredCount(db(), event.id)]);
  const own = user ? await ownRegistration(event.id, user) : null;
  const seatsLeft = event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - taken);
  const address = canonical(eventPath(event.id));
  const status = own?.status ?? null;
  const excerpt = markdownToText(event.description).slice(0, 160);
  const refusal = event.registrationUrl ? null : registrationRefusal(event, now);
  const jsonLd = eventJsonLd(event, address, seatsLeft);
  return {
    lang,
    messages,
    review,
    canonical: address,
    jsonLd,
    meta: translatedPageMeta(lang, eventPath(event.id), {
      title: event.title,
      description: excerpt || t("meta.eventDescription"),
      jsonLd,
    }),
    event: {
      id: event.id,
      title: event.title,
      excerpt,
      descriptionHtml: renderMarkdown(event.description),
      whenLabel: whenIn(lang, t, event.startsAt, event.endsAt),
      startsAt: event.startsAt.toISOString(),
      type: event.type,
      place: placeIn(t, placeLabel(event)),
      isVirtual: event.isVirtual,
      isSample: event.isSample,
      cancelled: event.cancelledAt !== null,
      cancellationReason: event.cancellationReason,
      past: isPast(event, now),
      registrationUrl: event.registrationUrl,
      // The file's address has no language (ADR 0027): the page's goes with it.
      calendarHref: `${eventPath(event.id)}/calendar.ics${lang === defaultLang ? "" : `?lang=${lang}`}`,
    },
    seatsLeft,
    capacity: event.maxAttendees,
    /** Why registration is shut, or null when it is open (the form shows then). */
    closedReason: refusal && outcomeIn(lang, t, refusal, event.registrationOpensAt),
    closesLabel: event.registrationClosesAt ? momentIn(lang, event.registrationClosesAt) : null,
    viewer: user ? { name: user.name, email: user.email, status } : null,
    // The join link is for people holding a seat, and only them.
    joinUrl: event.isVirtual && status === "registered" ? event.joinUrl : null,
  };
}

type EventActionData = { result?: FormResult; notice?: { tone: "success" | "error" | "info"; text: string } };

/** Register (one step signed in, name and e-mail otherwise) or cancel one's own place. */
export async function eventAction(id: string | undefined, request: Request) {
  const event = await publishedEvent(id);
  const { lang, t } = eventsWords(requestLang(request));
  // The registration code's message, in the page's language.
  const answer = (outcome: Outcome, result?: FormResult) =>
    data<EventActionData>(
      {
        result,
        notice: {
          tone: outcome.ok ? "success" : "error",
          text: outcomeIn(lang, t, outcome.message, event.registrationOpensAt),
        },
      },
      { status: outcome.ok ? 200 : outcome.status },
    );
  const form = await request.formData();
  const user = await getSessionUser(request);
  if (form.get("intent") === "cancel") {
    const own = user ? await ownRegistration(event.id, user) : null;
    if (!own) return answer({ ok: false, message: messages.nothingToCancel, status: 409 });
    return answer(await cancelRegistration(own));
  }
  // Only the name and e-mail are read: any seat, status or event field sent along is ignored.
  if (user) return answer(await registerSignedIn(event.id, user));
  const submission = parseWithZod(form, { schema: registrationSchemaIn(t) });
  if (submission.status !== "success") return data<EventActionData>({ result: submission.reply() }, { status: 400 });
  const outcome = await registerVisitor(event.id, submission.value, request);
  return answer(outcome, outcome.ok ? submission.reply({ resetForm: true }) : submission.reply());
}

/** The event's calendar file; a cancelled event's says so (STATUS:CANCELLED). */
export async function eventCalendarFile(id: string | undefined, request: Request) {
  const event = await publishedEvent(id);
  const lang = new URL(request.url).searchParams.get("lang");
  return new Response(calendarFor(event, isLang(lang) ? lang : defaultLang), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="rid-crc-event.ics"`,
      "Cache-Control": "no-cache",
    },
  });
}
