import { z } from "zod";
import { addDays, isRealDate, todayInSingapore } from "~/lib/text/singapore-date";
import { appointmentMessages, type AppointmentWords } from "./messages";
import { appointmentLimits as limits, appointmentStatusValues, timeSlots, type TimeSlot } from "./options";

/** Names, clinics and dates go into e-mails sent to the address typed here: no links in them. */
const hasLink = (value: string) => /(https?:|www\.|:\/\/|\b[a-z0-9-]+\.(com|net|org|sg|io|ly|me|co)\b)/i.test(value);

/**
 * Singapore numbers (8 digits starting 3, 6, 8 or 9, with or without +65) or a number abroad with
 * its + country code; spaces, hyphens and brackets are allowed between the digits.
 */
function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/[\s()-]/g, "");
  return /^(\+?65)?[3689]\d{7}$/.test(digits) || /^\+(?!65)[1-9]\d{6,14}$/.test(digits);
}

/** The earliest and latest preferred dates the form offers, as YYYY-MM-DD in Singapore. */
export function dateBounds(now = new Date()) {
  const min = todayInSingapore(now);
  return { min, max: addDays(min, limits.maxDaysAhead) };
}

/**
 * Spec content §2.2 and §5: name, email, phone, preferred clinic, date and time are required, the
 * message is optional; a date before today (in Singapore) is refused. `clinic` is the directory
 * entry chosen before the form opened ("gp:{id}", "specialist:{id}" or "panel:{clinic id}"); the
 * server looks it up again and never trusts the name sent with it.
 */
export function appointmentSchemaFor(m: AppointmentWords) {
  const required = (message: string, max: number) =>
    z.string({ error: message }).trim().min(1, message).max(max, m.tooLong(max));
  return z.object({
    name: required(m.nameRequired, limits.nameMaxLength).refine((v) => !hasLink(v), m.nameNoLinks),
    email: required(m.emailRequired, 254)
      .pipe(z.email(m.emailInvalid))
      .transform((v) => v.toLowerCase()),
    phone: required(m.phoneRequired, 30)
      .refine(isPhoneNumber, m.phoneInvalid)
      .transform((v) => v.replace(/\s+/g, " ")),
    clinic: z.string().trim().max(80).optional(),
    preferredClinic: required(m.clinicRequired, limits.clinicMaxLength).refine((v) => !hasLink(v), m.clinicNoLinks),
    preferredDate: required(m.dateRequired, 10)
      .refine(isRealDate, m.dateInvalid)
      .refine((v) => !isRealDate(v) || v >= dateBounds().min, m.datePast)
      .refine((v) => !isRealDate(v) || v <= dateBounds().max, m.dateTooFar),
    preferredTime: z.enum(timeSlots.map((s) => s.value) as [TimeSlot, ...TimeSlot[]], { error: m.timeRequired }),
    message: z
      .string()
      .trim()
      .max(limits.messageMaxLength, m.tooLong(limits.messageMaxLength))
      .optional()
      .transform((v) => v || null),
  });
}

/** The form in English; a page in another language builds its own (appointmentSchemaFor). */
export const appointmentSchema = appointmentSchemaFor(appointmentMessages);

export type AppointmentInput = z.infer<typeof appointmentSchema>;

/**
 * The requester's correction of a request the clinic has not yet acted on (issue 29): the same
 * fields and messages as the form, less the clinic (a new clinic is a new request) and the e-mail
 * (requests are found by the account's address).
 */
export const editFields = {
  name: true,
  phone: true,
  preferredDate: true,
  preferredTime: true,
  message: true,
} as const;

export const appointmentEditSchema = appointmentSchema.pick(editFields);

export type AppointmentEdit = z.infer<typeof appointmentEditSchema>;

/** A clinic's status change from its dashboard (one small form per request). */
export const appointmentStatusSchema = z.object({
  id: z.string().trim().min(1).max(64),
  status: z.enum(appointmentStatusValues, { error: appointmentMessages.statusInvalid }),
});

/** The team's status form in the console: the request, the new status and the one the admin saw. */
export const teamRequestStatusSchema = z.object({
  id: z.uuid({ error: appointmentMessages.notFound }),
  status: z.enum(appointmentStatusValues),
  expected: z.enum(appointmentStatusValues),
});
