import { parseWithZod } from "@conform-to/zod/v4";
import { and, desc, eq, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { appointmentRequests } from "#db/schema";
import { requireUser, type EmailChange, type SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { db, type Tx } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { env } from "~/lib/env.server";
import { withFlash } from "~/lib/forms/flash.server";
import { dateIn, momentIn } from "~/lib/i18n/dates";
import { defaultLang, type Lang } from "~/lib/i18n/languages";
import { localPath, requestLang } from "~/lib/i18n/paths";
import type { T } from "~/lib/i18n/translate";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { notFound } from "~/lib/http/not-found";
import { canonical } from "~/lib/page/seo.server";
import { checkVisitTime } from "./clinic-hours";
import { appointmentNotificationEmail, appointmentTeamEmail, appointmentWithdrawnEmail } from "./emails";
import { appointmentMessages as m } from "./messages";
import { timeSlots } from "./options";
import { dateBounds, type AppointmentEdit } from "./request.schema";
import { appointmentEditSchemaIn, appointmentWordsIn, directorySayIn, myAppointmentWords } from "../localized.server";
import { dashboardPaths, findClinic, symptomAdvice, type SymptomAdvice } from "./requests.server";

/** Each correction or withdrawal e-mails the clinic (or the team): 10 an hour per account. */
const appointmentEditLimit: Limit = { name: "appointment-edit", max: 10, windowSeconds: 3600 };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof appointmentRequests.$inferSelect;

/**
 * A request is the signed-in person's when it was sent with their account's address (requests are
 * made without signing in, and the privacy export finds them the same way).
 */
const mine = (user: SessionUser) => eq(sql`lower(${appointmentRequests.email})`, user.email.toLowerCase());

/** Only a request the clinic has not yet acted on ("new") can be corrected or withdrawn. */
const pending = (row: Pick<Row, "status">) => row.status === "new";

/** A request as its pages show it, in the page's language (issue 27); the clinic's name as stored. */
const shown = (r: Row, lang: Lang, t: T) => ({
  id: r.id,
  clinic: r.preferredClinic,
  dateLabel: dateIn(lang, r.preferredDate),
  timeLabel: t(`appointment.slot.${r.preferredTime}`),
  sentLabel: momentIn(lang, r.createdAt),
  statusLabel: t(`mine.status.${r.status}`),
  pending: pending(r),
});

/** GET /account/appointments: the person's requests, newest first. */
export async function myAppointmentsPage(request: Request) {
  const user = await requireUser(request);
  const lang = requestLang(request);
  const { t, ...words } = myAppointmentWords(lang, ["mine", "says"]);
  const rows = await db()
    .select()
    .from(appointmentRequests)
    .where(mine(user))
    .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id));
  return { ...words, title: t("mine.title"), requests: rows.map((r) => shown(r, lang, t)) };
}

async function ownRequest(
  request: Request,
  user: SessionUser,
  id: string | undefined,
  tx: Tx | ReturnType<typeof db> = db(),
) {
  if (!id || !uuid.test(id)) throw notFound(request);
  const [row] = await tx
    .select()
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.id, id), mine(user)));
  if (!row) throw notFound(request);
  return row;
}

/** GET /account/appointments/:id: the request as sent, editable while pending. Another person's: 404. */
export async function myAppointmentPage(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const row = await ownRequest(request, user, id);
  const lang = requestLang(request);
  const { t, ...words } = myAppointmentWords(lang, ["mine", "appointment", "says"]);
  return {
    ...words,
    title: t("mine.editTitle"),
    request: {
      ...shown(row, lang, t),
      email: row.email,
      values: {
        name: row.name,
        phone: row.phone,
        preferredDate: row.preferredDate,
        preferredTime: row.preferredTime,
        message: row.message ?? "",
      },
    },
    dates: dateBounds(),
    timeSlots: timeSlots.map(({ value }) => ({ value, label: t(`appointment.slot.${value}`) })),
  };
}

/** Who was told of the request: the clinic's partner account, or else the team, as when it was made. */
async function recipient(tx: Tx, row: Row) {
  const ref = row.gpClinicId ? `gp:${row.gpClinicId}` : row.specialistId ? `specialist:${row.specialistId}` : null;
  const clinic = ref ? await findClinic(ref, tx) : null;
  return { clinic, partner: clinic?.partner ?? null };
}

type Corrected = { ok: true; message: string; advice: SymptomAdvice | null };
type Refused = { ok: false; message: string; status: number; field?: "preferredDate" | "preferredTime" };

/**
 * The correction: one conditional update (still pending, still theirs), the e-mail to whoever was
 * told of the request (with the safety rules' mark when the new message describes symptoms) and
 * the audit row, together.
 */
async function correct(
  request: Request,
  user: SessionUser,
  row: Row,
  input: AppointmentEdit,
): Promise<Corrected | Refused> {
  const lang = requestLang(request);
  return db().transaction(async (tx) => {
    const { clinic, partner } = await recipient(tx, row);
    const words = appointmentWordsIn(lang, myAppointmentWords(lang, []).t);
    const verdict = checkVisitTime(clinic?.hours, input.preferredDate, input.preferredTime, new Date(), words);
    if (verdict) return { ok: false, message: verdict.message, status: 400, field: verdict.field };
    const [updated] = await tx
      .update(appointmentRequests)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(appointmentRequests.id, row.id), mine(user), eq(appointmentRequests.status, "new")))
      .returning();
    if (!updated) return { ok: false, message: m.acted, status: 409 };
    // The clinic's e-mail in its account's language (its words; the advice only marks it); the page's advice in the page's language.
    const advice = symptomAdvice(input.message);
    const details = { ...input, email: updated.email, clinic: updated.preferredClinic, advice };
    if (partner) {
      const path = dashboardPaths[updated.gpClinicId ? "gp" : "specialist"];
      await enqueueEmail(appointmentNotificationEmail(details, partner, canonical(path), "updated"), tx);
    } else {
      await enqueueEmail(appointmentTeamEmail(details, env().CONTACT_EMAIL, "updated"), tx);
    }
    const fields = ["name", "phone", "preferredDate", "preferredTime", "message"] as const;
    const changed = fields.filter((f) => row[f] !== updated[f]);
    await audit(tx, { id: user.id, email: user.email }, request, {
      action: "appointment.edit",
      target: { type: "appointment", id: row.id, label: row.preferredClinic },
      // Which fields changed, not their values: the request's words stay in its own row.
      after: { changed },
    });
    return { ok: true, message: m.edited, advice: symptomAdvice(input.message, lang) };
  });
}

/** The withdrawal: the row deleted (the person's data with it), whoever was told hears so, audited. */
async function withdraw(request: Request, user: SessionUser, row: Row): Promise<Corrected | Refused> {
  return db().transaction(async (tx) => {
    const { partner } = await recipient(tx, row);
    const [gone] = await tx
      .delete(appointmentRequests)
      .where(and(eq(appointmentRequests.id, row.id), mine(user), eq(appointmentRequests.status, "new")))
      .returning({ id: appointmentRequests.id });
    if (!gone) return { ok: false, message: m.acted, status: 409 };
    const details = { ...row, clinic: row.preferredClinic };
    // The clinic in its account's language; the team, told when no account was, in English.
    const to = partner ?? { email: env().CONTACT_EMAIL, lang: defaultLang };
    await enqueueEmail(appointmentWithdrawnEmail(details, to), tx);
    await audit(tx, { id: user.id, email: user.email }, request, {
      action: "appointment.withdraw",
      target: { type: "appointment", id: row.id, label: row.preferredClinic },
    });
    return { ok: true, message: m.withdrawn, advice: null };
  });
}

/**
 * POST /account/appointments/:id: `intent=withdraw` withdraws, anything else corrects. Another
 * person's request is a 404 before anything is read into the form; an acted-on one a clear message.
 */
export async function myAppointmentAction(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const row = await ownRequest(request, user, id);
  const lang = requestLang(request);
  const say = (text: string) => directorySayIn(lang, text);
  const form = await request.formData();
  // The field messages in the page's language (issue 27); the refusals put in it by `say`.
  const submission = parseWithZod(form, { schema: appointmentEditSchemaIn(lang) });
  const withdrawing = form.get("intent") === "withdraw";
  if (!withdrawing && submission.status !== "success")
    return data({ result: submission.reply(), done: null }, { status: 400 });
  if (!pending(row))
    return data({ result: submission.reply({ formErrors: [say(m.acted)] }), done: null }, { status: 409 });
  if (!(await hit(appointmentEditLimit, user.id)).allowed)
    return data({ result: submission.reply({ formErrors: [say(m.tooManyEdits)] }), done: null }, { status: 429 });
  const outcome =
    withdrawing || submission.status !== "success"
      ? await withdraw(request, user, row)
      : await correct(request, user, row, submission.value);
  if (!outcome.ok) {
    const message = say(outcome.message);
    const errors = outcome.field ? { fieldErrors: { [outcome.field]: [message] } } : { formErrors: [message] };
    return data({ result: submission.reply(errors), done: null }, { status: outcome.status });
  }
  // A withdrawn request has no page any more: the list says it is gone.
  if (withdrawing)
    return redirect(localPath(request, "/account/appointments"), {
      headers: withFlash({ kind: "success", message: say(outcome.message) }),
    });
  return data({
    result: submission.reply({ resetForm: true }),
    done: { message: say(outcome.message), advice: outcome.advice },
  });
}

/**
 * The account's address changed (issue 29): the requests made with the old one move with it, in the
 * change's transaction, so they stay on /account/appointments and in the download.
 */
export async function moveAppointmentRequests(tx: Tx, { from, to }: EmailChange): Promise<void> {
  await tx
    .update(appointmentRequests)
    .set({ email: to })
    .where(eq(sql`lower(${appointmentRequests.email})`, from));
}
