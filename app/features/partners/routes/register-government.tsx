import type { z } from "zod";
import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/register-government";
import { noReactWith } from "~/lib/http/page-scripts";
import { pageMeta } from "~/lib/page/seo";
import { canonical } from "~/lib/page/seo.server";
import type { SummaryLine } from "~/lib/forms/error-summary";
import { ErrorSummary } from "~/ui/error-summary";
import { SelectField, TextField } from "~/ui/field";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import {
  ConsentAndSend,
  ENQUIRY_FORM,
  ContactFields,
  EnquiryPage,
  EnquiryCard,
  MessageField,
  NextSteps,
} from "../components/enquiry-parts";
import { enquiryAction } from "../enquiries/enquiry-action.server";
import { enquiryMessages as m, governmentReplyPromise, governmentTopics } from "../enquiries/enquiry-options";
import { governmentEnquirySchema } from "../enquiries/enquiry.schema";

/**
 * No React on this page (ADR 0024 §8): a plain POST answered by the server; form-feedback gives the
 * messages, the pending button and the thanks' focus what React gave them.
 */
export const handle = noReactWith("form-feedback");

// The head tags come with the loader's data: the page's code carries no copy of them.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

const head = {
  title: "Government Partner Enquiry",
  description:
    "Public agencies in Singapore: ask RID-CRC about working together on colorectal cancer screening programmes, awareness campaigns and research.",
};

// The choices come with the page's data, so its code stays small (ADR 0014).
export const loader = () => ({
  meta: pageMeta({ ...head, canonical: canonical("/register/government") }),
  topics: governmentTopics,
});

/** The error summary's words for each field, in the order of the form. */
const summaryLabels = {
  fullName: "Full name",
  email: "Email address",
  phone: "Phone number",
  organisation: "Agency",
  designation: "Designation",
  topic: "Enquiry about",
  message: "Message",
  consent: "Consent",
};

export const action = ({ request }: Route.ActionArgs) =>
  enquiryAction(
    request,
    "government",
    governmentEnquirySchema,
    { id: ENQUIRY_FORM, labels: summaryLabels },
    (email) => ({ title: m.governmentSentTitle, lines: [m.governmentSent, m.copySent(email)] }),
  );

export default function RegisterGovernment({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData?.sent;
  return (
    <EnquiryPage
      title="Government Partner Enquiry"
      eyebrow="Partner with RID-CRC"
      crumbs={[
        { label: "Movement Pillars", to: "/movement-pillars" },
        { label: "Government Partners", to: "/pillars/rid-crc-gov" },
        { label: "Enquiry" },
      ]}
      intro="Public agencies can work with RID-CRC on screening programmes, awareness campaigns and research. Tell us who you are and what you have in mind. No account is needed."
    >
      {sent ? null : (
        <NextSteps
          steps={[
            "We e-mail you a copy of your enquiry straight away.",
            `A member of our team replies ${governmentReplyPromise}, by e-mail or phone.`,
            "We use your details only to reply to this enquiry.",
          ]}
        />
      )}
      <EnquiryCard sent={sent}>
        <GovernmentForm result={actionData?.result} summary={actionData?.summary} topics={loaderData.topics} />
      </EnquiryCard>
    </EnquiryPage>
  );
}

function GovernmentForm({
  result,
  summary,
  topics,
}: {
  result?: FormResult;
  summary?: SummaryLine[];
  topics: readonly string[];
}) {
  const [form, fields] = useSchemaForm<z.input<typeof governmentEnquirySchema>>(result, { id: ENQUIRY_FORM });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-6">
      <ErrorSummary formError={form.errors?.[0]} lines={summary} />
      <ContactFields
        fullName={fields.fullName}
        email={fields.email}
        phone={fields.phone}
        emailHint="Your work e-mail address, please."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          meta={fields.organisation}
          label="Agency"
          autoComplete="organization"
          hint="For example, a ministry, statutory board or town council."
        />
        <TextField meta={fields.designation} label="Designation" autoComplete="organization-title" />
      </div>
      <SelectField
        meta={fields.topic}
        label="What is your enquiry about?"
        options={topics}
        placeholder="Choose a topic"
      />
      <MessageField
        meta={fields.message}
        label="Message (optional)"
        hint="What you have in mind, and any dates we should know."
      />
      <ConsentAndSend
        meta={fields.consent}
        agreement="I agree that the RID-CRC team may contact me by e-mail or phone about this enquiry, and keep my details for that purpose."
        send="Send Enquiry"
        busy={busy}
      />
    </Form>
  );
}
