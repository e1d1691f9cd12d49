import type { z } from "zod";
import { useNavigation } from "react-router";
import { Form, useLang } from "~/ui/link";
import { createT, type Messages } from "~/lib/i18n/translate";
import type { SummaryLine } from "~/lib/forms/error-summary";
import { Button } from "~/ui/button";
import { ErrorSummary } from "~/ui/error-summary";
import { CheckboxField, CheckboxGroupField, TextAreaField } from "~/ui/field";
import { CollapsibleSection } from "~/ui/collapsible-section";
import { useSchemaForm, type FieldMeta } from "~/ui/use-schema-form";
import type { ReachData } from "../pledge-reach";
import type { corporateRegistrationSchema } from "../registration.schema";
import type { RegistrationActionData } from "../registration-route.server";
import { CompanyFields, ContactFields } from "./company-fields";
import { PledgeField } from "./pledge-field";
import { AccountFields, REGISTRATION_FORM, SignInLink, TermsField } from "./registration-parts";

type Choice = { value: string; label: string };

/** A folded section starts open when one of its fields holds a message or a typed value. */
const touched = (...metas: FieldMeta[]) =>
  metas.some(
    (m) => m.errors?.length || (m.initialValue !== undefined && m.initialValue !== "" && m.initialValue !== null),
  );

export function CorporateForm({
  result,
  summary,
  reach,
  options,
  words,
}: {
  result?: RegistrationActionData["result"];
  summary?: SummaryLine[];
  /** What the pledge preview needs: the unit cost, the tiers and their sentences (pledge-reach.ts). */
  reach: ReachData;
  /** The lists' stored English values with their labels in the page's language (the loader's). */
  options: {
    industries: readonly Choice[];
    companySizes: readonly Choice[];
    csrOptions: readonly Choice[];
  };
  /** registration.json's groups for the page (its own, the company fields', the shared parts'). */
  words: Messages;
}) {
  const t = createT(useLang(), words);
  const { industries, companySizes, csrOptions } = options;
  const [form, fields] = useSchemaForm<z.input<typeof corporateRegistrationSchema>>(result, { id: REGISTRATION_FORM });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-5">
      <ErrorSummary formError={form.errors?.[0]} lines={summary} title={t("form.checkForm")} />
      <CollapsibleSection title={t("corporate.companySection")} open>
        <CompanyFields fields={fields} industries={industries} companySizes={companySizes} t={t} />
      </CollapsibleSection>

      <CollapsibleSection title={t("corporate.contactSection")} open>
        <ContactFields fields={fields} t={t} />
        <AccountFields email={fields.email} password={fields.password} confirmPassword={fields.confirmPassword} t={t} />
      </CollapsibleSection>

      <CollapsibleSection title={t("corporate.csrSection")} open>
        <CheckboxGroupField meta={fields.csrOptions} legend={t("company.csrLegend")} options={csrOptions} />
      </CollapsibleSection>

      <CollapsibleSection
        title={t("corporate.pledgeSection")}
        open={touched(fields.pledgeAmount, fields.preferDiscussion)}
      >
        <PledgeField meta={fields.pledgeAmount} reach={reach} t={t} />
        <CheckboxField meta={fields.preferDiscussion} label={t("corporate.discuss")} />
      </CollapsibleSection>

      <CollapsibleSection title={t("corporate.moreSection")} open={touched(fields.additionalComments)}>
        <TextAreaField meta={fields.additionalComments} label={t("company.comments")} rows={4} />
      </CollapsibleSection>

      <div className="space-y-5 pt-3">
        <TermsField meta={fields.agreedToTerms} partnership={false} t={t} />
        <CheckboxField meta={fields.agreedToNewsletter} label={t("corporate.newsletter")} />
        {/* The pending label: useNavigation with React, form-feedback on the page without it. */}
        <Button type="submit" size="lg" className="w-full" disabled={busy} data-pending-label={t("form.submitting")}>
          {busy ? t("form.submitting") : t("corporate.submit")}
        </Button>
        <SignInLink t={t} />
      </div>
    </Form>
  );
}
