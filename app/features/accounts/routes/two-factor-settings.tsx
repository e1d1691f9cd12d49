import type { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import { ShieldCheck } from "lucide-react";
import { data, redirect, useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/two-factor-settings";
import { Button, ButtonLink } from "~/ui/button";
import { Notice, PasswordField, TextField } from "~/ui/field";
import { confirmTwoFactorSchema, enableTwoFactorSchema } from "../accounts.schema";
import { AuthLayout } from "../components/auth-layout";
import { requireUser } from "../guards.server";
import { messages } from "../messages";
import {
  confirmEnrolment,
  pendingEnrolment,
  restartEnrolment,
  startEnrolment,
  twoFactorSettings,
  type Enrolment,
} from "../sign-in/two-factor.server";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import { localPath } from "~/lib/i18n/paths";

export const meta: Route.MetaFunction = () => [
  { title: "Two-step verification · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  return twoFactorSettings(request, await requireUser(request));
}

type Result = FormResult;
type ActionData =
  { step: "password"; result?: Result; restarted?: boolean } | { step: "scan"; enrolment: Enrolment; result?: Result };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  if (formData.get("intent") === "confirm") {
    const submission = parseWithZod(formData, { schema: confirmTwoFactorSchema });
    const enrolment = await pendingEnrolment(user);
    if (!enrolment)
      return data<ActionData>(
        {
          step: "password",
          result: submission.reply({ formErrors: [messages.enrolmentNotStarted], hideFields: ["code"] }),
        },
        { status: 400 },
      );
    if (submission.status !== "success")
      return data<ActionData>({ step: "scan", enrolment, result: submission.reply() }, { status: 400 });
    const outcome = await confirmEnrolment(request, user, submission.value.code);
    if (!outcome.ok) {
      return data<ActionData>(
        { step: "scan", enrolment, result: submission.reply({ formErrors: [outcome.message], hideFields: ["code"] }) },
        { status: 400 },
      );
    }
    // The new session's cookie goes with the redirect; the page it leads to shows the backup codes.
    return redirect(localPath(request, "/account/two-factor"), { headers: outcome.headers });
  }
  if (formData.get("intent") === "restart") {
    await restartEnrolment(request);
    return data<ActionData>({ step: "password", restarted: true });
  }
  const submission = parseWithZod(formData, { schema: enableTwoFactorSchema });
  if (submission.status !== "success")
    return data<ActionData>({ step: "password", result: submission.reply() }, { status: 400 });
  const outcome = await startEnrolment(request, user, submission.value.password);
  if (!outcome.ok)
    return data<ActionData>(
      { step: "password", result: submission.reply({ formErrors: [outcome.message] }) },
      { status: 400 },
    );
  return data<ActionData>({ step: "scan", enrolment: outcome.enrolment });
}

function PasswordStep({ result }: { result?: Result }) {
  const [form, fields] = useSchemaForm<z.input<typeof enableTwoFactorSchema>>(result);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-5">
      {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
      <p className="text-sm text-muted">
        You will need an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or
        1Password. Confirm your password to begin.
      </p>
      <PasswordField meta={fields.password} label="Your password" autoComplete="current-password" />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? "Checking..." : "Set Up Two-Step Verification"}
      </Button>
    </Form>
  );
}

function ScanStep({ enrolment, result }: { enrolment: Enrolment; result?: Result }) {
  const [form, fields] = useSchemaForm<z.input<typeof confirmTwoFactorSchema>>(result);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-5">
      {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
      <input type="hidden" name="intent" value="confirm" />
      <ol className="list-decimal space-y-3 pl-5 text-sm text-ink">
        <li>Open your authenticator app and scan this QR code.</li>
        <li>
          Can&apos;t scan it? Enter this key by hand:{" "}
          <code className="break-all rounded bg-surface px-1 font-mono text-base" data-testid="totp-secret">
            {enrolment.secret}
          </code>
        </li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <img
        src={enrolment.qrDataUrl}
        alt="QR code to add RID-CRC to your authenticator app"
        width={200}
        height={200}
        className="mx-auto"
      />
      <TextField meta={fields.code} label="6-digit code" autoComplete="one-time-code" />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? "Verifying..." : "Turn On Two-Step Verification"}
      </Button>
    </Form>
  );
}

/** Replacing the key is a choice, never a side effect of reloading the page. */
function RestartEnrolment() {
  return (
    <Form method="post" className="mt-4 text-center">
      <input type="hidden" name="intent" value="restart" />
      <button type="submit" className="text-sm font-semibold text-brand-700 underline">
        Start again with a new key
      </button>
    </Form>
  );
}

export default function TwoFactorSettings({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData as ActionData | undefined;
  const { backupCodes } = loaderData;
  return (
    <AuthLayout
      title="Two-step verification"
      intro="A code from your phone, as well as your password, every time you sign in."
    >
      {loaderData.required && (
        <Notice tone="warning" className="mb-5">
          Administrator accounts must turn on two-step verification before the admin area opens.
        </Notice>
      )}
      {backupCodes ? (
        <div className="space-y-5">
          <Notice tone="success">Two-step verification is on.</Notice>
          <p className="text-sm text-ink">
            Save these backup codes somewhere safe. Each one signs you in once if you lose your phone. They are shown
            only now.
          </p>
          <ul className="grid grid-cols-2 gap-2 font-mono text-base" data-testid="backup-codes">
            {backupCodes.map((code) => (
              <li key={code} className="rounded bg-surface px-2 py-1 text-center">
                {code}
              </li>
            ))}
          </ul>
          <ButtonLink to={loaderData.dashboard} size="lg" className="w-full">
            Continue
          </ButtonLink>
        </div>
      ) : loaderData.enabled ? (
        <div className="flex items-start gap-3">
          <ShieldCheck aria-hidden className="size-6 shrink-0 text-green-700" />
          <p>Two-step verification is on for your account.</p>
        </div>
      ) : view?.step === "scan" ? (
        <>
          <ScanStep enrolment={view.enrolment} result={view.result} />
          <RestartEnrolment />
        </>
      ) : view?.step !== "password" && loaderData.pending ? (
        <>
          <ScanStep enrolment={loaderData.pending} />
          <RestartEnrolment />
        </>
      ) : (
        <>
          {view?.step === "password" && view.restarted && (
            <Notice tone="info" className="mb-5">
              Confirm your password to get a new key. Remove the old RID-CRC entry from your authenticator app.
            </Notice>
          )}
          <PasswordStep result={view?.step === "password" ? view.result : undefined} />
        </>
      )}
    </AuthLayout>
  );
}
