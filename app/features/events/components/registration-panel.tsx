import { useNavigation } from "react-router";
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
};

function VisitorForm({ result, busy }: { result?: FormResult; busy: boolean }) {
  const [form, fields] = useSchemaForm<z.input<typeof visitorRegistrationSchema>>(result, { id: "register" });
  return (
    <Form method="post" {...form.props} className="space-y-4">
      <input type="hidden" name="intent" value="register" />
      <TextField meta={fields.name} label="Your name" autoComplete="name" />
      <TextField meta={fields.email} label="Your e-mail" type="email" autoComplete="email" />
      <p className="text-sm text-muted">We e-mail you a link to confirm; nothing is booked until you do.</p>
      <Button type="submit" disabled={busy}>
        {busy ? "Registering..." : "Register"}
      </Button>
    </Form>
  );
}

/** Register (one step when signed in), or see and cancel one's own place. Works without JavaScript. */
export function RegistrationPanel({ closedReason, over, viewer, result }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const status = viewer?.status && viewer.status !== "cancelled" ? viewer.status : null;
  return (
    <section aria-labelledby="register-heading" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id="register-heading" className="text-xl font-bold text-brand-900">
        Registration
      </h2>
      <div className="mt-4 space-y-4">
        {status ? (
          <>
            <p className="flex flex-wrap items-center gap-2">
              Your place: <RegistrationStatusBadge status={status} />
            </p>
            {over && closedReason ? <Notice tone="info">{closedReason}</Notice> : null}
            {status === "pending" && !closedReason ? (
              <IntentButton intent="register" label="Confirm my registration" busy={busy} />
            ) : null}
            {!over && <IntentButton intent="cancel" label="Cancel my registration" busy={busy} variant="secondary" />}
          </>
        ) : closedReason ? (
          <Notice tone="info">{closedReason}</Notice>
        ) : viewer ? (
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="register" />
            <p className="text-sm text-muted">
              You'll be registered as {viewer.name} ({viewer.email}).
            </p>
            <Button type="submit" disabled={busy}>
              {busy ? "Registering..." : "Register"}
            </Button>
          </Form>
        ) : (
          <VisitorForm result={result} busy={busy} />
        )}
      </div>
    </section>
  );
}
