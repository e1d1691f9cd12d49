import type { z } from "zod";
import { useNavigation } from "react-router";
import type { Route } from "./+types/my-appointment";
import { Button } from "~/ui/button";
import { IntentCard } from "~/ui/post-button";
import { Container } from "~/ui/container";
import { Notice, RadioGroupField, TextAreaField, TextField } from "~/ui/field";
import { Form, Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { useSchemaForm } from "~/ui/use-schema-form";
import { createT } from "~/lib/i18n/translate";
import { myAppointmentAction, myAppointmentPage } from "../appointments/my-requests.server";
import { appointmentLimits } from "../appointments/options";
import type { appointmentEditSchema } from "../appointments/request.schema";
import { SymptomAdvice } from "../components/symptom-advice";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "RID-CRC"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params }: Route.LoaderArgs) => myAppointmentPage(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) => myAppointmentAction(request, params.id);

const card = "rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8";

/** One of the person's requests (issue 29): corrected or withdrawn while pending, read-only after. */
export default function MyAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { request, dates, timeSlots } = loaderData;
  const t = createT(loaderData.lang, loaderData.messages);
  const done = actionData?.done;
  const [form, fields] = useSchemaForm<z.input<typeof appointmentEditSchema>>(actionData?.result, {
    defaultValue: request.values,
  });
  const busy = useNavigation().state === "submitting";
  const status = t("mine.statusLine", { status: request.statusLabel });
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader title={t("mine.editTitle")} intro={`${request.clinic}: ${request.dateLabel}, ${request.timeLabel}`} />
      <Container className="max-w-3xl space-y-6 py-12">
        {done ? <Notice tone="success">{done.message}</Notice> : null}
        {done?.advice ? <SymptomAdvice advice={done.advice} /> : null}
        {!request.pending ? (
          <div className={`${card} space-y-3`}>
            <p>{status}</p>
            <p>{t("says.acted")}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="text-muted">{t("appointment.name")}</dt>
              <dd>{request.values.name}</dd>
              <dt className="text-muted">{t("appointment.phone")}</dt>
              <dd>{request.values.phone}</dd>
              <dt className="text-muted">{t("mine.message")}</dt>
              <dd>{request.values.message || t("mine.noMessage")}</dd>
            </dl>
          </div>
        ) : (
          <>
            <div className={card}>
              <Form method="post" {...form.props} className="space-y-6">
                {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
                <TextField meta={fields.name} label={t("appointment.name")} autoComplete="name" />
                <div>
                  <p className="text-sm font-semibold text-ink">{t("appointment.email")}</p>
                  <p className="break-all">{request.email}</p>
                  <p className="text-sm text-muted">
                    {t("mine.emailFixed")}{" "}
                    <Link to="/account/email" className="font-semibold text-brand-700 underline">
                      {t("mine.changeEmail")}
                    </Link>
                  </p>
                </div>
                <TextField
                  meta={fields.phone}
                  label={t("appointment.phone")}
                  type="tel"
                  autoComplete="tel"
                  hint={t("appointment.phoneHint")}
                />
                <TextField
                  meta={fields.preferredDate}
                  label={t("appointment.date")}
                  type="date"
                  min={dates.min}
                  max={dates.max}
                />
                <RadioGroupField
                  meta={fields.preferredTime}
                  legend={t("appointment.time")}
                  options={timeSlots}
                  columns={3}
                />
                <TextAreaField
                  meta={fields.message}
                  label={t("appointment.message")}
                  hint={t("appointment.messageHint", { max: String(appointmentLimits.messageMaxLength) })}
                  maxLength={appointmentLimits.messageMaxLength}
                />
                <Button type="submit" size="lg" className="w-full" disabled={busy}>
                  {t("mine.save")}
                </Button>
              </Form>
            </div>
            <IntentCard
              intent="withdraw"
              title={t("mine.withdrawTitle")}
              text={t("mine.withdrawText")}
              label={t("mine.withdraw")}
              className={card}
            />
          </>
        )}
        <p>
          <Link to="/account/appointments" className="font-semibold text-brand-700 underline">
            {t("mine.back")}
          </Link>
        </p>
      </Container>
    </>
  );
}
