import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { PeopleArt } from "./illustrations";
import type { T } from "~/lib/i18n/translate";

export function JoinCta({ t }: { t: T }) {
  return (
    <section aria-labelledby="home-join-title" className="py-16 sm:py-20">
      <Container>
        <div className="flex flex-col items-center rounded-3xl bg-brand-50 px-6 py-12 text-center sm:px-12">
          <PeopleArt />
          <h2
            id="home-join-title"
            className="mt-6 text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl"
          >
            {t("join.title")}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ink">{t("join.text")}</p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <ButtonLink to="/signup/champion" size="lg">
              {t("join.champion")}
            </ButtonLink>
            <ButtonLink to="/register/clinic" size="lg" variant="secondary">
              {t("join.clinic")}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
