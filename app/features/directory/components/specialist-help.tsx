import { HandCoins } from "lucide-react";
import { ButtonLink } from "~/ui/button";
import type { Lang } from "~/lib/i18n/languages";
import { createT, type Messages } from "~/lib/i18n/translate";

const visitTips = ["results", "symptoms", "medicines", "preparation", "cost"];

/** Below the specialist directory's results: preparing for the visit, and help with the cost (in the page's language). */
export function SpecialistHelp({ lang, messages }: { lang: Lang; messages: Messages }) {
  const t = createT(lang, messages);
  return (
    <>
      <section aria-labelledby="tips-title" className="mt-12 rounded-2xl bg-surface p-6">
        <h2 id="tips-title" className="text-xl font-bold text-brand-900">
          {t("help.tipsTitle")}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-ink">
          {visitTips.map((tip) => (
            <li key={tip}>{t(`help.tips.${tip}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="assistance-title" className="mt-8 rounded-2xl bg-brand-800 p-6 text-white">
        <h2 id="assistance-title" className="flex items-center gap-2 text-xl font-bold">
          <HandCoins aria-hidden className="size-6" /> {t("help.costTitle")}
        </h2>
        <p className="mt-3 text-brand-50">{t("help.costText")}</p>
        <ButtonLink to="/get-screened/costs" variant="inverse" className="mt-5">
          {t("help.costLink")}
        </ButtonLink>
      </section>
    </>
  );
}
