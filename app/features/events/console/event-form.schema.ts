import { z } from "zod";
import { eventTypes } from "../event-types";
import { isRealDate } from "~/lib/text/singapore-date";
import { eventMessages as m } from "./messages";
import { sgInstant, sgLocalInstant } from "./sg-times";

/** A ticked checkbox sends "on"; an unticked one sends nothing. */
const checkbox = z
  .literal("on")
  .optional()
  .transform((v) => v === "on");

/** Conform reads an empty string as no value: required text gets its message both ways. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string({ error: required }).min(1, required).max(max, tooLong));

const httpsUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2000, message)
    .refine((v) => {
      try {
        return new URL(v).protocol === "https:";
      } catch {
        return false;
      }
    }, message)
    .optional();

const time = (required: string) => z.string({ error: required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid);
const localDateTime = (message: string) =>
  z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(v) && isRealDate(v.slice(0, 10)), message)
    .optional();

const typeLabels = Object.keys(eventTypes) as [string, ...string[]];

/**
 * The one form that creates and edits an event (issue #15). Times are typed in Singapore time and
 * stored as instants; `updatedAt` is the version the form was loaded with (absent when creating),
 * so a save over someone else's change is refused instead of silently undoing it.
 */
export const eventFormSchema = z
  .object({
    title: requiredText(m.titleRequired, 200, m.titleTooLong),
    description: requiredText(m.descriptionRequired, 20_000, m.descriptionTooLong),
    date: z.string({ error: m.dateRequired }).refine(isRealDate, m.dateInvalid),
    startTime: time(m.timeRequired),
    endTime: time(m.timeInvalid).optional(),
    type: z.enum(typeLabels, { error: m.typeRequired }),
    featured: checkbox,
    isVirtual: checkbox,
    joinUrl: httpsUrl(m.joinUrlHttps),
    location: z.string().trim().max(300, m.locationTooLong).optional(),
    capacity: z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, m.capacityInvalid)
      .transform(Number)
      .refine((n) => n >= 1, m.capacityInvalid)
      .optional(),
    opensAt: localDateTime(m.opensInvalid),
    closesAt: localDateTime(m.closesInvalid),
    registrationUrl: httpsUrl(m.registrationUrlHttps),
    updatedAt: z
      .string()
      .regex(/^\d{1,20}$/, m.versionMissing)
      .optional(),
  })
  // Asked with the other fields' messages, not after them: `when` runs it even if another field failed.
  .refine((v) => v.isVirtual === true || Boolean(v.location), {
    path: ["location"],
    message: m.locationRequired,
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  })
  .superRefine((v, ctx) => {
    if (v.isVirtual && !v.joinUrl) ctx.addIssue({ code: "custom", path: ["joinUrl"], message: m.joinUrlRequired });
    if (v.endTime && v.endTime <= v.startTime)
      ctx.addIssue({ code: "custom", path: ["endTime"], message: m.endBeforeStart });
    if (v.opensAt && v.closesAt && v.closesAt <= v.opensAt)
      ctx.addIssue({ code: "custom", path: ["closesAt"], message: m.closesBeforeOpens });
    // Strings compare as times here: both are Singapore wall-clock "YYYY-MM-DDTHH:MM".
    if (v.closesAt && isRealDate(v.date) && v.closesAt > `${v.date}T${v.startTime}`)
      ctx.addIssue({ code: "custom", path: ["closesAt"], message: m.closesAfterStart });
  });

export type EventFormInput = z.infer<typeof eventFormSchema>;

/** The columns an accepted form writes. */
export function eventColumns(input: EventFormInput) {
  return {
    title: input.title,
    description: input.description,
    startsAt: sgInstant(input.date, input.startTime),
    endsAt: input.endTime ? sgInstant(input.date, input.endTime) : null,
    type: input.type,
    featured: input.featured,
    isVirtual: input.isVirtual,
    joinUrl: input.isVirtual ? (input.joinUrl ?? null) : null,
    location: input.isVirtual ? input.location || null : input.location!,
    maxAttendees: input.capacity ?? null,
    registrationUrl: input.registrationUrl ?? null,
    registrationOpensAt: input.opensAt ? sgLocalInstant(input.opensAt) : null,
    registrationClosesAt: input.closesAt ? sgLocalInstant(input.closesAt) : null,
  };
}

/** Publish, unpublish or cancel, from the event's page; each carries the version it was shown. */
export const eventStatusSchema = z
  .object({
    intent: z.enum(["publish", "unpublish", "cancel"], { error: m.intentRequired }),
    updatedAt: z.string({ error: m.versionMissing }).regex(/^\d{1,20}$/, m.versionMissing),
    reason: z.string().trim().max(1000, m.reasonTooLong).optional(),
  })
  .refine((v) => v.intent !== "cancel" || Boolean(v.reason), { path: ["reason"], message: m.reasonRequired });
export type EventStatusInput = z.infer<typeof eventStatusSchema>;

/** "E-mail registrants": a subject and a message to everyone registered. */
export const registrantEmailSchema = z.object({
  subject: requiredText(m.subjectRequired, 200, m.subjectTooLong),
  message: requiredText(m.messageRequired, 10_000, m.messageTooLong),
});
export type RegistrantEmailInput = z.infer<typeof registrantEmailSchema>;
