import { ButtonLink } from "./button";
import { Container } from "./container";

/** The call-to-action banner (spec content §2.2): find your screening path, or a clinic near you. */
export function ScreeningCtaBanner() {
  return (
    <section aria-labelledby="screening-cta-title" className="bg-brand-800 py-12 text-white">
      <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="screening-cta-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            Ready to take the first step?
          </h2>
          <p className="mt-2 text-lg text-brand-50">
            Screening is quick, and finding colorectal cancer early changes everything.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/choose-screening" variant="inverse" size="lg">
            Find Your Screening Path
          </ButtonLink>
          <ButtonLink to="/clinics" variant="inverse" size="lg">
            View Screening Locations
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
