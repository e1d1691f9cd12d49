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
import { appointmentSchema } from "../appointments/request.schema";
import { appointmentPage, requestAppointment, type AppointmentSummary } from "../appointments/requests.server";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import { SymptomAdvice } from "../components/symptom-advice";
import { keepingTheForm } from "~/lib/http/outage.server";

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  return appointmentPage(new URL(request.url));
}

type ActionData = { result: FormResult; done?: undefined } | { result?: undefined; done: AppointmentSummary };

// Through a database outage the form comes back as typed, with the 503's message (keepingTheForm).
export const action = keepingTheForm(
  async ({ request }: Route.ActionArgs) => {
    const formData = await request.formData();
    const submission = parseWithZod(formData, { schema: appointmentSchema });
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

function ChosenClinic({ clinic }: { clinic: Clinic }) {
  return (
    <div>
      <p id="chosen-clinic-label" className="text-sm font-semibold text-ink">
        Preferred clinic
      </p>
      <div aria-labelledby="chosen-clinic-label" role="group" className="mt-1 rounded-xl bg-brand-50 p-4">
        <p className="text-lg font-bold text-brand-900" data-testid="chosen-clinic">
          {clinic.name}
        </p>
        <p className="text-sm text-ink">{clinic.detail}</p>
        <p className="text-sm text-muted">{clinic.address}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={clinic.changeHref} className="font-semibold text-brand-700 underline">
            Choose another clinic
          </Link>
          <Link to="/appointments/new" className="font-semibold text-brand-700 underline">
            Type a clinic name instead
          </Link>
        </p>
      </div>
    </div>
  );
}

function AppointmentForm({ page, result }: { page: Route.ComponentProps["loaderData"]; result?: FormResult }) {
  const { clinic, dates, timeSlots } = page;
  const [form, fields] = useSchemaForm<z.input<typeof appointmentSchema>>(result, {
    defaultValue: clinic ? { clinic: clinic.ref, preferredClinic: clinic.name } : undefined,
  });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-6">
      {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
      <TextField meta={fields.name} label="Name" autoComplete="name" />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField
          meta={fields.phone}
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="For example +65 6123 4567 or 9123 4567"
        />
      </div>
      {clinic ? (
        <>
          <input type="hidden" name={fields.clinic.name} value={clinic.ref} />
          <input type="hidden" name={fields.preferredClinic.name} value={clinic.name} />
          <ChosenClinic clinic={clinic} />
        </>
      ) : (
        <TextField
          meta={fields.preferredClinic}
          label="Preferred clinic"
          hint={
            <>
              The clinic or specialist you would like to see. Not sure?{" "}
              <Link to="/find-a-gp" className="font-semibold text-brand-700 underline">
                Find a GP
              </Link>{" "}
              or{" "}
              <Link to="/find-a-specialist" className="font-semibold text-brand-700 underline">
                find a specialist
              </Link>
              .
            </>
          }
        />
      )}
      <TextField meta={fields.preferredDate} label="Preferred date" type="date" min={dates.min} max={dates.max} />
      <RadioGroupField meta={fields.preferredTime} legend="Preferred time" options={timeSlots} columns={3} />
      <TextAreaField
        meta={fields.message}
        label="Message (optional)"
        hint={`Anything the clinic should know, such as symptoms or questions. At most ${appointmentLimits.messageMaxLength} characters.`}
        maxLength={appointmentLimits.messageMaxLength}
      />
      {/* The honeypot (see HONEYPOT_FIELD): off-screen, silent and unreachable by keyboard. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="appointment-website">Leave this field empty</label>
        <input id="appointment-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <Send aria-hidden className="size-5" />
        {busy ? "Sending..." : "Schedule My Screening"}
      </Button>
    </Form>
  );
}

function ThankYou({ summary, promise }: { summary: AppointmentSummary; promise: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`${card} space-y-5 text-center`} data-testid="appointment-thank-you">
      <CalendarCheck aria-hidden className="mx-auto size-12 text-accent-600" />
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-brand-900 focus:outline-none">
        Thank You, {summary.name}!
      </h1>
      {summary.advice ? <SymptomAdvice advice={summary.advice} /> : null}
      <p className="text-lg text-ink">Your screening request has been sent. {promise}</p>
      <dl className="mx-auto grid max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-brand-50 p-5 text-left text-sm">
        <dt className="text-muted">Clinic</dt>
        <dd className="font-semibold">{summary.clinic}</dd>
        <dt className="text-muted">Preferred date</dt>
        <dd className="font-semibold">{summary.date}</dd>
        <dt className="text-muted">Preferred time</dt>
        <dd className="font-semibold">{summary.time}</dd>
      </dl>
      <p className="text-muted">
        A confirmation is on its way to <span className="break-all font-semibold text-ink">{summary.email}</span>.
      </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/" size="lg">
          Back to Home
        </ButtonLink>
        <ButtonLink to="/education/patients/screening" size="lg" variant="secondary">
          Prepare for Your Screening
        </ButtonLink>
      </div>
    </div>
  );
}

export default function AppointmentNew({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData as ActionData | undefined;
  return (
    <div className="bg-surface px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-3xl space-y-8">
        {view?.done ? (
          <ThankYou summary={view.done} promise={loaderData.promise} />
        ) : (
          <>
            <div className="text-center">
              <CalendarDays aria-hidden className="mx-auto size-12 text-accent-600" />
              <h1 className="mt-3 text-3xl font-bold text-brand-900">Schedule Your Screening</h1>
              <p className="mt-3 text-muted">
                Tell us when suits you and we will arrange it with the clinic. {loaderData.promise} All fields are
                required except the message.
              </p>
            </div>
            <div className={card}>
              <AppointmentForm page={loaderData} result={view?.result} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
