import { BookOpen, Building2, Landmark, Megaphone, Stethoscope } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/ui/container";
import { SectionHeading, textLinkClass } from "./section-heading";

const pillars = [
  {
    icon: Megaphone,
    title: "Public Awareness",
    to: "/pillars/rid-crc-pub",
    text: "Real stories and clear facts that get people talking about colorectal cancer, and booking their screening.",
  },
  {
    icon: Stethoscope,
    title: "Clinician Engagement",
    to: "/pillars/rid-crc-sgp",
    text: "GPs and specialists working side by side, so every patient has a clear path from first test to colonoscopy.",
  },
  {
    icon: Landmark,
    title: "Policy Alignment",
    to: "/pillars/rid-crc-gov",
    text: "Working with public-health partners so that screening becomes easy, affordable and routine for everyone.",
  },
  {
    icon: Building2,
    title: "Corporate CSR",
    to: "/pillars/rid-crc-csr",
    text: "Employers and sponsors funding screening for those who need it most, and encouraging their own people to get checked.",
  },
  {
    icon: BookOpen,
    title: "Patient Education",
    to: "/pillars/rid-crc-edu",
    text: "Plain-language guides on risk, symptoms, tests and what to expect at every step.",
  },
];

export function Pillars() {
  return (
    <section aria-labelledby="home-pillars-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="home-pillars-title" eyebrow="How we work" title="Five pillars, one movement">
          <p>No single group can beat colorectal cancer alone. Each pillar brings a different part of Singapore in.</p>
        </SectionHeading>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 *:relative *:rounded-2xl *:border *:border-line *:bg-white *:p-6 *:shadow-sm *:hover:shadow-md">
          {pillars.map(({ icon: Icon, title, to, text }) => (
            <li key={to}>
              <Icon aria-hidden className="size-7 text-brand-700" />
              <h3 className="mt-3 text-xl font-bold text-brand-900">
                {/* The link covers the whole card (::after), so the card is one large target. */}
                <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl hover:underline">
                  {title}
                  <span className="sr-only"> pillar</span>
                </Link>
              </h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <Link to="/movement-pillars" className={`${textLinkClass} mt-6 text-brand-700`}>
          Explore all five movement pillars
          <span aria-hidden>→</span>
        </Link>
      </Container>
    </section>
  );
}
