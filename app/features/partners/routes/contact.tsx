import type { z } from "zod";
import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/contact";
import { env } from "~/lib/env.server";
import { noReactWith } from "~/lib/http/page-scripts";
import { pageMeta } from "~/lib/page/seo";
import { canonical } from "~/lib/page/seo.server";
import type { SummaryLine } from "~/lib/forms/error-summary";
import { ErrorSummary } from "~/ui/error-summary";
import { TextField } from "~/ui/field";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import {
  ConsentAndSend,
  ENQUIRY_FORM,
  EnquiryPage,
  EnquiryCard,
  MessageField,
  NextSteps,
  NotMedicalAdvice,
} from "../components/enquiry-parts";
import { enquiryAction } from "../enquiries/enquiry-action.server";
import { contactReplyPromise, enquiryMessages as m } from "../enquiries/enquiry-options";
import { contactEnquirySchema } from "../enquiries/enquiry.schema";

/**
 * No React on this page (ADR 0024 §8): a plain POST answered by the server; form-feedback gives the
 * messages, the pending button and the thanks' focus what React gave them.
 */
export const handle = noReactWith("form-feedback");

// The head tags come with the loader's data: the page's code carries no copy of them.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

const head = {
  title: "Talk to Us",
  description:
    "Write to the RID-CRC team about colorectal cancer screening, the movement or this site. We reply by e-mail.",
};

// The address has one home, the CONTACT_EMAIL setting: the footer and the Talk to Us question show it too.
export const loader = () => ({
  meta: pageMeta({ ...head, canonical: canonical("/contact") }),
  contactEmail: env().CONTACT_EMAIL,
});

/** The error summary's words for each field, in the order of the form. */
const summaryLabels = { fullName: "Full name", email: "Email address", message: "Message", consent: "Consent" };

export const action = ({ request }: Route.ActionArgs) =>
  enquiryAction(request, "contact", contactEnquirySchema, { id: ENQUIRY_FORM, labels: summaryLabels }, (email) => ({
    title: m.contactSentTitle,
    lines: [m.contactSent, m.copySent(email)],
  }));

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData?.sent;
  const { contactEmail } = loaderData;
  return (
    <EnquiryPage
      title="Talk to Us"
      eyebrow="Contact"
      crumbs={[{ label: "Talk to Us" }]}
      intro={
        <>
          Questions about screening, the movement or this site? Write to the RID-CRC team with the form below
          {contactEmail ? (
            <>
              {" "}
              or e-mail us at{" "}
              <a href={`mailto:${contactEmail}`} className="font-semibold underline">
                {contactEmail}
              </a>
            </>
          ) : null}
          . No account is needed.
        </>
      }
    >
      <NotMedicalAdvice instead="waiting for our reply" />
      {sent ? null : (
        <NextSteps
          steps={[
            "We e-mail you a confirmation straight away.",
            `A member of our team replies ${contactReplyPromise}, by e-mail.`,
            "We use your details only to reply to your message.",
          ]}
        />
      )}
      <EnquiryCard sent={sent}>
        <ContactForm result={actionData?.result} summary={actionData?.summary} />
      </EnquiryCard>
    </EnquiryPage>
  );
}

function ContactForm({ result, summary }: { result?: FormResult; summary?: SummaryLine[] }) {
  const [form, fields] = useSchemaForm<z.input<typeof contactEnquirySchema>>(result, { id: ENQUIRY_FORM });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-6">
      <ErrorSummary formError={form.errors?.[0]} lines={summary} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.fullName} label="Full name" autoComplete="name" />
        <TextField meta={fields.email} label="Email address" type="email" autoComplete="email" />
      </div>
      <MessageField
        meta={fields.message}
        label="Your message"
        hint="Please leave out medical details such as test results."
      />
      <ConsentAndSend
        meta={fields.consent}
        agreement="I agree that the RID-CRC team may reply to me by e-mail about my message, and keep my details for that purpose."
        send="Send Message"
        busy={busy}
      />
    </Form>
  );
}
