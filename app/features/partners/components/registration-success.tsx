import { CheckCircle2, MailCheck, ShieldCheck } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { ButtonLink } from "~/ui/button";
import { useLang } from "~/ui/link";
import { createT, type Messages } from "~/lib/i18n/translate";

/** What the action answers on success; the words of the promise come with it (spec accounts §9). */
export type Registered = { email: string; promise: string; tier: string | null };

/** A sentence with one `{{name}}` shown in bold: the text before it and after it. */
const around = (text: string, name: string) => text.split(`{{${name}}}`) as [string, string?];

/**
 * The success screen (spec accounts §2.9): it replaces the form, and the page goes back to the
 * top so the person sees it (on pages without React, form-feedback focuses `data-focus`). Two steps: verify the e-mail address, then the team's review.
 */
export function RegistrationSuccess({ email, promise, tier, words }: Registered & { words: Messages }) {
  // The words in the page's language: registration.json's `success` group (issue 27).
  const t = createT(useLang(), words);
  const [beforeTier, afterTier] = around(t("success.tier"), "tier");
  const [beforeEmail, afterEmail] = around(t("success.verify"), "email");
  useEffect(() => {
    window.scrollTo({ top: 0 });
    document.getElementById("registration-success")?.focus();
  }, []);
  return (
    <div id="registration-success" tabIndex={-1} role="status" data-focus className="space-y-6 outline-none">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden className="size-8 shrink-0 text-green-700" />
        <div>
          <h2 className="text-2xl font-bold text-brand-900">{t("success.title")}</h2>
          <p className="mt-2 text-ink">{promise}</p>
          {tier ? (
            <p className="mt-2 text-ink">
              {beforeTier}
              <strong>{tier}</strong>
              {afterTier}
            </p>
          ) : null}
        </div>
      </div>
      <ol className="space-y-4">
        <SuccessStep
          icon={<MailCheck aria-hidden className="size-6 text-brand-700" />}
          title={t("success.verifyTitle")}
        >
          {beforeEmail}
          <strong>{email}</strong>
          {afterEmail}
        </SuccessStep>
        <SuccessStep
          icon={<ShieldCheck aria-hidden className="size-6 text-brand-700" />}
          title={t("success.reviewTitle")}
        >
          {t("success.review")}
        </SuccessStep>
      </ol>
      <ButtonLink to="/">{t("success.home")}</ButtonLink>
    </div>
  );
}

function SuccessStep({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-xl bg-brand-50 p-4">
      {icon}
      <div>
        <h3 className="font-bold text-brand-900">{title}</h3>
        <p className="mt-1 text-sm text-ink">{children}</p>
      </div>
    </li>
  );
}
