import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import { Button } from "~/ui/button";
import { Notice, TextField } from "~/ui/field";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import type { T } from "~/lib/i18n/translate";

/**
 * The visitor's reminder form: an address, and the due date and checker row as hidden fields. The
 * checker's answer panel renders the same three fields posting to /get-screened/remind.
 */
export function RemindForm({
  dueOn,
  rule,
  dueLabel,
  lastResult,
  t,
}: {
  dueOn: string;
  rule: string;
  dueLabel: string;
  lastResult?: FormResult;
  t: T;
}) {
  const [form, fields] = useSchemaForm<{ email: string }>(lastResult, { id: "remind" });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action="/get-screened/remind" {...form.props} className="space-y-5">
      {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
      <p className="text-ink">{t("remind.intro", { date: dueLabel })}</p>
      <input type="hidden" name="dueOn" value={dueOn} />
      <input type="hidden" name="rule" value={rule} />
      <TextField meta={fields.email} label={t("remind.email")} type="email" autoComplete="email" />
      <Button type="submit" disabled={busy}>
        {t("remind.submit", { date: dueLabel })}
      </Button>
    </Form>
  );
}
