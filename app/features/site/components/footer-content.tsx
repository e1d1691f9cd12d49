import { Facebook, Instagram, Linkedin, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ChatLauncher } from "~/features/chat";
import { SubscribeForm } from "~/features/newsletter";
import { socialNetworks, type SocialNetwork } from "~/lib/social-networks";
import { Container } from "~/ui/container";

export type FooterProps = {
  contactEmail: string;
  /** Only the networks whose page the team has set (console, Settings). */
  social: { network: SocialNetwork; url: string }[];
  year: number;
};

/** X's mark (lucide has none; its "X" is a close icon). */
function XMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={className} fill="currentColor">
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
    </svg>
  );
}

const icons: Record<SocialNetwork, LucideIcon | typeof XMark> = {
  facebook: Facebook,
  instagram: Instagram,
  linkedin: Linkedin,
  x: XMark,
};

type FooterColumn = { heading: string; links: { label: string; to: string }[] };

// Spec accounts §2.5, in its order.
const columns: FooterColumn[] = [
  {
    heading: "Patient Resources",
    links: [
      { label: "Understand CRC", to: "/education/patients/colorectal-cancer" },
      { label: "Screening Options", to: "/get-screened" },
      { label: "Find a GP Clinic", to: "/find-a-gp" },
      { label: "Find a Specialist Clinic", to: "/find-a-specialist" },
    ],
  },
  {
    heading: "Professional Portals",
    links: [
      { label: "GP Portal", to: "/register/clinic" },
      { label: "Specialist Portal", to: "/register/specialist" },
      { label: "Corporate CSR", to: "/register/corporate" },
      { label: "Partner Sign In", to: "/partner-sign-in" },
    ],
  },
  {
    heading: "About the Movement",
    links: [
      { label: "About Us", to: "/about-us" },
      { label: "Movement Pillars", to: "/movement-pillars" },
      { label: "Vision 2035", to: "/vision2035" },
      { label: "Join Us", to: "/signup/champion" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Terms of Use", to: "/terms-of-use" },
      { label: "Cookie Policy", to: "/cookie-policy" },
    ],
  },
];

// Set once on the nav (not on every link) to keep the page's HTML small.
const navLinks =
  "[&_a]:inline-flex [&_a]:min-h-8 [&_a]:items-center [&_a]:text-white [&_a]:underline-offset-4 [&_a:hover]:underline";

/** What the footer holds (its element, `<footer>`, is the island in footer.tsx). */
export function FooterContent({ contactEmail, social, year }: FooterProps) {
  return (
    <>
      <Container className="grid gap-10 py-12 lg:grid-cols-[1fr_2fr]">
        <div>
          <Link
            to="/"
            className="inline-flex min-h-8 items-center gap-2 text-lg font-extrabold tracking-tight text-white"
          >
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
            RID-CRC
            <span className="sr-only">home page</span>
          </Link>
          <p className="mt-3 max-w-sm text-sm">
            A National Movement to Outsmart Colorectal Cancer. For Lives, Not for Profits.
          </p>
          <p className="mt-4 text-sm">
            <span className="block font-semibold text-white">Contact us</span>
            {contactEmail ? (
              <a
                href={`mailto:${contactEmail}`}
                className="inline-flex min-h-8 items-center break-all text-white underline underline-offset-4"
              >
                {contactEmail}
              </a>
            ) : null}
            <Link to="/contact" className="flex min-h-8 items-center text-white underline underline-offset-4">
              Send us a message
            </Link>
          </p>
          {social.length > 0 ? (
            <ul aria-label="RID-CRC on social media" className="mt-4 flex gap-2">
              {social.map(({ network, url }) => {
                const Icon = icons[network];
                return (
                  <li key={network}>
                    <a
                      href={url}
                      rel="me noopener"
                      className="inline-flex size-11 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700"
                    >
                      <Icon aria-hidden className="size-5" />
                      <span className="sr-only">{socialNetworks[network]}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <div className="mt-6">
            <SubscribeForm id="footer-subscribe" tone="dark" />
          </div>
        </div>

        <nav
          aria-label="Footer"
          className={`grid grid-cols-1 gap-8 min-[400px]:grid-cols-2 md:grid-cols-4 ${navLinks}`}
        >
          {columns.map((column) => (
            <div key={column.heading}>
              <h2 className="text-sm font-bold uppercase tracking-wider text-brand-100">{column.heading}</h2>
              <ul className="mt-3 space-y-1 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Container>
      <div className="border-t border-brand-800">
        {/* Room at the end of every page for the floating chat button: the last lines never sit under it. */}
        <Container className="space-y-1 pt-6 pb-20 text-sm">
          <p>© {year} RID-CRC. A National Movement to Outsmart Colorectal Cancer.</p>
          <p>Content on this site is educational and not a substitute for professional medical advice.</p>
        </Container>
      </div>
      <ChatLauncher />
    </>
  );
}
