import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import { Button } from "~/ui/button";
import { Notice, TextField } from "~/ui/field";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";

/**
 * The visitor's reminder form: an address, and the due date and checker row as hidden fields. The
 * checker's answer panel renders the same three fields posting to /get-screened/remind.
 */
export function RemindForm({
  dueOn,
  rule,
  dueLabel,
  lastResult,
}: {
  dueOn: string;
  rule: string;
  dueLabel: string;
  lastResult?: FormResult;
}) {
  const [form, fields] = useSchemaForm<{ email: string }>(lastResult, { id: "remind" });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action="/get-screened/remind" {...form.props} className="space-y-5">
      {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
      <p className="text-ink">
        We send one e-mail on {dueLabel}, when your screening is due, and nothing else. First we e-mail you a link to
        confirm the address; every e-mail has a link that removes it at once.
      </p>
      <input type="hidden" name="dueOn" value={dueOn} />
      <input type="hidden" name="rule" value={rule} />
      <TextField meta={fields.email} label="Your e-mail address" type="email" autoComplete="email" />
      <Button type="submit" disabled={busy}>
        E-mail me on {dueLabel}
      </Button>
    </Form>
  );
}
