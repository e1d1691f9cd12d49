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
import { companySizes, csrOptions, industries } from "../options";
import { corporateProfileSchema } from "../registration.schema";

// The corporate contact corrects what they gave at /register/corporate (issue 29, "correct my data").
// The account is the session's: the company is the one whose contact it is, never one named by the request.
// Still English (issue 27): the company and contact fields' labels (shared with /register/corporate,
// translated with it) and the option lists (industries, sizes, CSR options).

export const meta: Route.MetaFunction = ({ data }) => profileMeta(data?.title ?? "RID-CRC");

export const loader = ({ request }: Route.LoaderArgs) =>
  profileLoader(request, "corporate_contact", loadCorporateProfile);

export const action = ({ request, context }: Route.ActionArgs) =>
  profileAction(request, "corporate_contact", corporateProfileSchema, saveCorporateProfile, context);

export default function CorporateProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
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
            <ContactFields fields={fields} />
            <ReadOnlyEmail t={t} email={email} />
          </FormSection>
          <FormSection title={t("corporate.companySection")}>
            <CompanyFields fields={fields} industries={industries} companySizes={companySizes} />
          </FormSection>
          <FormSection title={t("corporate.csrSection")}>
            <CheckboxGroupField meta={fields.csrOptions} legend={t("corporate.csrLegend")} options={csrOptions} />
            <TextAreaField meta={fields.additionalComments} label={t("corporate.comments")} rows={4} />
          </FormSection>
        </>
      )}
    />
  );
}
