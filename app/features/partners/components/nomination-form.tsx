import type { z } from "zod";
import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { SummaryLine } from "~/lib/forms/error-summary";
import type { Lang } from "~/lib/i18n/languages";
import { createT, type Messages, type T } from "~/lib/i18n/translate";
import { Card } from "~/ui/card";
import { ErrorSummary } from "~/ui/error-summary";
import { TextField } from "~/ui/field";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import type { nominationEnquirySchema } from "../enquiries/enquiry.schema";
import { ConsentAndSend, MessageField } from "./enquiry-parts";

/** Its own id: on /join-the-movement it shares the page with the sign-up form. */
export const NOMINATION_FORM = "nomination";
const ACTION = "/nominate-clinician";

/** The nomination namespace in the page's language (app/locales/<lang>/nomination.json), from the loader, with the enquiry forms' words it shares (nominationWords). */
type NominationWords = { lang: Lang; messages: Messages };

/**
 * The nomination form. It always posts to /nominate-clinician, wherever it is shown: that page
 * answers with the form's messages or the thanks, with or without JavaScript.
 */
export function NominationForm({ result, summary, t }: { result?: FormResult; summary?: SummaryLine[]; t: T }) {
  const [form, fields] = useSchemaForm<z.input<typeof nominationEnquirySchema>>(result, { id: NOMINATION_FORM });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.endsWith(ACTION) === true;
  return (
    <Form method="post" action={ACTION} {...form.props} className="space-y-6">
      <ErrorSummary formError={form.errors?.[0]} lines={summary} title={t("form.checkForm")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.clinician} label={t("form.clinician")} hint={t("form.clinicianHint")} />
        <TextField meta={fields.clinic} label={t("form.clinic")} hint={t("form.clinicHint")} />
      </div>
      <MessageField
        meta={fields.message}
        label={t("form.message")}
        hint={t("form.messageHint")}
        limit={t("shared.limit")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.fullName} label={t("form.fullName")} autoComplete="name" />
        <TextField meta={fields.email} label={t("form.email")} type="email" autoComplete="email" />
      </div>
      <ConsentAndSend
        meta={fields.consent}
        agreement={t("form.agreement")}
        send={t("form.send")}
        busy={busy}
        words={{
          readPolicy: t("form.readPolicy"),
          policy: t("shared.policy"),
          readPolicyEnd: t("shared.readPolicyEnd"),
          sending: t("form.sending"),
        }}
      />
    </Form>
  );
}

/** The section the spec links as /join-the-movement#nominate-clinician, in the page's language. */
export function NominateClinicianSection({ words }: { words: NominationWords }) {
  const t = createT(words.lang, words.messages);
  return (
    <section
      id="nominate-clinician"
      aria-labelledby="nominate-clinician-title"
      className="scroll-mt-20 bg-surface px-4 pb-16"
    >
      <div className="mx-auto max-w-2xl">
        <h2 id="nominate-clinician-title" className="text-center text-2xl font-bold text-brand-900">
          {t("section.title")}
        </h2>
        <p className="mt-3 text-center text-muted">{t("intro")}</p>
        <div className="mt-8">
          <Card>
            <NominationForm t={t} />
          </Card>
        </div>
      </div>
    </section>
  );
}
