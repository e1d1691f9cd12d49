import { FormSection } from "~/ui/form-section";
import type { Route } from "./+types/profile-specialist";
import { CheckboxGroupField, TextAreaField, TextField } from "~/ui/field";
import { OperatingHoursFields } from "../components/operating-hours-fields";
import { WebsiteField } from "../components/website-field";
import { ContactDetails, PostalCodeRegion, ProfileFormPage, profileMeta } from "../components/profile-form-parts";
import { profileAction, profileLoader } from "../profile/profile-route.server";
import { loadSpecialistProfile, saveSpecialistProfile } from "../profile/profile.server";
import { specialistProfileSchema } from "../profile/profile.schema";
import { profileMessages, specialties, successMessageMs } from "../profile/profile-options";

const title = "Specialist Profile Settings";

export const meta: Route.MetaFunction = () => profileMeta(title);

export function loader({ request }: Route.LoaderArgs) {
  return profileLoader(request, "specialist", loadSpecialistProfile);
}

export function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, "specialist", specialistProfileSchema, saveSpecialistProfile, context);
}

export default function SpecialistProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProfileFormPage
      title={title}
      intro="What patients and GPs see about your practice in the specialist directory."
      loaderData={loaderData}
      actionData={actionData}
      savedMessage={profileMessages.updated}
      hideAfterMs={successMessageMs.specialist}
      sections={(fields, email) => (
        <>
          <FormSection title="Professional and account information">
            <ContactDetails name={fields.fullName} email={email} phone={fields.phoneNumber} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField meta={fields.medicalRegistrationNo} label="Medical registration number" />
              <TextField meta={fields.yearsOfExperience} label="Years of experience" type="number" min={0} step={1} />
            </div>
            <TextAreaField meta={fields.qualifications} label="Professional qualifications" rows={2} />
            <TextField meta={fields.fieldOfSpecialization} label="Field of specialization" />
          </FormSection>

          <FormSection title="Practice information">
            <TextField meta={fields.clinicAffiliation} label="Primary clinic affiliation" autoComplete="organization" />
            <TextAreaField meta={fields.address} label="Practice address" rows={2} />
            <PostalCodeRegion postalCode={fields.postalCode} region={fields.region} />
            <WebsiteField meta={fields.website} />
          </FormSection>

          <FormSection title="Areas of expertise">
            <CheckboxGroupField meta={fields.specialties} legend="Specialties" options={specialties} />
            <TextField meta={fields.languages} label="Languages spoken" hint="For example: English, Mandarin, Malay." />
          </FormSection>

          <FormSection title="Operating hours and additional information">
            <OperatingHoursFields meta={fields.operatingHours} />
            <TextAreaField meta={fields.insurancePartners} label="Insurance partners (optional)" rows={2} />
            <TextAreaField meta={fields.notes} label="Additional notes (optional)" rows={3} />
          </FormSection>
        </>
      )}
    />
  );
}
