import type { z } from "zod";
import type { Route } from "./+types/register-specialist";
import { OperatingHoursFields, WebsiteField, hoursWords } from "~/features/accounts";
import { CheckboxGroupField, TextAreaField, TextField } from "~/ui/field";
import { FormSection } from "~/ui/form-section";
import { noReactWith } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { AccountFields, PostalRegionFields, RegistrationFormPage } from "../components/registration-parts";
import { specialistRegistrationSchema } from "../registration.schema";
import { registrationAction, registrationLoader } from "../registration-route.server";

/**
 * No React on this page (ADR 0024 §8): the form is a plain POST validated by the server. Its live
 * parts are enhance scripts: the password's show/hide, the region suggested by the postal code, and
 * form-feedback (the messages, the pending button, the success screen's focus).
 */
export const handle = noReactWith("form-feedback", "password-toggle", "postal-region");

// The head tags and the page's heading come with the loader's data, not in the page's code.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

// The page's words in its language (registration.json's `specialist` and the shared parts' groups).
export const loader = ({ request }: Route.LoaderArgs) => registrationLoader(request, "/register/specialist");

export const action = ({ request, context }: Route.ActionArgs) =>
  registrationAction(request, context, "specialist", specialistRegistrationSchema);

export default function RegisterSpecialist({ loaderData, actionData }: Route.ComponentProps) {
  const { options, lang, messages, review } = loaderData;
  const t = createT(lang, messages);
  return (
    <RegistrationFormPage<z.input<typeof specialistRegistrationSchema>>
      page={loaderData.page}
      lang={lang}
      messages={messages}
      review={review}
      actionData={actionData}
      submitLabel={t("specialist.submit")}
      sections={(fields) => (
        <>
          <FormSection title={t("specialist.professional")}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                meta={fields.specialistName}
                label={t("specialist.fullName")}
                autoComplete="name"
                hint={t("specialist.fullNameHint")}
              />
              <TextField meta={fields.phoneNumber} label={t("specialist.phoneNumber")} type="tel" autoComplete="tel" />
            </div>
            <AccountFields
              email={fields.email}
              password={fields.password}
              confirmPassword={fields.confirmPassword}
              t={t}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                meta={fields.medicalRegistrationNo}
                label={t("specialist.mcr")}
                hint={t("specialist.mcrHint")}
              />
              <TextField
                meta={fields.yearsOfExperience}
                label={t("specialist.years")}
                type="number"
                min={0}
                max={99}
                inputMode="numeric"
              />
            </div>
            <TextField
              meta={fields.qualifications}
              label={t("specialist.qualifications")}
              hint={t("specialist.qualificationsHint")}
            />
            <TextField
              meta={fields.fieldOfSpecialization}
              label={t("specialist.field")}
              hint={t("specialist.fieldHint")}
            />
          </FormSection>

          <FormSection title={t("specialist.practice")}>
            <TextField
              meta={fields.clinicAffiliation}
              label={t("specialist.affiliation")}
              autoComplete="organization"
            />
            <TextAreaField meta={fields.address} label={t("specialist.address")} rows={2} />
            <PostalRegionFields postalCode={fields.postalCode} region={fields.region} regions={options.regions} t={t} />
            <WebsiteField meta={fields.website} label={t("form.website")} />
          </FormSection>

          <FormSection title={t("specialist.expertise")}>
            <CheckboxGroupField
              meta={fields.specialties}
              legend={t("specialist.specialties")}
              options={options.specialties}
            />
            <TextField meta={fields.languages} label={t("specialist.languages")} hint={t("form.languagesHint")} />
          </FormSection>

          <FormSection title={t("specialist.hoursAndMore")}>
            <OperatingHoursFields meta={fields.operatingHours} words={hoursWords(t)} />
            <TextField meta={fields.insurancePartners} label={t("specialist.insurance")} />
            <TextAreaField meta={fields.notes} label={t("specialist.notes")} rows={3} />
          </FormSection>
        </>
      )}
    />
  );
}
