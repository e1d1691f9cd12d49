import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { SectionHeading } from "./section-heading";
import type { T } from "~/lib/i18n/translate";

// Keys of app/locales/<lang>/home.json, in the page's order.
const options = ["fit", "bloodTest", "colonoscopy"] as const;
const steps = ["talk", "test", "positive"] as const;

export function BloodScreening({ t }: { t: T }) {
  return (
    <section aria-labelledby="home-blood-title" className="bg-brand-800 py-16 text-white sm:py-20">
      <Container>
        <SectionHeading id="home-blood-title" tone="dark" eyebrow={t("blood.eyebrow")} title={t("blood.title")}>
          <p>{t("blood.intro")}</p>
        </SectionHeading>

        <ul className="mt-10 grid gap-5 md:grid-cols-3 *:rounded-2xl *:bg-brand-900 *:p-6">
          {options.map((option) => (
            <li key={option}>
              <h3 className="text-xl font-bold">{t(`blood.${option}.title`)}</h3>
              <p className="mt-2 text-brand-50">{t(`blood.${option}.text`)}</p>
            </li>
          ))}
        </ul>

        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-bold">{t("blood.nextTitle")}</h3>
            <ol className="mt-4 space-y-3">
              {steps.map((step, i) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden
                    className="grid size-7 shrink-0 place-items-center rounded-full bg-white text-sm font-bold text-brand-800"
                  >
                    {i + 1}
                  </span>
                  <span className="text-brand-50">{t(`blood.steps.${step}`)}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-2xl border border-brand-600 p-6">
            <h3 className="text-xl font-bold">{t("blood.notReplaceTitle")}</h3>
            <p className="mt-3 text-brand-50">{t("blood.notReplaceText")}</p>
            <ButtonLink to="/get-screened" size="lg" variant="inverse" className="mt-6">
              {t("blood.cta")}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
