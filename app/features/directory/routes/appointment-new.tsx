import type { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import { CalendarCheck, CalendarDays, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import type { Route } from "./+types/appointment-new";
import { Button, ButtonLink } from "~/ui/button";
import { Notice, RadioGroupField, TextAreaField, TextField } from "~/ui/field";
import { HONEYPOT_FIELD, appointmentLimits } from "../appointments/options";
import type { appointmentSchema } from "../appointments/request.schema";
import { appointmentPage, requestAppointment, type AppointmentSummary } from "../appointments/requests.server";
import { appointmentSchemaIn } from "../localized.server";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import { SymptomAdvice } from "../components/symptom-advice";
import { keepingTheForm } from "~/lib/http/outage.server";
import { requestLang } from "~/lib/i18n/paths";
import { createT, type T } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { noReactWith } from "~/lib/http/page-scripts";

/**
 * No React on this page (issue 25, ADR 0024): the form is a plain POST checked by the server, which
 * keeps what was typed and says each message at its field. form-feedback gives those messages and
 * the pending label ("Sending...") what React gave them, and focuses the thanks (`data-focus`).
 */
export const handle = noReactWith("form-feedback");

// The head tags come with the loader's data, in the page's language (issue 27).
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  return appointmentPage(new URL(request.url), requestLang(request));
}

type ActionData = { result: FormResult; done?: undefined } | { result?: undefined; done: AppointmentSummary };

// Through a database outage the form comes back as typed, with the 503's message (keepingTheForm).
export const action = keepingTheForm(
  async ({ request }: Route.ActionArgs) => {
    const formData = await request.formData();
    const submission = parseWithZod(formData, { schema: appointmentSchemaIn(requestLang(request)) });
    if (submission.status !== "success") return data<ActionData>({ result: submission.reply() }, { status: 400 });
    const outcome = await requestAppointment(submission.value, {
      honeypot: formData.get(HONEYPOT_FIELD) ?? "",
      request,
    });
    if (!outcome.ok) {
      const errors = outcome.field
        ? { fieldErrors: { [outcome.field]: [outcome.message] } }
        : { formErrors: [outcome.message] };
      return data<ActionData>({ result: submission.reply(errors) }, { status: outcome.status });
    }
    return data<ActionData>({ done: outcome.summary });
  },
  (result): ActionData => ({ result }),
);

const card = "rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8";

type Clinic = NonNullable<Route.ComponentProps["loaderData"]["clinic"]>;

function ChosenClinic({ clinic, t }: { clinic: Clinic; t: T }) {
  return (
    <div>
      <p id="chosen-clinic-label" className="text-sm font-semibold text-ink">
        {t("appointment.clinic")}
      </p>
      <div aria-labelledby="chosen-clinic-label" role="group" className="mt-1 rounded-xl bg-brand-50 p-4">
        <p className="text-lg font-bold text-brand-900" data-testid="chosen-clinic">
          {clinic.name}
        </p>
        <p className="text-sm text-ink">{clinic.detail}</p>
        <p className="text-sm text-muted">{clinic.address}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={clinic.changeHref} className="font-semibold text-brand-700 underline">
            {t("appointment.chooseAnother")}
          </Link>
          <Link to="/appointments/new" className="font-semibold text-brand-700 underline">
            {t("appointment.typeInstead")}
          </Link>
        </p>
      </div>
    </div>
  );
}

function AppointmentForm({ page, result, t }: { page: Route.ComponentProps["loaderData"]; result?: FormResult; t: T }) {
  const { clinic, dates, timeSlots } = page;
  const [form, fields] = useSchemaForm<z.input<typeof appointmentSchema>>(result, {
    defaultValue: clinic ? { clinic: clinic.ref, preferredClinic: clinic.name } : undefined,
  });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-6">
      {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
      <TextField meta={fields.name} label={t("appointment.name")} autoComplete="name" />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField meta={fields.email} label={t("appointment.email")} type="email" autoComplete="email" />
        <TextField
          meta={fields.phone}
          label={t("appointment.phone")}
          type="tel"
          autoComplete="tel"
          hint={t("appointment.phoneHint")}
        />
      </div>
      {clinic ? (
        <>
          <input type="hidden" name={fields.clinic.name} value={clinic.ref} />
          <input type="hidden" name={fields.preferredClinic.name} value={clinic.name} />
          <ChosenClinic clinic={clinic} t={t} />
        </>
      ) : (
        <TextField
          meta={fields.preferredClinic}
          label={t("appointment.clinic")}
          hint={
            <>
              {t("appointment.clinicHint")}{" "}
              <Link to="/find-a-gp" className="font-semibold text-brand-700 underline">
                {t("appointment.findGp")}
              </Link>{" "}
              {t("appointment.or")}{" "}
              <Link to="/find-a-specialist" className="font-semibold text-brand-700 underline">
                {t("appointment.findSpecialist")}
              </Link>
              .
            </>
          }
        />
      )}
      <TextField
        meta={fields.preferredDate}
        label={t("appointment.date")}
        type="date"
        min={dates.min}
        max={dates.max}
      />
      <RadioGroupField meta={fields.preferredTime} legend={t("appointment.time")} options={timeSlots} columns={3} />
      <TextAreaField
        meta={fields.message}
        label={t("appointment.message")}
        hint={t("appointment.messageHint", { max: appointmentLimits.messageMaxLength })}
        maxLength={appointmentLimits.messageMaxLength}
      />
      {/* The honeypot (see HONEYPOT_FIELD): off-screen, silent and unreachable by keyboard. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="appointment-website">{t("appointment.honeypot")}</label>
        <input id="appointment-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-pending-label={t("appointment.sending")}>
        <Send aria-hidden className="size-5" />
        <span data-label>{busy ? t("appointment.sending") : t("appointment.submit")}</span>
      </Button>
    </Form>
  );
}

function ThankYou({ summary, t }: { summary: AppointmentSummary; t: T }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`${card} space-y-5 text-center`} data-testid="appointment-thank-you">
      <CalendarCheck aria-hidden className="mx-auto size-12 text-accent-600" />
      <h1 ref={heading} tabIndex={-1} data-focus className="text-3xl font-bold text-brand-900 focus:outline-none">
        {t("appointment.thanks", { name: summary.name })}
      </h1>
      {summary.advice ? <SymptomAdvice advice={summary.advice} /> : null}
      <p className="text-lg text-ink">
        {t("appointment.sent")} {t("appointment.promise")}
      </p>
      <dl className="mx-auto grid max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-brand-50 p-5 text-left text-sm">
        <dt className="text-muted">{t("appointment.summaryClinic")}</dt>
        <dd className="font-semibold">{summary.clinic}</dd>
        <dt className="text-muted">{t("appointment.date")}</dt>
        <dd className="font-semibold">{summary.date}</dd>
        <dt className="text-muted">{t("appointment.time")}</dt>
        <dd className="font-semibold">{summary.time}</dd>
      </dl>
      <p className="break-words text-muted">{t("appointment.confirmation", { email: summary.email })}</p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/" size="lg">
          {t("appointment.home")}
        </ButtonLink>
        <ButtonLink to="/education/patients/screening" size="lg" variant="secondary">
          {t("appointment.prepare")}
        </ButtonLink>
      </div>
    </div>
  );
}

export default function AppointmentNew({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData as ActionData | undefined;
  // Its words in the page's language came with the loader's data (issue 27).
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <div className="bg-surface px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-3xl space-y-8">
          {view?.done ? (
            <ThankYou summary={view.done} t={t} />
          ) : (
            <>
              <div className="text-center">
                <CalendarDays aria-hidden className="mx-auto size-12 text-accent-600" />
                <h1 className="mt-3 text-3xl font-bold text-brand-900">{t("appointment.title")}</h1>
                <p className="mt-3 text-muted">{t("appointment.intro", { promise: t("appointment.promise") })}</p>
              </div>
              <div className={card}>
                <AppointmentForm page={loaderData} result={view?.result} t={t} />
              </div>
            </>
          )}
        </div>
      </div>
    </>
  );
}
