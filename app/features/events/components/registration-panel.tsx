import { useNavigation } from "react-router";
import type { T } from "~/lib/i18n/translate";
import { Form } from "~/ui/link";
import type { z } from "zod";
import { Button } from "~/ui/button";
import { Notice, TextField } from "~/ui/field";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import type { visitorRegistrationSchema } from "../registration/registration.schema";
import { IntentButton } from "./intent-button";
import { RegistrationStatusBadge, type RegistrationState } from "./status-badge";

type Props = {
  closedReason: string | null;
  /** Cancelled or past: the place is shown, nothing can change. */
  over: boolean;
  viewer: { name: string; email: string; status: RegistrationState | null } | null;
  result?: FormResult;
  /** The events namespace's words in the page's language. */
  t: T;
};

function VisitorForm({ result, busy, t }: { result?: FormResult; busy: boolean; t: T }) {
  const [form, fields] = useSchemaForm<z.input<typeof visitorRegistrationSchema>>(result, { id: "register" });
  return (
    <Form method="post" {...form.props} className="space-y-4">
      <input type="hidden" name="intent" value="register" />
      <TextField meta={fields.name} label={t("register.name")} autoComplete="name" />
      <TextField meta={fields.email} label={t("register.email")} type="email" autoComplete="email" />
      <p className="text-sm text-muted">{t("register.note")}</p>
      <Button type="submit" disabled={busy}>
        {busy ? t("register.busy") : t("register.submit")}
      </Button>
    </Form>
  );
}

/** Register (one step when signed in), or see and cancel one's own place. Works without JavaScript. */
export function RegistrationPanel({ closedReason, over, viewer, result, t }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const status = viewer?.status && viewer.status !== "cancelled" ? viewer.status : null;
  return (
    <section aria-labelledby="register-heading" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id="register-heading" className="text-xl font-bold text-brand-900">
        {t("register.heading")}
      </h2>
      <div className="mt-4 space-y-4">
        {status ? (
          <>
            <p className="flex flex-wrap items-center gap-2">
              {t("register.yourPlace")} <RegistrationStatusBadge status={status} label={t(`status.${status}`)} />
            </p>
            {over && closedReason ? <Notice tone="info">{closedReason}</Notice> : null}
            {status === "pending" && !closedReason ? (
              <IntentButton intent="register" label={t("register.confirm")} busy={busy} />
            ) : null}
            {!over && <IntentButton intent="cancel" label={t("register.cancel")} busy={busy} variant="secondary" />}
          </>
        ) : closedReason ? (
          <Notice tone="info">{closedReason}</Notice>
        ) : viewer ? (
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="register" />
            <p className="text-sm text-muted">
              {t("register.registeredAs", { name: viewer.name, email: viewer.email })}
            </p>
            <Button type="submit" disabled={busy}>
              {busy ? t("register.busy") : t("register.submit")}
            </Button>
          </Form>
        ) : (
          <VisitorForm result={result} busy={busy} t={t} />
        )}
      </div>
    </section>
  );
}
