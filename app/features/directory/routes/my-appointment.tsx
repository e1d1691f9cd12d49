import type { z } from "zod";
import { useNavigation } from "react-router";
import type { Route } from "./+types/my-appointment";
import { Button } from "~/ui/button";
import { Container } from "~/ui/container";
import { Notice, RadioGroupField, TextAreaField, TextField } from "~/ui/field";
import { Form, Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { useSchemaForm } from "~/ui/use-schema-form";
import { myAppointmentAction, myAppointmentPage } from "../appointments/my-requests.server";
import { appointmentMessages as m } from "../appointments/messages";
import { appointmentLimits } from "../appointments/options";
import type { appointmentEditSchema } from "../appointments/request.schema";
import { SymptomAdvice } from "../components/symptom-advice";

export const meta: Route.MetaFunction = () => [
  { title: `${m.editTitle} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params }: Route.LoaderArgs) => myAppointmentPage(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) => myAppointmentAction(request, params.id);

const card = "rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8";

/** One of the person's requests (issue 29): corrected or withdrawn while pending, read-only after. */
export default function MyAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { request, dates, timeSlots } = loaderData;
  const done = actionData?.done;
  const [form, fields] = useSchemaForm<z.input<typeof appointmentEditSchema>>(actionData?.result, {
    defaultValue: request.values,
  });
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader title={m.editTitle} intro={`${request.clinic}: ${request.dateLabel}, ${request.timeLabel}`} />
      <Container className="max-w-3xl space-y-6 py-12">
        {done ? <Notice tone="success">{done.message}</Notice> : null}
        {done?.advice ? <SymptomAdvice advice={done.advice} /> : null}
        {!request.pending ? (
          <div className={`${card} space-y-3`}>
            <p>Status: {request.statusLabel}</p>
            <p>{m.acted}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="text-muted">Name</dt>
              <dd>{request.values.name}</dd>
              <dt className="text-muted">Phone</dt>
              <dd>{request.values.phone}</dd>
              <dt className="text-muted">Message</dt>
              <dd>{request.values.message || "None"}</dd>
            </dl>
          </div>
        ) : (
          <>
            <div className={card}>
              <Form method="post" {...form.props} className="space-y-6">
                {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
                <TextField meta={fields.name} label="Name" autoComplete="name" />
                <div>
                  <p className="text-sm font-semibold text-ink">Email</p>
                  <p className="break-all">{request.email}</p>
                  <p className="text-sm text-muted">
                    {m.emailFixed}{" "}
                    <Link to="/account/email" className="font-semibold text-brand-700 underline">
                      Change your email address
                    </Link>
                  </p>
                </div>
                <TextField
                  meta={fields.phone}
                  label="Phone"
                  type="tel"
                  autoComplete="tel"
                  hint="For example +65 6123 4567 or 9123 4567"
                />
                <TextField
                  meta={fields.preferredDate}
                  label="Preferred date"
                  type="date"
                  min={dates.min}
                  max={dates.max}
                />
                <RadioGroupField meta={fields.preferredTime} legend="Preferred time" options={timeSlots} columns={3} />
                <TextAreaField
                  meta={fields.message}
                  label="Message (optional)"
                  hint={`Anything the clinic should know, such as symptoms or questions. At most ${appointmentLimits.messageMaxLength} characters.`}
                  maxLength={appointmentLimits.messageMaxLength}
                />
                <Button type="submit" size="lg" className="w-full" disabled={busy}>
                  Save changes
                </Button>
              </Form>
            </div>
            <form method="post" className={`${card} space-y-3`}>
              <h2 className="text-lg font-bold text-brand-900">Withdraw this request</h2>
              <p>The clinic is told, and the request and its details are deleted.</p>
              <input type="hidden" name="intent" value="withdraw" />
              <Button type="submit" variant="secondary">
                Withdraw request
              </Button>
            </form>
          </>
        )}
        <p>
          <Link to="/account/appointments" className="font-semibold text-brand-700 underline">
            Back to my appointment requests
          </Link>
        </p>
      </Container>
    </>
  );
}
