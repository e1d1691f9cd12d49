import type { z } from "zod";
import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/contact";
import { env } from "~/lib/env.server";
import { noReactWith } from "~/lib/http/page-scripts";
import { requestLang } from "~/lib/i18n/paths";
import { createT, type T } from "~/lib/i18n/translate";
import type { SummaryLine } from "~/lib/forms/error-summary";
import { ErrorSummary } from "~/ui/error-summary";
import { TextField } from "~/ui/field";
import { TranslationNote } from "~/ui/translation-note";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import {
  ConsentAndSend,
  ENQUIRY_FORM,
  EnquiryPage,
  EnquiryCard,
  MessageField,
  NextSteps,
  NotMedicalAdvice,
  sharedEnquiryWords,
} from "../components/enquiry-parts";
import { enquiryAction } from "../enquiries/enquiry-action.server";
import { contactEnquirySchema } from "../enquiries/enquiry.schema";
import { enquiryActionWords, enquiryPage } from "../enquiries/enquiry-words.server";

/**
 * No React on this page (ADR 0024 §8): a plain POST answered by the server; form-feedback gives the
 * messages, the pending button and the thanks' focus what React gave them.
 */
export const handle = noReactWith("form-feedback");

// The head tags come with the loader's data: the page's code carries no copy of them.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

// The address has one home, the CONTACT_EMAIL setting: the footer and the Talk to Us question show it too.
// The words in the page's language (issue 27; enquiries.json).
export const loader = ({ request }: Route.LoaderArgs) => ({
  ...enquiryPage(requestLang(request), "contact"),
  contactEmail: env().CONTACT_EMAIL,
});

export const action = ({ request }: Route.ActionArgs) => {
  // The error summary's words for each field, in the order of the form.
  const { labels, sent, say } = enquiryActionWords(requestLang(request), "contact", {
    fullName: "fullName",
    email: "email",
    message: "message",
    consent: "consent",
  });
  return enquiryAction(request, "contact", contactEnquirySchema, { id: ENQUIRY_FORM, labels }, sent, say);
};

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData?.sent;
  const { contactEmail } = loaderData;
  const t = createT(loaderData.lang, loaderData.messages);
  const shared = sharedEnquiryWords(t);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <EnquiryPage
        title={t("contact.title")}
        eyebrow={t("contact.eyebrow")}
        crumbs={[{ label: t("contact.title") }]}
        intro={
          <>
            {t("contact.intro")}
            {contactEmail ? (
              <>
                {t("contact.orEmail")}
                <a href={`mailto:${contactEmail}`} className="font-semibold underline">
                  {contactEmail}
                </a>
              </>
            ) : null}
            {t("contact.introEnd")}
          </>
        }
      >
        <NotMedicalAdvice instead={t("contact.instead")} words={shared.advice} />
        {sent ? null : (
          <NextSteps
            title={t("shared.nextSteps")}
            steps={[t("contact.step1"), t("contact.step2"), t("contact.step3")]}
          />
        )}
        <EnquiryCard sent={sent}>
          <ContactForm result={actionData?.result} summary={actionData?.summary} t={t} />
        </EnquiryCard>
      </EnquiryPage>
    </>
  );
}

function ContactForm({ result, summary, t }: { result?: FormResult; summary?: SummaryLine[]; t: T }) {
  const [form, fields] = useSchemaForm<z.input<typeof contactEnquirySchema>>(result, { id: ENQUIRY_FORM });
  const busy = useNavigation().state === "submitting";
  const shared = sharedEnquiryWords(t);
  return (
    <Form method="post" {...form.props} className="space-y-6">
      <ErrorSummary formError={form.errors?.[0]} lines={summary} title={t("shared.checkForm")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.fullName} label={shared.contact.fullName} autoComplete="name" />
        <TextField meta={fields.email} label={shared.contact.email} type="email" autoComplete="email" />
      </div>
      <MessageField
        meta={fields.message}
        label={t("contact.message")}
        hint={t("contact.messageHint")}
        limit={t("shared.limit")}
      />
      <ConsentAndSend
        meta={fields.consent}
        agreement={t("contact.agreement")}
        send={t("contact.send")}
        busy={busy}
        words={shared.consent}
      />
    </Form>
  );
}
