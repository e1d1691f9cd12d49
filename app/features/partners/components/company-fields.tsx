import { SelectField, TextField } from "~/ui/field";
import type { FieldMeta } from "~/ui/use-schema-form";

const companySize = { label: "Company size", placeholder: "Select company size" };

/** Who the company is: asked at /register/corporate, corrected at /profile/corporate (issue 29). */
export function CompanyFields({
  fields,
  industries,
  companySizes,
}: {
  fields: { companyName: FieldMeta; uen: FieldMeta; industry: FieldMeta; companySize: FieldMeta };
  /** The option lists come with the page's data (partners/options.ts), not in the form's code. */
  industries: readonly string[];
  companySizes: readonly string[];
}) {
  return (
    <>
      <TextField meta={fields.companyName} label="Company name" autoComplete="organization" />
      <TextField
        meta={fields.uen}
        label="UEN number"
        hint="Your Unique Entity Number from ACRA, for example 201534871K."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField meta={fields.industry} label="Industry" options={industries} placeholder="Select your industry" />
        <SelectField meta={fields.companySize} {...companySize} options={companySizes} />
      </div>
    </>
  );
}

/** The company's contact person: the account holder. */
export function ContactFields({
  fields,
}: {
  fields: { contactPerson: FieldMeta; designation: FieldMeta; phone: FieldMeta };
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.contactPerson} label="Contact person" autoComplete="name" />
        <TextField meta={fields.designation} label="Designation" autoComplete="organization-title" />
      </div>
      <TextField meta={fields.phone} label="Phone number" type="tel" autoComplete="tel" />
    </>
  );
}
