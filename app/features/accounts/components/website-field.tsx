import { TextField } from "~/ui/field";
import type { FieldMeta } from "~/ui/use-schema-form";

/**
 * A clinic's or practice's website, optional wherever it is asked: registration and profile settings.
 * `label`: in the page's language (registration.json's `form.website`, its one home).
 */
export function WebsiteField({ meta, label }: { meta: FieldMeta; label: string }) {
  return <TextField meta={meta} label={label} type="url" autoComplete="url" placeholder="https://" />;
}
