import { Link } from "~/ui/link";
import { Container } from "~/ui/container";
import { pillars } from "../../pillars";
import { SectionHeading, textLinkClass } from "./section-heading";
import type { T } from "~/lib/i18n/translate";

export function Pillars({ t }: { t: T }) {
  return (
    <section aria-labelledby="home-pillars-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="home-pillars-title" eyebrow={t("pillars.eyebrow")} title={t("pillars.title")}>
          <p>{t("pillars.intro")}</p>
        </SectionHeading>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 *:relative *:rounded-2xl *:border *:border-line *:bg-white *:p-6 *:shadow-sm *:hover:shadow-md">
          {pillars.map(({ slug }, i) => (
            <li key={slug}>
              <span
                aria-hidden
                className="grid size-9 place-items-center rounded-full bg-brand-50 font-bold text-brand-800"
              >
                {i + 1}
              </span>
              <h3 className="mt-3 text-xl font-bold text-brand-900">
                {/* The link covers the whole card (::after), so the card is one large target. */}
                <Link
                  to={`/pillars/${slug}`}
                  className="after:absolute after:inset-0 after:rounded-2xl hover:underline"
                >
                  {t(`pillars.items.${slug}.title`)}
                  <span className="sr-only">{t("pillars.suffix")}</span>
                </Link>
              </h3>
              <p className="mt-2 text-muted">{t(`pillars.items.${slug}.summary`)}</p>
            </li>
          ))}
        </ul>
        <Link to="/movement-pillars" className={`${textLinkClass} mt-6 text-brand-700`}>
          {t("pillars.all")}
          <span aria-hidden>→</span>
        </Link>
      </Container>
    </section>
  );
}
