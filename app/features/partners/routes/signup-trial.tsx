import type { z } from "zod";
import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/signup-trial";
import { noReactWith } from "~/lib/http/page-scripts";
import { pageMeta } from "~/lib/page/seo";
import { canonical } from "~/lib/page/seo.server";
import type { SummaryLine } from "~/lib/forms/error-summary";
import { ErrorSummary } from "~/ui/error-summary";
import { SelectField } from "~/ui/field";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import {
  ConsentAndSend,
  ENQUIRY_FORM,
  ContactFields,
  EnquiryPage,
  EnquiryCard,
  MessageField,
  NextSteps,
  NotMedicalAdvice,
} from "../components/enquiry-parts";
import { enquiryAction } from "../enquiries/enquiry-action.server";
import { ageGroups, enquiryMessages as m, trialInterests } from "../enquiries/enquiry-options";
import { trialEnquirySchema } from "../enquiries/enquiry.schema";

/**
 * No React on this page (ADR 0024 §8): a plain POST answered by the server; form-feedback gives the
 * messages, the pending button and the thanks' focus what React gave them.
 */
export const handle = noReactWith("form-feedback");

// The head tags come with the loader's data: the page's code carries no copy of them.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

const head = {
  title: "Register Interest in Clinical Trials",
  description:
    "Interested in a colorectal cancer clinical trial in Singapore? Leave your details and a RID-CRC trial coordinator will contact you. Nothing is shared without your consent.",
};

// The choices come with the page's data, so its code stays small (ADR 0014).
export const loader = () => ({
  meta: pageMeta({ ...head, canonical: canonical("/signup-trial") }),
  ageGroups,
  interests: trialInterests,
});

/** The error summary's words for each field, in the order of the form. */
const summaryLabels = {
  fullName: "Full name",
  email: "Email address",
  phone: "Phone number",
  ageGroup: "Age group",
  topic: "Studies you are interested in",
  message: "Message",
  consent: "Consent",
};

export const action = ({ request }: Route.ActionArgs) =>
  enquiryAction(request, "trial", trialEnquirySchema, { id: ENQUIRY_FORM, labels: summaryLabels }, (email) => ({
    title: m.trialSentTitle,
    lines: [m.trialSent, m.copySent(email)],
  }));

export default function SignupTrial({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData?.sent;
  return (
    <EnquiryPage
      title="Register Interest in Clinical Trials"
      eyebrow="Research"
      crumbs={[{ label: "Clinical Trials", to: "/clinical-trials" }, { label: "Register Interest" }]}
      intro="Leave your details and a trial coordinator from our team will contact you about colorectal cancer studies in Singapore that may suit you. Registering does not sign you up for any study."
    >
      <NotMedicalAdvice instead="waiting for a trial" />
      {sent ? null : (
        <NextSteps
          steps={[
            "We e-mail you a copy straight away.",
            "A trial coordinator contacts you to talk about studies that may suit you, and answers your questions.",
            "We do not share your details with any study team, hospital or sponsor without your consent. Taking part is always your choice.",
          ]}
        />
      )}
      <EnquiryCard sent={sent} note="We do not share your details with any study team without your consent.">
        <TrialForm
          result={actionData?.result}
          summary={actionData?.summary}
          ageGroups={loaderData.ageGroups}
          interests={loaderData.interests}
        />
      </EnquiryCard>
    </EnquiryPage>
  );
}

function TrialForm({
  result,
  summary,
  ageGroups,
  interests,
}: {
  result?: FormResult;
  summary?: SummaryLine[];
  ageGroups: readonly string[];
  interests: readonly string[];
}) {
  const [form, fields] = useSchemaForm<z.input<typeof trialEnquirySchema>>(result, { id: ENQUIRY_FORM });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-6">
      <ErrorSummary formError={form.errors?.[0]} lines={summary} />
      <ContactFields fullName={fields.fullName} email={fields.email} phone={fields.phone} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          meta={fields.ageGroup}
          label="Your age group"
          hint="Studies recruit by age."
          options={ageGroups}
          placeholder="Choose your age group"
        />
        <SelectField
          meta={fields.topic}
          label="Which studies interest you?"
          options={interests}
          placeholder="Choose one"
        />
      </div>
      <MessageField
        meta={fields.message}
        label="Anything you would like to ask (optional)"
        hint="Please leave out medical details such as test results: the coordinator will ask for what a study needs."
      />
      <ConsentAndSend
        meta={fields.consent}
        agreement="I agree that a RID-CRC trial coordinator may contact me by e-mail or phone about clinical trials that may suit me, and keep my details for that purpose. My details are not shared with any study team without my further consent."
        send="Register My Interest"
        busy={busy}
      />
    </Form>
  );
}
