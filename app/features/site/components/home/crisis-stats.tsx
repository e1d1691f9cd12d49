import { Container } from "~/ui/container";
import type { HomeFacts } from "../../pages.server";
import { SectionHeading } from "./section-heading";

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const statsOf = ({
  crcShareFemalePercent,
  crcShareMalePercent,
  lateStageText,
  lifetimeRiskText,
  screeningRatePercent,
  uptakeTarget,
}: HomeFacts) => [
  {
    value: lifetimeRiskText,
    label: "Lifetime risk",
    text: "Singaporeans will develop colorectal cancer at some point in their lives.",
  },
  {
    value: capitalise(lateStageText),
    label: "Found at a late stage",
    text: "Most cases are diagnosed late, when treatment is harder and the odds are worse.",
  },
  {
    value: `${screeningRatePercent}%`,
    label: "Screening rate",
    text: `Too few of us get screened. Our goal is ${uptakeTarget.percent}% by ${uptakeTarget.year}.`,
  },
  {
    value: "2nd",
    label: "Leading cause of cancer death",
    text: `It makes up ${crcShareMalePercent}% of cancers in men and ${crcShareFemalePercent}% in women.`,
  },
];

/** The figures come with the page (the loader), so the figures file stays out of the browser's code. */
export function CrisisStats({ facts }: { facts: HomeFacts }) {
  return (
    <section aria-labelledby="home-crisis-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="home-crisis-title"
          eyebrow="The challenge"
          title="Colorectal cancer is Singapore's quiet crisis"
        >
          <p>
            It often grows without symptoms for years. That is exactly why screening matters: it finds the disease while
            it is still small and treatable.
          </p>
        </SectionHeading>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4 *:rounded-2xl *:border *:border-line *:bg-white *:p-6 *:shadow-sm">
          {statsOf(facts).map((stat) => (
            <li key={stat.label}>
              <h3>
                <span className="block text-4xl font-extrabold tracking-tight text-accent-600">{stat.value}</span>
                <span className="mt-2 block text-lg font-bold text-brand-900">{stat.label}</span>
              </h3>
              <p className="mt-2 text-muted">{stat.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
