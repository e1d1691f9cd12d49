import type { z } from "zod";
import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/register-government";
import { noReactWith } from "~/lib/http/page-scripts";
import { requestLang } from "~/lib/i18n/paths";
import { createT, type T } from "~/lib/i18n/translate";
import type { SummaryLine } from "~/lib/forms/error-summary";
import { ErrorSummary } from "~/ui/error-summary";
import { SelectField, TextField } from "~/ui/field";
import { TranslationNote } from "~/ui/translation-note";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import {
  ConsentAndSend,
  ENQUIRY_FORM,
  ContactFields,
  EnquiryPage,
  EnquiryCard,
  MessageField,
  NextSteps,
  sharedEnquiryWords,
} from "../components/enquiry-parts";
import { enquiryAction } from "../enquiries/enquiry-action.server";
import { governmentEnquirySchema } from "../enquiries/enquiry.schema";
import {
  enquiryActionWords,
  enquiryPage,
  enquiryWords,
  governmentTopicChoices,
} from "../enquiries/enquiry-words.server";

/**
 * No React on this page (ADR 0024 §8): a plain POST answered by the server; form-feedback gives the
 * messages, the pending button and the thanks' focus what React gave them.
 */
export const handle = noReactWith("form-feedback");

// The head tags come with the loader's data: the page's code carries no copy of them.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

// The choices come with the page's data, so its code stays small (ADR 0014): the schema's values
// with their labels in the page's language (issue 27; enquiries.json).
export const loader = ({ request }: Route.LoaderArgs) => {
  const lang = requestLang(request);
  return { ...enquiryPage(lang, "government"), topics: governmentTopicChoices(enquiryWords(lang).t) };
};

export const action = ({ request }: Route.ActionArgs) => {
  // The error summary's words for each field, in the order of the form.
  const { labels, sent, say } = enquiryActionWords(requestLang(request), "government", {
    fullName: "fullName",
    email: "email",
    phone: "phone",
    organisation: "organisation",
    designation: "designation",
    topic: "governmentTopic",
    message: "message",
    consent: "consent",
  });
  return enquiryAction(request, "government", governmentEnquirySchema, { id: ENQUIRY_FORM, labels }, sent, say);
};

export default function RegisterGovernment({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData?.sent;
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <EnquiryPage
        title={t("government.title")}
        eyebrow={t("government.eyebrow")}
        crumbs={[
          { label: t("government.crumbPillars"), to: "/movement-pillars" },
          { label: t("government.crumbGovernment"), to: "/pillars/rid-crc-gov" },
          { label: t("government.crumb") },
        ]}
        intro={t("government.intro")}
      >
        {sent ? null : (
          <NextSteps
            title={t("shared.nextSteps")}
            steps={[t("government.step1"), t("government.step2"), t("government.step3")]}
          />
        )}
        <EnquiryCard sent={sent}>
          <GovernmentForm result={actionData?.result} summary={actionData?.summary} topics={loaderData.topics} t={t} />
        </EnquiryCard>
      </EnquiryPage>
    </>
  );
}

function GovernmentForm({
  result,
  summary,
  topics,
  t,
}: {
  result?: FormResult;
  summary?: SummaryLine[];
  topics: readonly { value: string; label: string }[];
  t: T;
}) {
  const [form, fields] = useSchemaForm<z.input<typeof governmentEnquirySchema>>(result, { id: ENQUIRY_FORM });
  const busy = useNavigation().state === "submitting";
  const shared = sharedEnquiryWords(t);
  return (
    <Form method="post" {...form.props} className="space-y-6">
      <ErrorSummary formError={form.errors?.[0]} lines={summary} title={t("shared.checkForm")} />
      <ContactFields
        fullName={fields.fullName}
        email={fields.email}
        phone={fields.phone}
        emailHint={t("government.emailHint")}
        words={shared.contact}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          meta={fields.organisation}
          label={t("government.organisation")}
          autoComplete="organization"
          hint={t("government.organisationHint")}
        />
        <TextField meta={fields.designation} label={t("government.designation")} autoComplete="organization-title" />
      </div>
      <SelectField
        meta={fields.topic}
        label={t("government.topic")}
        options={topics}
        placeholder={t("government.topicChoose")}
      />
      <MessageField
        meta={fields.message}
        label={t("government.message")}
        hint={t("government.messageHint")}
        limit={t("shared.limit")}
      />
      <ConsentAndSend
        meta={fields.consent}
        agreement={t("government.agreement")}
        send={t("government.send")}
        busy={busy}
        words={shared.consent}
      />
    </Form>
  );
}
