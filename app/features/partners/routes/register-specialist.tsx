import type { z } from "zod";
import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import { Card } from "~/ui/card";
import type { Route } from "./+types/register-specialist";
import { OperatingHoursFields } from "~/features/accounts";
import type { SummaryLine } from "~/lib/forms/error-summary";
import { ErrorSummary } from "~/ui/error-summary";
import { CheckboxGroupField, TextAreaField, TextField } from "~/ui/field";
import { FormSection } from "~/ui/form-section";
import { useSchemaForm } from "~/ui/use-schema-form";
import { noReactWith } from "~/lib/http/page-scripts";
import {
  AccountFields,
  PostalRegionFields,
  REGISTRATION_FORM,
  RegistrationPage,
  RegistrationSuccess,
  RegistrationSubmit,
} from "../components/registration-parts";
import { specialistRegistrationSchema } from "../registration.schema";
import { registrationAction, registrationLoader, type RegistrationActionData } from "../registration-route.server";

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
  return (
    <RegistrationPage {...loaderData.page}>
      <Card id="registration-form">
        {actionData?.registered ? (
          <RegistrationSuccess props={actionData.registered} />
        ) : (
          <SpecialistForm result={actionData?.result} summary={actionData?.summary} options={loaderData.options} />
        )}
      </Card>
    </RegistrationPage>
  );
}

function SpecialistForm({
  result,
  summary,
  options,
}: {
  result?: RegistrationActionData["result"];
  summary?: SummaryLine[];
  options: Route.ComponentProps["loaderData"]["options"];
}) {
  const [form, fields] = useSchemaForm<z.input<typeof specialistRegistrationSchema>>(result, { id: REGISTRATION_FORM });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-8">
      <ErrorSummary formError={form.errors?.[0]} lines={summary} />
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
        <TextField
          meta={fields.website}
          label="Website (optional)"
          type="url"
          autoComplete="url"
          placeholder="https://"
        />
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

      <RegistrationSubmit terms={fields.agreedToTerms} busy={busy} label="Register as Specialist" />
    </Form>
  );
}
