import type { T } from "~/lib/i18n/translate";
import { SelectField, TextField } from "~/ui/field";
import type { FieldMeta } from "~/ui/use-schema-form";

type Choice = { value: string; label: string };

/**
 * Who the company is: asked at /register/corporate, corrected at /profile/corporate (issue 29). Its
 * words are registration.json's `company` group in the page's language, the one home of both pages'
 * (issue 27); `t` reads it.
 */
export function CompanyFields({
  fields,
  industries,
  companySizes,
  t,
}: {
  fields: { companyName: FieldMeta; uen: FieldMeta; industry: FieldMeta; companySize: FieldMeta };
  /** The option lists come with the page's data (their stored English value, their label in the language). */
  industries: readonly Choice[];
  companySizes: readonly Choice[];
  t: T;
}) {
  return (
    <>
      <TextField meta={fields.companyName} label={t("company.companyName")} autoComplete="organization" />
      <TextField meta={fields.uen} label={t("company.uen")} hint={t("company.uenHint")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          meta={fields.industry}
          label={t("company.industry")}
          options={industries}
          placeholder={t("company.industryChoose")}
        />
        <SelectField
          meta={fields.companySize}
          label={t("company.companySize")}
          options={companySizes}
          placeholder={t("company.companySizeChoose")}
        />
      </div>
    </>
  );
}

/** The company's contact person: the account holder. */
export function ContactFields({
  fields,
  t,
}: {
  fields: { contactPerson: FieldMeta; designation: FieldMeta; phone: FieldMeta };
  t: T;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.contactPerson} label={t("company.contactPerson")} autoComplete="name" />
        <TextField meta={fields.designation} label={t("company.designation")} autoComplete="organization-title" />
      </div>
      <TextField meta={fields.phone} label={t("company.phone")} type="tel" autoComplete="tel" />
    </>
  );
}
