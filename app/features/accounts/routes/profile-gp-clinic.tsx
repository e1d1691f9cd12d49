import { FormSection } from "~/ui/form-section";
import type { Route } from "./+types/profile-gp-clinic";
import { CheckboxGroupField, TextAreaField, TextField } from "~/ui/field";
import { OperatingHoursFields } from "../components/operating-hours-fields";
import { WebsiteField } from "../components/website-field";
import { ContactDetails, PostalCodeRegion, ProfileFormPage, profileMeta } from "../components/profile-form-parts";
import { profileAction, profileLoader } from "../profile/profile-route.server";
import { loadGpClinicProfile, saveGpClinicProfile } from "../profile/profile.server";
import { gpClinicProfileSchema } from "../profile/profile.schema";
import { gpServices, profileMessages, successMessageMs } from "../profile/profile-options";
import { registrationNumberLabels } from "~/lib/text/singapore-formats";

const title = "GP Clinic Profile Settings";

export const meta: Route.MetaFunction = () => profileMeta(title);

export function loader({ request }: Route.LoaderArgs) {
  return profileLoader(request, "gpclinic", loadGpClinicProfile);
}

export function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, "gpclinic", gpClinicProfileSchema, saveGpClinicProfile, context);
}

export default function GpClinicProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProfileFormPage
      title={title}
      intro="What patients see about your clinic in the GP directory, and how the RID-CRC team reaches you."
      loaderData={loaderData}
      actionData={actionData}
      savedMessage={profileMessages.clinicUpdated}
      hideAfterMs={successMessageMs.gpClinic}
      sections={(fields, email) => (
        <>
          <FormSection title="Contact person">
            <ContactDetails
              name={fields.contactPersonName}
              nameLabel="Contact person name"
              email={email}
              phone={fields.phoneNumber}
              phoneLabel="Contact phone number"
            />
          </FormSection>

          <FormSection title="Clinic details">
            <TextField meta={fields.clinicName} label="Clinic name" autoComplete="organization" />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField meta={fields.doctorFullName} label="Doctor's full name" />
              <TextField meta={fields.licenseNumber} label={registrationNumberLabels.licence} />
            </div>
          </FormSection>

          <FormSection title="Clinic location">
            <TextAreaField meta={fields.address} label="Clinic address" rows={2} />
            <PostalCodeRegion postalCode={fields.postalCode} region={fields.region} />
          </FormSection>

          <FormSection title="Screening services offered">
            <CheckboxGroupField meta={fields.servicesOffered} legend="Services offered" options={gpServices} />
          </FormSection>

          <FormSection title="Operating hours and clinic description">
            <OperatingHoursFields meta={fields.operatingHours} weekdaysRequired />
            <TextField
              meta={fields.languagesSpoken}
              label="Languages spoken (optional)"
              hint="For example: English, Mandarin, Malay."
            />
            <WebsiteField meta={fields.website} />
            <TextAreaField meta={fields.description} label="Clinic description (optional)" rows={4} />
          </FormSection>
        </>
      )}
    />
  );
}
