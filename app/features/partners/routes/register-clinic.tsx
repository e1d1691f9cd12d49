import type { z } from "zod";
import type { Route } from "./+types/register-clinic";
import { OperatingHoursFields, WebsiteField } from "~/features/accounts";
import { CheckboxGroupField, TextAreaField, TextField } from "~/ui/field";
import { FormSection } from "~/ui/form-section";
import { noReactWith } from "~/lib/http/page-scripts";
import { AccountFields, PostalRegionFields, RegistrationFormPage } from "../components/registration-parts";
import { gpClinicRegistrationSchema } from "../registration.schema";
import { registrationAction, registrationLoader } from "../registration-route.server";
import { registrationNumberLabels } from "~/lib/text/singapore-formats";

/**
 * No React on this page (ADR 0024 §8): the form is a plain POST validated by the server. Its live
 * parts are enhance scripts: the password's show/hide, the region suggested by the postal code, and
 * form-feedback (the messages, the pending button, the success screen's focus).
 */
export const handle = noReactWith("form-feedback", "password-toggle", "postal-region");

// The head tags and the page's heading come with the loader's data, not in the page's code.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

const head = {
  title: "Register Your GP Clinic",
  intro:
    "Join Singapore's trusted network of GP clinics helping people get screened for colorectal cancer early. Our team reviews every application.",
  crumbs: [{ label: "Join the Movement" }, { label: "GP Clinic Registration" }],
  description:
    "GP clinics in Singapore: join RID-CRC's trusted network, offer FIT and blood-based screening, and receive patients' appointment requests.",
};

// The licence label comes with the data: importing it would bring the postal sector table (1.3 KB
// gzip, loaded at the first keystroke in the postal code) into the page's first load.
export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await registrationLoader(request, "/register/clinic", head)),
  licenceLabel: registrationNumberLabels.licence,
});

export const action = ({ request, context }: Route.ActionArgs) =>
  registrationAction(request, context, "gp", gpClinicRegistrationSchema);

export default function RegisterClinic({ loaderData, actionData }: Route.ComponentProps) {
  const { options, licenceLabel } = loaderData;
  return (
    <RegistrationFormPage<z.input<typeof gpClinicRegistrationSchema>>
      page={loaderData.page}
      actionData={actionData}
      submitLabel="Register Clinic"
      sections={(fields) => (
        <>
          <FormSection title="Clinic Details">
            <TextField meta={fields.clinicName} label="Clinic name" autoComplete="organization" />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField meta={fields.doctorFullName} label="Doctor's full name" />
              <TextField meta={fields.licenseNumber} label={licenceLabel} hint="As on your MOH licence." />
            </div>
          </FormSection>

          <FormSection
            title="Account Administrator & Login"
            intro="The person who manages the clinic's RID-CRC account."
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField meta={fields.contactPersonName} label="Contact person name" autoComplete="name" />
              <TextField meta={fields.phoneNumber} label="Contact phone number" type="tel" autoComplete="tel" />
            </div>
            <AccountFields email={fields.email} password={fields.password} confirmPassword={fields.confirmPassword} />
          </FormSection>

          <FormSection title="Clinic Location & Details">
            <TextAreaField meta={fields.address} label="Clinic address" rows={2} />
            <PostalRegionFields postalCode={fields.postalCode} region={fields.region} regions={options.regions} />
            <WebsiteField meta={fields.website} />
          </FormSection>

          <FormSection title="Screening Services Offered">
            <CheckboxGroupField meta={fields.servicesOffered} legend="Services offered" options={options.services} />
          </FormSection>

          <FormSection title="Operating Hours & Clinic Description">
            <OperatingHoursFields meta={fields.operatingHours} weekdaysRequired />
            <TextField
              meta={fields.languagesSpoken}
              label="Languages spoken (optional)"
              hint="For example: English, Mandarin, Malay."
            />
            <TextAreaField meta={fields.description} label="Clinic description (optional)" rows={4} />
          </FormSection>
        </>
      )}
    />
  );
}
