import { Link } from "react-router";
import { ChatLauncher } from "~/features/chat";
import { Container } from "~/ui/container";

export type FooterProps = { contactEmail: string; year: number };

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
export function FooterContent({ contactEmail, year }: FooterProps) {
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
          {contactEmail ? (
            <p className="mt-4 text-sm">
              <span className="block font-semibold text-white">Contact us</span>
              <a
                href={`mailto:${contactEmail}`}
                className="inline-flex min-h-8 items-center break-all text-white underline underline-offset-4"
              >
                {contactEmail}
              </a>
            </p>
          ) : null}
          {/* Spec §2.5 shows four social icons with empty links; empty links fail WCAG 2.4.4, so none are rendered yet. */}
          <p className="mt-4 text-sm">Follow the movement on social media — links coming soon.</p>
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
