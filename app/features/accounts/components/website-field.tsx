import { TextField } from "~/ui/field";
import type { FieldMeta } from "~/ui/use-schema-form";

/** A clinic's or practice's website, optional wherever it is asked: registration and profile settings. */
export function WebsiteField({ meta }: { meta: FieldMeta }) {
  return <TextField meta={meta} label="Website (optional)" type="url" autoComplete="url" placeholder="https://" />;
}
