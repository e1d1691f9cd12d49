import { Link } from "~/ui/link";
// Named imports let the bundler ship only the figures this section shows.
import { screeningStartAge } from "../../../../../content/facts.json";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { ColonArt } from "./illustrations";
import { SectionHeading, textLinkClass } from "./section-heading";

const reasons = [
  "The doctor sees the whole colon and rectum, not just a sample.",
  "Polyps can be removed during the same procedure, before they have a chance to become cancer.",
  "It is done by a specialist, and most people are sedated and comfortable throughout.",
];

export function ColonoscopyGift() {
  return (
    <section aria-labelledby="home-colonoscopy-title" className="bg-surface py-16 sm:py-20">
      <Container className="grid items-center gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <SectionHeading
            id="home-colonoscopy-title"
            eyebrow="The gold standard · SG60"
            title="This SG60, give yourself the gift of a colonoscopy"
          >
            <p>
              As Singapore turns 60, give yourself and the people you love a gift that lasts: peace of mind. Colonoscopy
              is the gold standard of colorectal screening because it can find and remove growths before they turn into
              cancer.
            </p>
            <p>{screeningStartAge.text}</p>
            <p>
              Noticed blood in your stool or a lasting change in your bowel habits? Do not wait for screening. See a
              doctor now.
            </p>
          </SectionHeading>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
            <ButtonLink to="/find-a-specialist" size="lg">
              Get Scoped Now
            </ButtonLink>
            <Link to="/education/article/colonoscopy-gold-standard" className={`${textLinkClass} text-brand-700`}>
              Why colonoscopy is the gold standard
              <span aria-hidden>→</span>
            </Link>
          </div>
        </div>
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <div className="flex items-center gap-4">
            <ColonArt className="size-20 shrink-0 sm:size-24" />
            <h3 className="text-xl font-bold text-brand-900">Why colonoscopy?</h3>
          </div>
          <ul className="mt-6 space-y-4">
            {reasons.map((reason) => (
              <li key={reason} className="flex gap-3 text-ink">
                <span aria-hidden className="mt-2 size-2 shrink-0 rounded-full bg-accent-600" />
                {reason}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
