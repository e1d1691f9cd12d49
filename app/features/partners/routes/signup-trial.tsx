import type { z } from "zod";
import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/signup-trial";
import { noReactWith } from "~/lib/http/page-scripts";
import { requestLang } from "~/lib/i18n/paths";
import { createT, type T } from "~/lib/i18n/translate";
import type { SummaryLine } from "~/lib/forms/error-summary";
import { ErrorSummary } from "~/ui/error-summary";
import { SelectField } from "~/ui/field";
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
  NotMedicalAdvice,
  sharedEnquiryWords,
} from "../components/enquiry-parts";
import { enquiryAction } from "../enquiries/enquiry-action.server";
import { trialEnquirySchema } from "../enquiries/enquiry.schema";
import {
  ageGroupChoices,
  enquiryActionWords,
  enquiryPage,
  enquiryWords,
  trialInterestChoices,
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
  const { t } = enquiryWords(lang);
  return { ...enquiryPage(lang, "trial"), ageGroups: ageGroupChoices(t), interests: trialInterestChoices(t) };
};

export const action = ({ request }: Route.ActionArgs) => {
  // The error summary's words for each field, in the order of the form.
  const { labels, sent, say } = enquiryActionWords(requestLang(request), "trial", {
    fullName: "fullName",
    email: "email",
    phone: "phone",
    ageGroup: "ageGroup",
    topic: "trialTopic",
    message: "message",
    consent: "consent",
  });
  return enquiryAction(request, "trial", trialEnquirySchema, { id: ENQUIRY_FORM, labels }, sent, say);
};

export default function SignupTrial({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData?.sent;
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <EnquiryPage
        title={t("trial.title")}
        eyebrow={t("trial.eyebrow")}
        crumbs={[{ label: t("trial.crumbTrials"), to: "/clinical-trials" }, { label: t("trial.crumb") }]}
        intro={t("trial.intro")}
      >
        <NotMedicalAdvice instead={t("trial.instead")} words={sharedEnquiryWords(t).advice} />
        {sent ? null : (
          <NextSteps title={t("shared.nextSteps")} steps={[t("trial.step1"), t("trial.step2"), t("trial.step3")]} />
        )}
        <EnquiryCard sent={sent} note={t("trial.note")}>
          <TrialForm
            result={actionData?.result}
            summary={actionData?.summary}
            ageGroups={loaderData.ageGroups}
            interests={loaderData.interests}
            t={t}
          />
        </EnquiryCard>
      </EnquiryPage>
    </>
  );
}

type Choices = readonly { value: string; label: string }[];

function TrialForm({
  result,
  summary,
  ageGroups,
  interests,
  t,
}: {
  result?: FormResult;
  summary?: SummaryLine[];
  ageGroups: Choices;
  interests: Choices;
  t: T;
}) {
  const [form, fields] = useSchemaForm<z.input<typeof trialEnquirySchema>>(result, { id: ENQUIRY_FORM });
  const busy = useNavigation().state === "submitting";
  const shared = sharedEnquiryWords(t);
  return (
    <Form method="post" {...form.props} className="space-y-6">
      <ErrorSummary formError={form.errors?.[0]} lines={summary} title={t("shared.checkForm")} />
      <ContactFields fullName={fields.fullName} email={fields.email} phone={fields.phone} words={shared.contact} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          meta={fields.ageGroup}
          label={t("trial.ageGroup")}
          hint={t("trial.ageGroupHint")}
          options={ageGroups}
          placeholder={t("trial.ageGroupChoose")}
        />
        <SelectField
          meta={fields.topic}
          label={t("trial.topic")}
          options={interests}
          placeholder={t("shared.choose")}
        />
      </div>
      <MessageField
        meta={fields.message}
        label={t("trial.message")}
        hint={t("trial.messageHint")}
        limit={t("shared.limit")}
      />
      <ConsentAndSend
        meta={fields.consent}
        agreement={t("trial.agreement")}
        send={t("trial.send")}
        busy={busy}
        words={shared.consent}
      />
    </Form>
  );
}
