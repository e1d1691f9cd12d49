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
import { CompanyFields, ContactFields } from "../components/company-fields";
import { companySizes, csrOptions, industries } from "../options";
import { corporateProfileSchema } from "../registration.schema";

// The corporate contact corrects what they gave at /register/corporate (issue 29, "correct my data").
// The account is the session's: the company is the one whose contact it is, never one named by the request.

const title = "Company Profile Settings";

export const meta: Route.MetaFunction = () => profileMeta(title);

export const loader = ({ request }: Route.LoaderArgs) =>
  profileLoader(request, "corporate_contact", loadCorporateProfile);

export const action = ({ request, context }: Route.ActionArgs) =>
  profileAction(request, "corporate_contact", corporateProfileSchema, saveCorporateProfile, context);

export default function CorporateProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProfileFormPage
      title={title}
      intro="Your company's details as the RID-CRC team and the CSR showcase know them. A new company name or UEN is checked by the team before it shows."
      shownBy="the site"
      loaderData={loaderData}
      actionData={actionData}
      savedMessage="Company details updated successfully!"
      hideAfterMs={5_000}
      sections={(fields, email) => (
        <>
          <FormSection title="Contact person">
            <ContactFields fields={fields} />
            <ReadOnlyEmail email={email} />
          </FormSection>
          <FormSection title="Company information">
            <CompanyFields fields={fields} industries={industries} companySizes={companySizes} />
          </FormSection>
          <FormSection title="CSR partnership interests">
            <CheckboxGroupField meta={fields.csrOptions} legend="How would you like to help?" options={csrOptions} />
            <TextAreaField meta={fields.additionalComments} label="Additional comments (optional)" rows={4} />
          </FormSection>
        </>
      )}
    />
  );
}
