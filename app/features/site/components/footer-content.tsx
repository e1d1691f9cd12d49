import type { ReactNode } from "react";
import { Facebook, Instagram, Linkedin, type LucideIcon } from "lucide-react";
import { Link } from "~/ui/link";
import { ChatLauncher } from "~/features/chat";
import { SubscribeForm } from "~/features/newsletter";
import { socialNetworks, type SocialNetwork } from "~/lib/page/social-networks";
import { Container } from "~/ui/container";
import { useShellT } from "~/ui/shell-text";
import type { NavLink } from "../navigation";

export type FooterProps = {
  contactEmail: string;
  /** Only the networks whose page the team has set (console, Settings). */
  social: { network: SocialNetwork; url: string }[];
  year: number;
  /** The language switcher, drawn by footer.tsx. */
  languages: ReactNode;
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

// Its links are the header's kind: a key of shell.json and an address.
type FooterColumn = { heading: string; links: NavLink[] };

// Spec accounts §2.5, in its order; headings and labels are keys of app/locales/<lang>/shell.json.
const columns: FooterColumn[] = [
  {
    heading: "footer.patients.heading",
    links: [
      { label: "footer.patients.understand", to: "/education/patients/colorectal-cancer" },
      { label: "footer.patients.options", to: "/get-screened" },
      { label: "footer.patients.findGp", to: "/find-a-gp" },
      { label: "footer.patients.findSpecialist", to: "/find-a-specialist" },
    ],
  },
  {
    heading: "footer.professionals.heading",
    links: [
      { label: "footer.professionals.gp", to: "/register/clinic" },
      { label: "footer.professionals.specialist", to: "/register/specialist" },
      { label: "footer.professionals.corporate", to: "/register/corporate" },
      { label: "footer.professionals.signIn", to: "/partner-sign-in" },
    ],
  },
  {
    heading: "footer.movement.heading",
    links: [
      { label: "footer.movement.about", to: "/about-us" },
      { label: "footer.movement.pillars", to: "/movement-pillars" },
      { label: "footer.movement.vision", to: "/vision2035" },
      { label: "footer.movement.join", to: "/signup/champion" },
    ],
  },
  {
    heading: "footer.legal.heading",
    links: [
      { label: "footer.legal.privacy", to: "/privacy-policy" },
      { label: "footer.legal.terms", to: "/terms-of-use" },
      { label: "footer.legal.cookies", to: "/cookie-policy" },
    ],
  },
];

// Set once on the nav (not on every link) to keep the page's HTML small.
const navLinks =
  "[&_a]:inline-flex [&_a]:min-h-8 [&_a]:items-center [&_a]:text-white [&_a]:underline-offset-4 [&_a:hover]:underline";

/** What the footer holds (its element, `<footer>`, is the island in footer.tsx). */
export function FooterContent({ contactEmail, social, year, languages }: FooterProps) {
  const t = useShellT();
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
            <span className="sr-only">{t("footer.homePage")}</span>
          </Link>
          <p className="mt-3 max-w-sm text-sm">{t("footer.tagline")}</p>
          <p className="mt-4 text-sm">
            <span className="block font-semibold text-white">{t("footer.contactUs")}</span>
            {contactEmail ? (
              <a
                href={`mailto:${contactEmail}`}
                className="inline-flex min-h-8 items-center break-all text-white underline underline-offset-4"
              >
                {contactEmail}
              </a>
            ) : null}
            <Link to="/contact" className="flex min-h-8 items-center text-white underline underline-offset-4">
              {t("footer.sendMessage")}
            </Link>
          </p>
          {social.length > 0 ? (
            <ul aria-label={t("footer.social")} className="mt-4 flex gap-2">
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
            <SubscribeForm id="footer-subscribe" tone="dark" t={t} />
          </div>
        </div>

        <nav
          aria-label={t("footer.nav")}
          className={`grid grid-cols-1 gap-8 min-[400px]:grid-cols-2 md:grid-cols-4 ${navLinks}`}
        >
          {columns.map((column) => (
            <div key={column.heading}>
              <h2 className="text-sm font-bold uppercase tracking-wider text-brand-100">{t(column.heading)}</h2>
              <ul className="mt-3 space-y-1 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(link.label)}</Link>
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
          {languages}
          {/* The year as written, not as a number to group ("2,026"). */}
          <p>{t("footer.copyright", { year: String(year) })}</p>
          <p>{t("footer.disclaimer")}</p>
        </Container>
      </div>
      <ChatLauncher />
    </>
  );
}
