import type { z } from "zod";
import type { Route } from "./+types/register-specialist";
import { OperatingHoursFields, WebsiteField } from "~/features/accounts";
import { CheckboxGroupField, TextAreaField, TextField } from "~/ui/field";
import { FormSection } from "~/ui/form-section";
import { noReactWith } from "~/lib/http/page-scripts";
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

const head = {
  title: "Register as a Specialist",
  intro:
    "Join the specialists who see the people our GPs and screening tests refer for colonoscopy and care. Our team reviews every application.",
  crumbs: [{ label: "Join the Movement" }, { label: "Specialist Registration" }],
  description:
    "Gastroenterologists and colorectal surgeons in Singapore: join RID-CRC's specialist network and receive referrals for colonoscopy and follow-up care.",
};

export const loader = ({ request }: Route.LoaderArgs) => registrationLoader(request, "/register/specialist", head);

export const action = ({ request, context }: Route.ActionArgs) =>
  registrationAction(request, context, "specialist", specialistRegistrationSchema);

export default function RegisterSpecialist({ loaderData, actionData }: Route.ComponentProps) {
  const { options } = loaderData;
  return (
    <RegistrationFormPage<z.input<typeof specialistRegistrationSchema>>
      page={loaderData.page}
      actionData={actionData}
      submitLabel="Register as Specialist"
      sections={(fields) => (
        <>
          <FormSection title="Professional & Account Information">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                meta={fields.specialistName}
                label="Full name"
                autoComplete="name"
                hint="As registered with the SMC."
              />
              <TextField meta={fields.phoneNumber} label="Phone number" type="tel" autoComplete="tel" />
            </div>
            <AccountFields email={fields.email} password={fields.password} confirmPassword={fields.confirmPassword} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                meta={fields.medicalRegistrationNo}
                label="Medical registration number (MCR)"
                hint="For example M12345A."
              />
              <TextField
                meta={fields.yearsOfExperience}
                label="Years of experience"
                type="number"
                min={0}
                max={99}
                inputMode="numeric"
              />
            </div>
            <TextField
              meta={fields.qualifications}
              label="Professional qualifications"
              hint="For example MBBS, MRCP, FAMS (Gastroenterology)."
            />
            <TextField
              meta={fields.fieldOfSpecialization}
              label="Field of specialisation"
              hint="For example Gastroenterology or Colorectal Surgery."
            />
          </FormSection>

          <FormSection title="Practice Information">
            <TextField meta={fields.clinicAffiliation} label="Primary clinic affiliation" autoComplete="organization" />
            <TextAreaField meta={fields.address} label="Practice address" rows={2} />
            <PostalRegionFields postalCode={fields.postalCode} region={fields.region} regions={options.regions} />
            <WebsiteField meta={fields.website} />
          </FormSection>

          <FormSection title="Areas of Expertise">
            <CheckboxGroupField meta={fields.specialties} legend="Specialties" options={options.specialties} />
            <TextField meta={fields.languages} label="Languages spoken" hint="For example: English, Mandarin, Malay." />
          </FormSection>

          <FormSection title="Operating Hours & Additional Information">
            <OperatingHoursFields meta={fields.operatingHours} />
            <TextField meta={fields.insurancePartners} label="Insurance partners (optional)" />
            <TextAreaField meta={fields.notes} label="Notes (optional)" rows={3} />
          </FormSection>
        </>
      )}
    />
  );
}
