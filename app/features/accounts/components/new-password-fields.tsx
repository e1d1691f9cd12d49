import { PasswordField } from "~/ui/field";
import type { FieldMeta } from "~/ui/use-schema-form";
import { pageTexts } from "../messages";

/** The new password and its confirmation, as the reset and change-password forms both ask them. */
export function NewPasswordFields({ password, confirmPassword }: { password: FieldMeta; confirmPassword: FieldMeta }) {
  return (
    <>
      <PasswordField meta={password} label="New password" autoComplete="new-password" hint={pageTexts.resetRule} />
      <PasswordField meta={confirmPassword} label="Confirm new password" autoComplete="new-password" />
    </>
  );
}
