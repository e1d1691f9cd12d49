import { AlertTriangle } from "lucide-react";
import { ButtonLink } from "~/ui/button";
import type { T } from "~/lib/i18n/translate";

/** Spec content §2.6, §8: a dashboard's error screen (a record that is missing) with "Return to Home". */
export function DashboardMessage({ t, message }: { t: T; message: string }) {
  return (
    <section
      role="alert"
      className="mt-8 max-w-xl rounded-2xl border border-accent-600 bg-white p-6"
      data-testid="dashboard-error"
    >
      <p className="flex items-start gap-2 text-lg font-semibold text-ink">
        <AlertTriangle aria-hidden className="mt-1 size-5 shrink-0 text-accent-600" />
        {message}
      </p>
      <ButtonLink to="/" className="mt-4">
        {t("summary.returnHome")}
      </ButtonLink>
    </section>
  );
}
