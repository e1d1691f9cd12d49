import type { Lang } from "~/lib/i18n/languages";
import { messagesFor, translationState } from "~/lib/i18n/messages.server";
import { localizer, pageWords } from "~/lib/i18n/says.server";
import { createT, type T } from "~/lib/i18n/translate";
import { appointmentMessages, type AppointmentWords } from "./appointments/messages";
import { messages as english } from "./messages";
import {
  appointmentEditSchema,
  appointmentSchema,
  appointmentSchemaFor,
  editFields,
} from "./appointments/request.schema";

/**
 * The directories and the appointment form in the page's language (issue 27): their words from
 * app/locales/<lang>/directory.json. Clinic names, addresses, hours and the partners' own lists
 * stay as stored.
 */
export function directoryWords(lang: Lang) {
  const messages = messagesFor(lang, "directory");
  return { lang, messages, review: translationState(lang, "directory"), t: createT(lang, messages) };
}

const ABOUT_KM = /^about (\d+(?:\.\d+)?) km$/;

/** A distance of distance.ts ("under 1 km", "about 2.4 km") in the language. */
export function distanceIn(t: T, text: string | null): string | null {
  if (text === null) return null;
  if (text === "under 1 km") return t("card.underOneKm");
  const km = ABOUT_KM.exec(text)?.[1];
  return km ? t("card.aboutKm", { km }) : text;
}

/** Entries of a directory list with their distance in the language. */
export function withDistanceIn<E extends { distance: string | null }>(t: T, items: readonly E[]): E[] {
  return items.map((item) => ({ ...item, distance: distanceIn(t, item.distance) }));
}

/** The directory's postal-code message (directory.schema.ts, English) in the language. */
export function postalErrorIn(t: T, error: string | undefined): string | undefined {
  return error === english.invalidPostalCode ? t("common.postalInvalid") : error;
}

/**
 * The appointment form's messages in the language, in the shape of appointmentMessages (English):
 * the schema, the clinic-hours check and the request's refusals take either.
 */
export function appointmentWordsIn(lang: Lang, t: T): AppointmentWords {
  if (lang === "en") return appointmentMessages;
  const e = (key: string) => t(`errors.${key}`);
  return {
    ...appointmentMessages,
    nameRequired: e("nameRequired"),
    emailRequired: e("emailRequired"),
    emailInvalid: e("emailInvalid"),
    phoneRequired: e("phoneRequired"),
    phoneInvalid: e("phoneInvalid"),
    clinicRequired: e("clinicRequired"),
    dateRequired: e("dateRequired"),
    dateInvalid: e("dateInvalid"),
    datePast: e("datePast"),
    dateTooFar: e("dateTooFar"),
    timeRequired: e("timeRequired"),
    timePassed: e("timePassed"),
    closedOn: (day: string) => t("errors.closedOn", { day: t(`days.${day}`) }),
    openOnly: (hours: string, day: string) => t("errors.openOnly", { hours, day: t(`days.${day}`) }),
    clinicInvalid: e("clinicInvalid"),
    nameNoLinks: e("nameNoLinks"),
    clinicNoLinks: e("clinicNoLinks"),
    tooLong: (max: number) => t("errors.tooLong", { max: String(max) }),
    promise: t("appointment.promise"),
    blocked: e("blocked"),
    tooManyRequests: e("tooManyRequests"),
    unexpected: e("unexpected"),
  };
}

/** The appointment form's schema with its messages in the language (the English schema in English). */
export function appointmentSchemaIn(lang: Lang) {
  return lang === "en" ? appointmentSchema : appointmentSchemaFor(appointmentWordsIn(lang, directoryWords(lang).t));
}

/** The correction form's schema (one's own request, issue 29) with the form's messages in the language. */
export function appointmentEditSchemaIn(lang: Lang) {
  return lang === "en" ? appointmentEditSchema : appointmentSchemaIn(lang).pick(editFields);
}

/** One's own appointment requests (/account/appointments): the namespace's sections a page reads. */
export function myAppointmentWords(lang: Lang, sections: readonly ("mine" | "appointment" | "says")[]) {
  return pageWords("directory", lang, sections);
}

/** The requests' refusals and answers (messages.ts, English) in the language, by the namespace's `says.*`. */
export const { sayIn: directorySayIn } = localizer("directory");
