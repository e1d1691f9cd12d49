import { and, desc, eq, inArray } from "drizzle-orm";
import { appointmentRequests, gpClinics, panelClinics, specialists, users, type OperatingHours } from "#db/schema";
import { clientIp } from "~/lib/http/client-ip";
import { db, throwIfDatabaseUnavailable, type Db, type Tx } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { env } from "~/lib/env.server";
import { requestLang } from "~/lib/i18n/paths";
import { canonical } from "~/lib/page/seo.server";
import { logger } from "~/lib/logger.server";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { formatSgDate, formatSgDateTime } from "~/lib/text/singapore-date";
import { assess, safetyReply, type SafetyReply, type Triage } from "~/features/safety";
import { appointmentConfirmationEmail, appointmentNotificationEmail, appointmentTeamEmail } from "./emails";
import { appointmentWordsIn, directoryWords } from "../localized.server";
import { groups } from "~/lib/i18n/messages.server";
import { dateIn } from "~/lib/i18n/dates";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import { defaultLang, type Lang } from "~/lib/i18n/languages";
import {
  appointmentLimits,
  appointmentStatuses,
  statusLabel,
  timeSlotLabel,
  timeSlots,
  type AppointmentStatus,
} from "./options";
import { dateBounds, type AppointmentInput } from "./request.schema";
import { checkVisitTime } from "./clinic-hours";
import { singaporeAddress } from "../format";

/** Issue #5: at most 5 requests per client address an hour, so the form cannot flood a clinic. */
const appointmentRateLimit: Limit = { name: "appointment-request-ip", max: 5, windowSeconds: 3600 };

/** The partner kinds whose accounts receive requests: a GP clinic or a specialist. */
export type PartnerKind = "gp" | "specialist";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ClinicRef = { kind: PartnerKind | "panel"; id: string };

/**
 * The directory entry a link chose: ?gp={gp_clinics.id}, ?specialist={specialists.id} (directory
 * cards) or ?panel={panel_clinics.clinic_id} (the clinic lookup), as the form's "clinic" value.
 */
function clinicRefFromQuery(params: URLSearchParams): string | null {
  for (const kind of ["gp", "specialist", "panel"] as const) {
    const id = params.get(kind)?.trim();
    if (id) return `${kind}:${id}`;
  }
  return null;
}

function parseClinicRef(ref: string): ClinicRef | null {
  const [kind, id = ""] = ref.split(/:(.*)/s);
  if ((kind === "gp" || kind === "specialist") && uuid.test(id)) return { kind, id };
  if (kind === "panel" && /^[A-Za-z0-9-]{1,40}$/.test(id)) return { kind, id };
  return null;
}

type ChosenClinic = {
  ref: string;
  name: string;
  detail: string;
  address: string;
  /** Where to pick another entry of the same list. */
  changeHref: string;
  gpClinicId: string | null;
  specialistId: string | null;
  /** The active partner account managing the entry, if there is one: its e-mail and language (issue 27). */
  partner: { email: string; lang: Lang } | null;
  /** Its opening hours as it wrote them, when it gave them (issue 23: a time outside them is refused). */
  hours: OperatingHours | null;
};

/** The partner account of an entry, from its left-joined columns (none: no active account). */
const partnerOf = (row: { partnerEmail: string | null; partnerLanguage: Lang | null }) =>
  row.partnerEmail ? { email: row.partnerEmail, lang: row.partnerLanguage ?? defaultLang } : null;

/**
 * Looks a chosen entry up again: only approved partners and listed panel clinics can be chosen.
 * Anything else (unknown, pending, rejected, malformed) is null, and the person types a name.
 */
export async function findClinic(ref: string, database: Db | Tx = db()): Promise<ChosenClinic | null> {
  const parsed = parseClinicRef(ref);
  if (!parsed) return null;
  const partnerAccount = (userId: typeof gpClinics.userId | typeof specialists.userId) =>
    and(eq(users.id, userId), eq(users.status, "active"));

  if (parsed.kind === "gp") {
    const [row] = await database
      .select({
        name: gpClinics.clinicName,
        doctor: gpClinics.doctorFullName,
        address: gpClinics.address,
        postalCode: gpClinics.postalCode,
        partnerEmail: users.email,
        partnerLanguage: users.language,
        hours: gpClinics.operatingHours,
      })
      .from(gpClinics)
      .leftJoin(users, partnerAccount(gpClinics.userId))
      .where(and(eq(gpClinics.id, parsed.id), eq(gpClinics.approvalStatus, "approved")));
    if (!row) return null;
    return {
      ref,
      name: row.name,
      detail: row.doctor,
      address: `${row.address}, ${singaporeAddress(row.postalCode)}`,
      changeHref: "/find-a-gp",
      gpClinicId: parsed.id,
      specialistId: null,
      partner: partnerOf(row),
      hours: row.hours,
    };
  }
  if (parsed.kind === "specialist") {
    const [row] = await database
      .select({
        name: specialists.fullName,
        affiliation: specialists.clinicAffiliation,
        field: specialists.fieldOfSpecialization,
        address: specialists.address,
        postalCode: specialists.postalCode,
        partnerEmail: users.email,
        partnerLanguage: users.language,
        hours: specialists.operatingHours,
      })
      .from(specialists)
      .leftJoin(users, partnerAccount(specialists.userId))
      .where(and(eq(specialists.id, parsed.id), eq(specialists.approvalStatus, "approved")));
    if (!row) return null;
    return {
      ref,
      name: `${row.name}, ${row.affiliation}`,
      detail: row.field,
      address: `${row.address}, ${singaporeAddress(row.postalCode)}`,
      changeHref: "/find-a-specialist",
      gpClinicId: null,
      specialistId: parsed.id,
      partner: partnerOf(row),
      hours: row.hours,
    };
  }
  const [row] = await database
    .select({
      name: panelClinics.clinicName,
      specialty: panelClinics.specialty,
      address: panelClinics.address,
      hours: panelClinics.openingHours,
    })
    .from(panelClinics)
    .where(and(eq(panelClinics.clinicId, parsed.id), eq(panelClinics.panelListed, true)));
  if (!row) return null;
  // Panel clinics have no partner account here: the team is told instead (appointmentTeamEmail).
  return {
    ref,
    name: row.name,
    detail: row.specialty,
    address: row.address,
    changeHref: "/clinics",
    gpClinicId: null,
    specialistId: null,
    partner: null,
    hours: row.hours,
  };
}

/** What /appointments/new shows, in the page's language: the preselected clinic (public fields only), dates and times. */
export async function appointmentPage(url: URL, lang: Lang = "en") {
  const ref = clinicRefFromQuery(url.searchParams);
  const clinic = ref ? await findClinic(ref) : null;
  const { messages, review, t } = directoryWords(lang);
  return {
    lang,
    messages: groups(messages, "appointment"),
    review,
    clinic: clinic && {
      ref: clinic.ref,
      name: clinic.name,
      detail: clinic.detail,
      address: clinic.address,
      changeHref: clinic.changeHref,
    },
    dates: dateBounds(),
    timeSlots: timeSlots.map(({ value }) => ({ value, label: t(`appointment.slot.${value}`) })),
    // The head tags come with the data, so the browser does not download the SEO helper. Every
    // preselection shares the one canonical address.
    meta: translatedPageMeta(lang, "/appointments/new", {
      title: t("meta.appointmentTitle"),
      description: t("meta.appointmentDescription"),
    }),
  };
}

/** Advice for a request whose message describes an emergency or a red-flag symptom, in its language. */
export type SymptomAdvice = SafetyReply & { level: Extract<Triage, "emergency" | "red-flag"> };

/**
 * Issue 23: a request that describes symptoms ("blood in stool") must not get only the ordinary
 * "we'll contact you": the safety rules' advice (see a doctor promptly, 995 for an emergency) goes
 * on the page and in the e-mail, and the clinic sees the request marked. A request to diagnose is
 * not a symptom, and gets the ordinary answer.
 */
export function symptomAdvice(message: string | null, lang?: Lang): SymptomAdvice | null {
  const found = message ? assess(message) : null;
  if (!found || found.level === "diagnosis") return null;
  // On a page in zh, ms or ta the advice is in the page's language; in English, in the message's.
  const language = lang && lang !== "en" ? lang : found.language;
  return { ...safetyReply({ ...found, language }), level: found.level };
}

export type AppointmentSummary = {
  name: string;
  email: string;
  clinic: string;
  date: string;
  time: string;
  advice: SymptomAdvice | null;
};

/** A refusal that belongs to one field of the form is said there (issue 23). */
type AppointmentField = "preferredClinic" | "preferredDate" | "preferredTime";

type AppointmentOutcome =
  { ok: true; summary: AppointmentSummary } | { ok: false; message: string; status: number; field?: AppointmentField };

export const dashboardPaths: Record<PartnerKind, string> = {
  gp: "/dashboard/gp-clinic",
  specialist: "/dashboard/specialist",
};

/**
 * Spec content §2.2 and issue #5: one appointment_requests row (status new), the requester's
 * confirmation and, when a partner account manages the chosen entry, the clinic's notification,
 * in one transaction. A filled honeypot or a sixth request from one address within the hour is
 * refused before anything is written.
 */
export async function requestAppointment(
  input: AppointmentInput,
  { honeypot, request }: { honeypot: unknown; request: Request },
): Promise<AppointmentOutcome> {
  const lang = requestLang(request);
  const { t } = directoryWords(lang);
  const m = appointmentWordsIn(lang, t);
  if (typeof honeypot !== "string" || honeypot !== "") {
    logger.info("appointment request refused: honeypot filled");
    return { ok: false, message: m.blocked, status: 400 };
  }
  // A reference the directory never gave (a forged or garbled one) is refused at the field; one to a
  // clinic that has left the directory since the form opened is kept as the typed name (below).
  if (input.clinic && !parseClinicRef(input.clinic)) {
    return { ok: false, message: m.clinicInvalid, status: 400, field: "preferredClinic" };
  }
  const chosen = input.clinic ? await findClinic(input.clinic) : null;
  const verdict = checkVisitTime(chosen?.hours, input.preferredDate, input.preferredTime, new Date(), m);
  if (verdict) return { ok: false, message: verdict.message, status: 400, field: verdict.field };
  if (!(await hit(appointmentRateLimit, clientIp(request))).allowed) {
    return { ok: false, message: m.tooManyRequests, status: 429 };
  }
  try {
    return await db().transaction(async (tx): Promise<AppointmentOutcome> => {
      // A clinic that has left the directory since the form opened is kept as a typed name.
      const clinic = input.clinic ? await findClinic(input.clinic, tx) : null;
      const advice = symptomAdvice(input.message, lang);
      const details = { ...input, clinic: clinic?.name ?? input.preferredClinic, advice };
      const [row] = await tx
        .insert(appointmentRequests)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          gpClinicId: clinic?.gpClinicId ?? null,
          specialistId: clinic?.specialistId ?? null,
          preferredClinic: details.clinic,
          preferredDate: input.preferredDate,
          preferredTime: input.preferredTime,
          message: input.message,
        })
        .returning({ id: appointmentRequests.id });
      // The visitor's e-mail in the language of the page they asked on, the clinic's in its account's
      // language (issue 27); the team's stays English.
      await enqueueEmail(appointmentConfirmationEmail(details, env().CONTACT_EMAIL, lang), tx);
      if (clinic?.partner) {
        const path = dashboardPaths[clinic.gpClinicId ? "gp" : "specialist"];
        await enqueueEmail(appointmentNotificationEmail(details, clinic.partner, canonical(path)), tx);
      } else {
        await enqueueEmail(appointmentTeamEmail(details, env().CONTACT_EMAIL), tx);
      }
      logger.info({ appointmentId: row!.id, notified: Boolean(clinic?.partner) }, "appointment request stored");
      return {
        ok: true,
        summary: {
          name: input.name,
          email: input.email,
          clinic: details.clinic,
          date: dateIn(lang, input.preferredDate),
          time: t(`appointment.slot.${input.preferredTime}`),
          advice,
        },
      };
    });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error }, "storing an appointment request failed");
    return { ok: false, message: m.unexpected, status: 500 };
  }
}

/** The directory entry a partner account manages (gp_clinics.user_id / specialists.user_id). */
function ownedEntries(kind: PartnerKind, userId: string) {
  const table = kind === "gp" ? gpClinics : specialists;
  return db().select({ id: table.id }).from(table).where(eq(table.userId, userId));
}

const requestColumn = (kind: PartnerKind) =>
  kind === "gp" ? appointmentRequests.gpClinicId : appointmentRequests.specialistId;

/**
 * The requests made to the entry the signed-in partner manages, newest first, ready to show. An
 * account that manages no entry (a super admin, a partner not yet linked) has none.
 */
export async function appointmentRequestsFor(kind: PartnerKind, userId: string) {
  const entry = kind === "gp" ? gpClinics : specialists;
  const [owned] = await db()
    .select({ id: entry.id, name: kind === "gp" ? gpClinics.clinicName : specialists.fullName })
    .from(entry)
    .where(eq(entry.userId, userId))
    .limit(1);
  if (!owned) return { clinicName: null, requests: [], more: false, statuses: appointmentStatuses };
  const rows = await db()
    .select()
    .from(appointmentRequests)
    .where(eq(requestColumn(kind), owned.id))
    .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
    .limit(appointmentLimits.dashboardRows + 1);
  return {
    clinicName: owned.name,
    requests: rows.slice(0, appointmentLimits.dashboardRows).map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      preferredDate: r.preferredDate,
      preferredDateLabel: formatSgDate(r.preferredDate),
      // The slot itself too: a dashboard in another language names it in its words (issue 27).
      preferredTime: r.preferredTime,
      timeLabel: timeSlotLabel(r.preferredTime),
      message: r.message,
      receivedAt: r.createdAt.toISOString(),
      receivedLabel: formatSgDateTime(r.createdAt),
      status: r.status,
      mentionsSymptoms: symptomAdvice(r.message) !== null,
    })),
    more: rows.length > appointmentLimits.dashboardRows,
    statuses: appointmentStatuses,
  };
}

export type AppointmentRequestList = Awaited<ReturnType<typeof appointmentRequestsFor>>;

/**
 * Sets a request's status, only if it was made to the entry this partner account manages (one
 * statement, so the check and the change cannot be split). Null when it is not theirs or not there.
 */
export async function updateAppointmentStatus(
  kind: PartnerKind,
  userId: string,
  change: { id: string; status: AppointmentStatus },
): Promise<{ name: string; statusLabel: string } | null> {
  if (!uuid.test(change.id)) return null;
  const [row] = await db()
    .update(appointmentRequests)
    .set({ status: change.status, updatedAt: new Date() })
    .where(and(eq(appointmentRequests.id, change.id), inArray(requestColumn(kind), ownedEntries(kind, userId))))
    .returning({ name: appointmentRequests.name, status: appointmentRequests.status });
  return row ? { name: row.name, statusLabel: statusLabel(row.status) } : null;
}
