import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { PeopleArt } from "./illustrations";

export function JoinCta() {
  return (
    <section aria-labelledby="home-join-title" className="py-16 sm:py-20">
      <Container>
        <div className="flex flex-col items-center rounded-3xl bg-brand-50 px-6 py-12 text-center sm:px-12">
          <PeopleArt />
          <h2
            id="home-join-title"
            className="mt-6 text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl"
          >
            Join the movement. Outsmart colorectal cancer together.
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ink">
            Sign up free as a Champion to learn the facts, share them, and remind the people you love to get screened.
            Run a clinic? Join our trusted panel and help more patients take the first step.
          </p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <ButtonLink to="/signup/champion" size="lg">
              Sign Up as a Champion
            </ButtonLink>
            <ButtonLink to="/register/clinic" size="lg" variant="secondary">
              Register your clinic
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
