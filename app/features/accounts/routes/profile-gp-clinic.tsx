import { FormSection } from "~/ui/form-section";
import type { Route } from "./+types/profile-gp-clinic";
import { CheckboxGroupField, TextAreaField, TextField } from "~/ui/field";
import { createT } from "~/lib/i18n/translate";
import { OperatingHoursFields } from "../components/operating-hours-fields";
import { WebsiteField } from "../components/website-field";
import { ContactDetails, PostalCodeRegion, ProfileFormPage, profileMeta } from "../components/profile-form-parts";
import { profileAction, profileLoader } from "../profile/profile-route.server";
import { practiceWords } from "../profile/practice-words.server";
import { loadGpClinicProfile, saveGpClinicProfile } from "../profile/profile.server";
import { gpClinicProfileSchema } from "../profile/profile.schema";
import { successMessageMs } from "../profile/profile-options";

export const meta: Route.MetaFunction = ({ data }) => profileMeta(data?.title ?? "RID-CRC");

export async function loader({ request }: Route.LoaderArgs) {
  const page = await profileLoader(request, "gpclinic", loadGpClinicProfile);
  return { ...page, ...practiceWords(page.lang, "gpClinic") };
}

export function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, "gpclinic", gpClinicProfileSchema, saveGpClinicProfile, context);
}

export default function GpClinicProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <ProfileFormPage
      intro={t("gpClinic.intro")}
      loaderData={loaderData}
      actionData={actionData}
      hideAfterMs={successMessageMs.gpClinic}
      sections={(fields, email) => (
        <>
          <FormSection title={t("gpClinic.contactSection")}>
            <ContactDetails
              t={t}
              name={fields.contactPersonName}
              nameLabel={t("gpClinic.contactName")}
              email={email}
              phone={fields.phoneNumber}
              phoneLabel={t("gpClinic.contactPhone")}
            />
          </FormSection>

          <FormSection title={t("gpClinic.clinicSection")}>
            <TextField meta={fields.clinicName} label={t("gpClinic.clinicName")} autoComplete="organization" />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField meta={fields.doctorFullName} label={t("gpClinic.doctorName")} />
              <TextField meta={fields.licenseNumber} label={t("gpClinic.licence")} />
            </div>
          </FormSection>

          <FormSection title={t("gpClinic.locationSection")}>
            <TextAreaField meta={fields.address} label={t("gpClinic.address")} rows={2} />
            <PostalCodeRegion
              t={t}
              postalCode={fields.postalCode}
              region={fields.region}
              regions={loaderData.options.regions}
            />
          </FormSection>

          <FormSection title={t("gpClinic.servicesSection")}>
            <CheckboxGroupField
              meta={fields.servicesOffered}
              legend={t("gpClinic.services")}
              options={loaderData.options.list}
            />
          </FormSection>

          <FormSection title={t("gpClinic.hoursSection")}>
            <OperatingHoursFields meta={fields.operatingHours} weekdaysRequired words={loaderData.hours} />
            <TextField
              meta={fields.languagesSpoken}
              label={t("gpClinic.languages")}
              hint={t("profile.languagesHint")}
            />
            <WebsiteField meta={fields.website} label={loaderData.website} />
            <TextAreaField meta={fields.description} label={t("gpClinic.description")} rows={4} />
          </FormSection>
        </>
      )}
    />
  );
}
