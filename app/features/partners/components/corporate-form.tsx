import type { z } from "zod";
import { useNavigation } from "react-router";
import { Form, useLang } from "~/ui/link";
import { createT, type Messages } from "~/lib/i18n/translate";
import type { TierWithThreshold } from "~/features/corporate";
import type { SummaryLine } from "~/lib/forms/error-summary";
import { Button } from "~/ui/button";
import { ErrorSummary } from "~/ui/error-summary";
import { CheckboxField, CheckboxGroupField, TextAreaField } from "~/ui/field";
import { CollapsibleSection } from "~/ui/collapsible-section";
import { useSchemaForm, type FieldMeta } from "~/ui/use-schema-form";
import type { corporateRegistrationSchema } from "../registration.schema";
import type { RegistrationActionData } from "../registration-route.server";
import { CompanyFields, ContactFields } from "./company-fields";
import { PledgeField } from "./pledge-field";
import { AccountFields, REGISTRATION_FORM, SignInLink, TermsField } from "./registration-parts";

/** A folded section starts open when one of its fields holds a message or a typed value. */
const touched = (...metas: FieldMeta[]) =>
  metas.some(
    (m) => m.errors?.length || (m.initialValue !== undefined && m.initialValue !== "" && m.initialValue !== null),
  );

export function CorporateForm({
  result,
  summary,
  unitCost,
  tiers,
  options,
  words,
}: {
  result?: RegistrationActionData["result"];
  summary?: SummaryLine[];
  unitCost: number;
  tiers: TierWithThreshold[];
  options: {
    industries: readonly string[];
    companySizes: readonly string[];
    csrOptions: readonly { value: string; label: string }[];
  };
  /** registration.json's shared parts' groups (the account fields, the terms). */
  words: Messages;
}) {
  const t = createT(useLang(), words);
  const { industries, companySizes, csrOptions } = options;
  const [form, fields] = useSchemaForm<z.input<typeof corporateRegistrationSchema>>(result, { id: REGISTRATION_FORM });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-5">
      <ErrorSummary formError={form.errors?.[0]} lines={summary} />
      <CollapsibleSection title="Company Information" open>
        <CompanyFields fields={fields} industries={industries} companySizes={companySizes} />
      </CollapsibleSection>

      <CollapsibleSection title="Primary Contact & Account Setup" open>
        <ContactFields fields={fields} />
        <AccountFields email={fields.email} password={fields.password} confirmPassword={fields.confirmPassword} t={t} />
      </CollapsibleSection>

      <CollapsibleSection title="CSR Partnership Interests" open>
        <CheckboxGroupField meta={fields.csrOptions} legend="How would you like to help?" options={csrOptions} />
      </CollapsibleSection>

      <CollapsibleSection
        title="Investment & Impact Planning"
        open={touched(fields.pledgeAmount, fields.preferDiscussion)}
      >
        <PledgeField meta={fields.pledgeAmount} unitCost={unitCost} tiers={tiers} />
        <CheckboxField
          meta={fields.preferDiscussion}
          label="I would prefer to discuss the amount with the RID-CRC team first."
        />
      </CollapsibleSection>

      <CollapsibleSection title="Additional Information" open={touched(fields.additionalComments)}>
        <TextAreaField meta={fields.additionalComments} label="Additional comments (optional)" rows={4} />
      </CollapsibleSection>

      <div className="space-y-5 pt-3">
        <TermsField meta={fields.agreedToTerms} partnership={false} t={t} />
        <CheckboxField
          meta={fields.agreedToNewsletter}
          label="Send me RID-CRC's newsletter about the movement's impact (optional)."
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Submitting Registration..." : "Submit Partnership Registration"}
        </Button>
        <SignInLink t={t} />
      </div>
    </Form>
  );
}
