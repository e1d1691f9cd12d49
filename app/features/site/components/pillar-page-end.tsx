import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { PillarIcon } from "../pillar-icons";
import type { PillarSlug } from "../pillars";
import { ScreeningCtaBanner, type BannerWords } from "./screening-cta-banner";

/** The end of every pillar page, in the page's language: the screening banner and the way on to the other pillars. */
export function PillarPageEnd({
  others,
  heading,
  banner,
}: {
  others: { slug: PillarSlug; title: string }[];
  heading: string;
  banner: BannerWords;
}) {
  return (
    <>
      <ScreeningCtaBanner words={banner} />
      <section aria-labelledby="other-pillars" className="bg-surface py-12">
        <Container>
          <h2 id="other-pillars" className="text-xl font-bold text-brand-900">
            {heading}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {others.map((p) => (
              <li key={p.slug}>
                <ButtonLink to={`/pillars/${p.slug}`} variant="secondary">
                  <PillarIcon slug={p.slug} className="size-4" />
                  {p.title}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
