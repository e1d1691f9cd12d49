import { FormSection } from "~/ui/form-section";
import type { Route } from "./+types/profile-specialist";
import { CheckboxGroupField, TextAreaField, TextField } from "~/ui/field";
import { createT } from "~/lib/i18n/translate";
import { OperatingHoursFields } from "../components/operating-hours-fields";
import { WebsiteField } from "../components/website-field";
import { ContactDetails, PostalCodeRegion, ProfileFormPage, profileMeta } from "../components/profile-form-parts";
import { profileAction, profileLoader } from "../profile/profile-route.server";
import { practiceWords } from "../profile/practice-words.server";
import { loadSpecialistProfile, saveSpecialistProfile } from "../profile/profile.server";
import { specialistProfileSchema } from "../profile/profile.schema";
import { successMessageMs } from "../profile/profile-options";

export const meta: Route.MetaFunction = ({ data }) => profileMeta(data?.title ?? "RID-CRC");

export async function loader({ request }: Route.LoaderArgs) {
  const page = await profileLoader(request, "specialist", loadSpecialistProfile);
  return { ...page, ...practiceWords(page.lang, "specialist") };
}

export function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, "specialist", specialistProfileSchema, saveSpecialistProfile, context);
}

export default function SpecialistProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <ProfileFormPage
      intro={t("specialist.intro")}
      loaderData={loaderData}
      actionData={actionData}
      hideAfterMs={successMessageMs.specialist}
      sections={(fields, email) => (
        <>
          <FormSection title={t("specialist.professionalSection")}>
            <ContactDetails t={t} name={fields.fullName} email={email} phone={fields.phoneNumber} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField meta={fields.medicalRegistrationNo} label={t("specialist.registration")} />
              <TextField meta={fields.yearsOfExperience} label={t("specialist.years")} type="number" min={0} step={1} />
            </div>
            <TextAreaField meta={fields.qualifications} label={t("specialist.qualifications")} rows={2} />
            <TextField meta={fields.fieldOfSpecialization} label={t("specialist.field")} />
          </FormSection>

          <FormSection title={t("specialist.practiceSection")}>
            <TextField
              meta={fields.clinicAffiliation}
              label={t("specialist.affiliation")}
              autoComplete="organization"
            />
            <TextAreaField meta={fields.address} label={t("specialist.address")} rows={2} />
            <PostalCodeRegion
              t={t}
              postalCode={fields.postalCode}
              region={fields.region}
              regions={loaderData.options.regions}
            />
            <WebsiteField meta={fields.website} label={loaderData.website} />
          </FormSection>

          <FormSection title={t("specialist.expertiseSection")}>
            <CheckboxGroupField
              meta={fields.specialties}
              legend={t("specialist.specialties")}
              options={loaderData.options.list}
            />
            <TextField meta={fields.languages} label={t("specialist.languages")} hint={t("profile.languagesHint")} />
          </FormSection>

          <FormSection title={t("specialist.hoursSection")}>
            <OperatingHoursFields meta={fields.operatingHours} words={loaderData.hours} />
            <TextAreaField meta={fields.insurancePartners} label={t("specialist.insurance")} rows={2} />
            <TextAreaField meta={fields.notes} label={t("specialist.notes")} rows={3} />
          </FormSection>
        </>
      )}
    />
  );
}
