import { PasswordField } from "~/ui/field";
import type { T } from "~/lib/i18n/translate";
import type { FieldMeta } from "~/ui/use-schema-form";

/** The new password and its confirmation, as the reset and change-password forms both ask them. */
export function NewPasswordFields({
  password,
  confirmPassword,
  t,
}: {
  password: FieldMeta;
  confirmPassword: FieldMeta;
  t: T;
}) {
  return (
    <>
      <PasswordField
        meta={password}
        label={t("fields.newPassword")}
        autoComplete="new-password"
        hint={t("reset.rule")}
      />
      <PasswordField meta={confirmPassword} label={t("fields.confirmNewPassword")} autoComplete="new-password" />
    </>
  );
}
