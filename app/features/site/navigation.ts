/** The header's menus, exactly as spec accounts §2.4 lists them. */
export type NavLink = { label: string; to: string };
export type NavGroup = { label: string; links: NavLink[] };

export const mainMenus: NavGroup[] = [
  {
    label: "Education",
    links: [
      { label: "Education Hub", to: "/education" },
      { label: "For Patients", to: "/education/patients" },
      { label: "For Clinicians", to: "/education/clinicians" },
      { label: "FAQs", to: "/education/faqs" },
      { label: "Newsroom", to: "/education/newsroom" },
      { label: "Resources", to: "/education/resources" },
      { label: "Upcoming Events", to: "/upcoming-events" },
    ],
  },
  {
    label: "Get Screened",
    links: [
      { label: "Why Colonoscopy Is the Gold Standard", to: "/education/article/colonoscopy-gold-standard" },
      { label: "Screening Options", to: "/get-screened" },
      { label: "Find a GP", to: "/find-a-gp" },
      { label: "Find a Specialist", to: "/find-a-specialist" },
    ],
  },
  {
    label: "Movement Pillars",
    links: [
      { label: "All Pillars", to: "/movement-pillars" },
      { label: "Public Awareness", to: "/pillars/rid-crc-pub" },
      { label: "Specialists & GPs", to: "/pillars/rid-crc-sgp" },
      { label: "Government & Policy", to: "/pillars/rid-crc-gov" },
      { label: "Corporate CSR", to: "/pillars/rid-crc-csr" },
      { label: "Patient Education", to: "/pillars/rid-crc-edu" },
    ],
  },
  {
    label: "About Us",
    links: [
      { label: "About Us", to: "/about-us" },
      { label: "Medical Advisory Board", to: "/about/advisors" },
      { label: "Vision 2035", to: "/vision2035" },
      { label: "Corporate Champions", to: "/csr-showcase" },
    ],
  },
];

export const clinicalTrialsLink: NavLink = { label: "Clinical Trials", to: "/clinical-trials" };

export function joinMenu(signedIn: boolean): NavGroup {
  return {
    label: "Join the Movement",
    links: signedIn
      ? [
          { label: "Share Your Story", to: "/share-your-story" },
          { label: "Real Stories", to: "/stories" },
          { label: "Refer a Friend", to: "/refer-friend" },
        ]
      : [
          { label: "Become a Champion", to: "/signup/champion" },
          { label: "Register a GP Clinic", to: "/register/clinic" },
          { label: "Register as a Specialist", to: "/register/specialist" },
          { label: "Corporate CSR Partnership", to: "/register/corporate" },
          { label: "Real Stories", to: "/stories" },
        ],
  };
}

export const countries = ["Singapore", "Philippines", "India"] as const;
