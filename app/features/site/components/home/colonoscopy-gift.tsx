import { Link } from "~/ui/link";
// Named imports let the bundler ship only the figures this section shows.
import { screeningStartAge } from "../../../../../content/facts.json";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { ColonArt } from "./illustrations";
import { SectionHeading, textLinkClass } from "./section-heading";
import type { T } from "~/lib/i18n/translate";

// Keys of app/locales/<lang>/home.json, in the page's order.
const reasons = ["whole", "polyps", "specialist"] as const;

export function ColonoscopyGift({ t }: { t: T }) {
  return (
    <section aria-labelledby="home-colonoscopy-title" className="bg-surface py-16 sm:py-20">
      <Container className="grid grid-cols-[minmax(0,1fr)] items-center gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <SectionHeading id="home-colonoscopy-title" eyebrow={t("colonoscopy.eyebrow")} title={t("colonoscopy.title")}>
            <p>{t("colonoscopy.intro")}</p>
            <p>
              {t("colonoscopy.startAge", {
                singapore: screeningStartAge.singapore,
                international: screeningStartAge.international,
              })}
            </p>
            <p>{t("colonoscopy.symptoms")}</p>
          </SectionHeading>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
            <ButtonLink to="/find-a-specialist" size="lg">
              {t("colonoscopy.cta")}
            </ButtonLink>
            <Link to="/education/article/colonoscopy-gold-standard" className={`${textLinkClass} text-brand-700`}>
              {t("colonoscopy.why")}
              <span aria-hidden>→</span>
            </Link>
          </div>
        </div>
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <div className="flex flex-wrap items-center gap-4">
            <ColonArt className="size-20 shrink-0 sm:size-24" />
            <h3 className="text-xl font-bold text-brand-900">{t("colonoscopy.reasonsTitle")}</h3>
          </div>
          <ul className="mt-6 space-y-4">
            {reasons.map((reason) => (
              <li key={reason} className="flex gap-3 text-ink">
                <span aria-hidden className="mt-2 size-2 shrink-0 rounded-full bg-accent-600" />
                {t(`colonoscopy.reasons.${reason}`)}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
