import type { Route } from "./+types/advisors";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { AdvisorPortrait } from "../components/advisor-portrait";
import { PageHeader } from "~/ui/page-header";
import { staticPage } from "../pages.server";
import { pageMeta } from "~/lib/seo";
import { noReact } from "~/lib/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export const loader = () => staticPage("/about/advisors");

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Medical Advisory Board",
    description: "The clinicians who will guide RID-CRC's medical content and screening pathways.",
    canonical: data?.canonical,
  });

// Roles, not people: no names are shown until the board is announced (no invented doctors).
const advisors = [
  {
    title: "Colorectal Surgeon (to be announced)",
    credentials: "Specialist registration in general surgery, subspecialty in colorectal surgery",
    specialization: "Colonoscopy and colorectal cancer surgery",
    bio: "Will advise on colonoscopy pathways and on how patients with a positive screening result reach a specialist quickly.",
  },
  {
    title: "Gastroenterologist (to be announced)",
    credentials: "Specialist registration in gastroenterology",
    specialization: "Endoscopy and polyp surveillance",
    bio: "Will review our education content on polyps, follow-up intervals and preparing for a colonoscopy.",
  },
  {
    title: "Family Physician (to be announced)",
    credentials: "Registered family physician in primary care",
    specialization: "Screening in primary care",
    bio: "Will guide how GPs start the screening conversation and arrange blood-based and stool tests.",
  },
];

export default function Advisors() {
  return (
    <>
      <PageHeader
        title="Medical Advisory Board"
        eyebrow="About RID-CRC"
        crumbs={[{ label: "About Us", to: "/about-us" }, { label: "Medical Advisory Board" }]}
      >
        <p>
          RID-CRC is clinician-led. Our Medical Advisory Board reviews what we publish and how we guide people to
          screening. Members will be announced soon, and more advisors will be announced as the movement grows.
        </p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <ul className="grid gap-5 md:grid-cols-3">
          {advisors.map((a) => (
            <li key={a.title} className="rounded-2xl border border-line bg-white p-6 text-center shadow-sm">
              <AdvisorPortrait />
              <p className="mt-4 inline-block rounded-full bg-surface px-3 py-1 text-xs font-semibold text-muted">
                Illustrative profile — the Medical Advisory Board will be announced
              </p>
              <h2 className="mt-3 text-xl font-bold text-brand-900">{a.title}</h2>
              <dl className="mt-3 space-y-2 text-left text-sm">
                <div>
                  <dt className="font-semibold text-ink">Credentials</dt>
                  <dd className="text-muted">{a.credentials}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink">Specialization</dt>
                  <dd className="text-muted">{a.specialization}</dd>
                </div>
              </dl>
              <p className="mt-3 text-left text-ink">{a.bio}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-lg text-ink">More advisors will be announced.</p>
        <ButtonLink to="/about-us" variant="secondary" className="mt-6">
          Back to About Us
        </ButtonLink>
      </Container>
    </>
  );
}
