import type { Route } from "./+types/profile-corporate";
import { ProfileFormPage, ReadOnlyEmail, profileMeta } from "~/features/accounts";
import {
  loadCorporateProfile,
  profileAction,
  profileLoader,
  saveCorporateProfile,
} from "~/features/accounts/index.server";
import { CheckboxGroupField, TextAreaField } from "~/ui/field";
import { FormSection } from "~/ui/form-section";
import { createT } from "~/lib/i18n/translate";
import { CompanyFields, ContactFields } from "../components/company-fields";
import { pageWords } from "~/lib/i18n/says.server";
import { corporateProfileSchema } from "../registration.schema";
import { companyChoices } from "../registration-route.server";

// The corporate contact corrects what they gave at /register/corporate (issue 29, "correct my data").
// The account is the session's: the company is the one whose contact it is, never one named by the request.
// The company and contact fields and their option lists are /register/corporate's, with their words
// (registration.json's `company` group, their one home; issue 27); the page's own are profiles.json's.

export const meta: Route.MetaFunction = ({ data }) => profileMeta(data?.title ?? "RID-CRC");

export async function loader({ request }: Route.LoaderArgs) {
  const page = await profileLoader(request, "corporate_contact", loadCorporateProfile);
  const { t, messages } = pageWords("registration", page.lang, ["company"]);
  return { ...page, company: messages, options: companyChoices(t) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  profileAction(request, "corporate_contact", corporateProfileSchema, saveCorporateProfile, context);

export default function CorporateProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, { ...loaderData.messages, ...loaderData.company });
  const { industries, companySizes, csrOptions } = loaderData.options;
  return (
    <ProfileFormPage
      intro={t("corporate.intro")}
      shownBy={t("profile.shownBySite")}
      loaderData={loaderData}
      actionData={actionData}
      hideAfterMs={5_000}
      sections={(fields, email) => (
        <>
          <FormSection title={t("corporate.contactSection")}>
            <ContactFields fields={fields} t={t} />
            <ReadOnlyEmail t={t} email={email} />
          </FormSection>
          <FormSection title={t("corporate.companySection")}>
            <CompanyFields fields={fields} industries={industries} companySizes={companySizes} t={t} />
          </FormSection>
          <FormSection title={t("corporate.csrSection")}>
            <CheckboxGroupField meta={fields.csrOptions} legend={t("company.csrLegend")} options={csrOptions} />
            <TextAreaField meta={fields.additionalComments} label={t("company.comments")} rows={4} />
          </FormSection>
        </>
      )}
    />
  );
}
