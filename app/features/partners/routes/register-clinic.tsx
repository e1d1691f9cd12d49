import type { z } from "zod";
import type { Route } from "./+types/register-clinic";
import { OperatingHoursFields, WebsiteField, hoursWords } from "~/features/accounts";
import { CheckboxGroupField, TextAreaField, TextField } from "~/ui/field";
import { FormSection } from "~/ui/form-section";
import { noReactWith } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { AccountFields, PostalRegionFields, RegistrationFormPage } from "../components/registration-parts";
import { gpClinicRegistrationSchema } from "../registration.schema";
import { registrationAction, registrationLoader } from "../registration-route.server";

/**
 * No React on this page (ADR 0024 §8): the form is a plain POST validated by the server. Its live
 * parts are enhance scripts: the password's show/hide, the region suggested by the postal code, and
 * form-feedback (the messages, the pending button, the success screen's focus).
 */
export const handle = noReactWith("form-feedback", "password-toggle", "postal-region");

// The head tags and the page's heading come with the loader's data, not in the page's code.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

// The page's words in its language (registration.json's `clinic` and the shared parts' groups).
export const loader = ({ request }: Route.LoaderArgs) => registrationLoader(request, "/register/clinic");

export const action = ({ request, context }: Route.ActionArgs) =>
  registrationAction(request, context, "gp", gpClinicRegistrationSchema);

export default function RegisterClinic({ loaderData, actionData }: Route.ComponentProps) {
  const { options, lang, messages, review } = loaderData;
  const t = createT(lang, messages);
  return (
    <RegistrationFormPage<z.input<typeof gpClinicRegistrationSchema>>
      page={loaderData.page}
      lang={lang}
      messages={messages}
      review={review}
      actionData={actionData}
      submitLabel={t("clinic.submit")}
      sections={(fields) => (
        <>
          <FormSection title={t("clinic.details")}>
            <TextField meta={fields.clinicName} label={t("clinic.clinicName")} autoComplete="organization" />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField meta={fields.doctorFullName} label={t("clinic.doctorFullName")} />
              <TextField meta={fields.licenseNumber} label={t("clinic.licence")} hint={t("clinic.licenceHint")} />
            </div>
          </FormSection>

          <FormSection title={t("clinic.admin")} intro={t("clinic.adminIntro")}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField meta={fields.contactPersonName} label={t("clinic.contactPersonName")} autoComplete="name" />
              <TextField meta={fields.phoneNumber} label={t("clinic.phoneNumber")} type="tel" autoComplete="tel" />
            </div>
            <AccountFields
              email={fields.email}
              password={fields.password}
              confirmPassword={fields.confirmPassword}
              t={t}
            />
          </FormSection>

          <FormSection title={t("clinic.location")}>
            <TextAreaField meta={fields.address} label={t("clinic.address")} rows={2} />
            <PostalRegionFields postalCode={fields.postalCode} region={fields.region} regions={options.regions} t={t} />
            <WebsiteField meta={fields.website} label={t("form.website")} />
          </FormSection>

          <FormSection title={t("clinic.services")}>
            <CheckboxGroupField
              meta={fields.servicesOffered}
              legend={t("clinic.servicesOffered")}
              options={options.services}
            />
          </FormSection>

          <FormSection title={t("clinic.hoursAndDescription")}>
            <OperatingHoursFields meta={fields.operatingHours} weekdaysRequired words={hoursWords(t)} />
            <TextField
              meta={fields.languagesSpoken}
              label={t("clinic.languagesSpoken")}
              hint={t("form.languagesHint")}
            />
            <TextAreaField meta={fields.description} label={t("clinic.about")} rows={4} />
          </FormSection>
        </>
      )}
    />
  );
}
