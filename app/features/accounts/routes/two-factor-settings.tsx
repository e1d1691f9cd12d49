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
import { localPath, requestLang } from "~/lib/i18n/paths";
import { createT, type T } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { accountWords, replyIn } from "../localized.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { t, ...words } = accountWords(requestLang(request), ["twoFactorSetup", "fields"]);
  return {
    ...words,
    title: t("twoFactorSetup.metaTitle"),
    ...(await twoFactorSettings(request, await requireUser(request))),
  };
}

type Result = FormResult;
type ActionData =
  { step: "password"; result?: Result; restarted?: boolean } | { step: "scan"; enrolment: Enrolment; result?: Result };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  // The accounts code's messages (the spec's English), put in the page's language.
  const lang = requestLang(request);
  const formData = await request.formData();
  if (formData.get("intent") === "confirm") {
    const submission = parseWithZod(formData, { schema: confirmTwoFactorSchema });
    const enrolment = await pendingEnrolment(user);
    if (!enrolment)
      return data<ActionData>(
        {
          step: "password",
          result: replyIn(lang, submission.reply({ formErrors: [messages.enrolmentNotStarted], hideFields: ["code"] })),
        },
        { status: 400 },
      );
    if (submission.status !== "success")
      return data<ActionData>({ step: "scan", enrolment, result: replyIn(lang, submission.reply()) }, { status: 400 });
    const outcome = await confirmEnrolment(request, user, submission.value.code);
    if (!outcome.ok) {
      return data<ActionData>(
        {
          step: "scan",
          enrolment,
          result: replyIn(lang, submission.reply({ formErrors: [outcome.message], hideFields: ["code"] })),
        },
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
    return data<ActionData>({ step: "password", result: replyIn(lang, submission.reply()) }, { status: 400 });
  const outcome = await startEnrolment(request, user, submission.value.password);
  if (!outcome.ok)
    return data<ActionData>(
      { step: "password", result: replyIn(lang, submission.reply({ formErrors: [outcome.message] })) },
      { status: 400 },
    );
  return data<ActionData>({ step: "scan", enrolment: outcome.enrolment });
}

function PasswordStep({ result, t }: { result?: Result; t: T }) {
  const [form, fields] = useSchemaForm<z.input<typeof enableTwoFactorSchema>>(result);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-5">
      {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
      <p className="text-sm text-muted">{t("twoFactorSetup.needApp")}</p>
      <PasswordField meta={fields.password} label={t("twoFactorSetup.password")} autoComplete="current-password" />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t("twoFactorSetup.checking") : t("twoFactorSetup.start")}
      </Button>
    </Form>
  );
}

function ScanStep({ enrolment, result, t }: { enrolment: Enrolment; result?: Result; t: T }) {
  const [form, fields] = useSchemaForm<z.input<typeof confirmTwoFactorSchema>>(result);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-5">
      {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
      <input type="hidden" name="intent" value="confirm" />
      <ol className="list-decimal space-y-3 pl-5 text-sm text-ink">
        <li>{t("twoFactorSetup.scan")}</li>
        <li>
          {t("twoFactorSetup.byHand")}{" "}
          <code className="break-all rounded bg-surface px-1 font-mono text-base" data-testid="totp-secret">
            {enrolment.secret}
          </code>
        </li>
        <li>{t("twoFactorSetup.typeCode")}</li>
      </ol>
      <img src={enrolment.qrDataUrl} alt={t("twoFactorSetup.qrAlt")} width={200} height={200} className="mx-auto" />
      <TextField meta={fields.code} label={t("twoFactorSetup.code")} autoComplete="one-time-code" />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t("twoFactorSetup.verifying") : t("twoFactorSetup.turnOn")}
      </Button>
    </Form>
  );
}

/** Replacing the key is a choice, never a side effect of reloading the page. */
function RestartEnrolment({ t }: { t: T }) {
  return (
    <Form method="post" className="mt-4 text-center">
      <input type="hidden" name="intent" value="restart" />
      <button type="submit" className="text-sm font-semibold text-brand-700 underline">
        {t("twoFactorSetup.restart")}
      </button>
    </Form>
  );
}

export default function TwoFactorSettings({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData as ActionData | undefined;
  const { backupCodes } = loaderData;
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <AuthLayout title={t("twoFactorSetup.title")} intro={t("twoFactorSetup.intro")}>
        {loaderData.required && (
          <Notice tone="warning" className="mb-5">
            {t("twoFactorSetup.required")}
          </Notice>
        )}
        {backupCodes ? (
          <div className="space-y-5">
            <Notice tone="success">{t("twoFactorSetup.on")}</Notice>
            <p className="text-sm text-ink">{t("twoFactorSetup.backupIntro")}</p>
            <ul className="grid grid-cols-2 gap-2 font-mono text-base" data-testid="backup-codes">
              {backupCodes.map((code) => (
                <li key={code} className="rounded bg-surface px-2 py-1 text-center">
                  {code}
                </li>
              ))}
            </ul>
            <ButtonLink to={loaderData.dashboard} size="lg" className="w-full">
              {t("twoFactorSetup.continue")}
            </ButtonLink>
          </div>
        ) : loaderData.enabled ? (
          <div className="flex items-start gap-3">
            <ShieldCheck aria-hidden className="size-6 shrink-0 text-green-700" />
            <p>{t("twoFactorSetup.enabled")}</p>
          </div>
        ) : view?.step === "scan" ? (
          <>
            <ScanStep enrolment={view.enrolment} result={view.result} t={t} />
            <RestartEnrolment t={t} />
          </>
        ) : view?.step !== "password" && loaderData.pending ? (
          <>
            <ScanStep enrolment={loaderData.pending} t={t} />
            <RestartEnrolment t={t} />
          </>
        ) : (
          <>
            {view?.step === "password" && view.restarted && (
              <Notice tone="info" className="mb-5">
                {t("twoFactorSetup.restarted")}
              </Notice>
            )}
            <PasswordStep result={view?.step === "password" ? view.result : undefined} t={t} />
          </>
        )}
      </AuthLayout>
    </>
  );
}
