/**
 * The header's menus, exactly as spec accounts §2.4 lists them. `label` is the key of its words in
 * app/locales/<lang>/shell.json (issue 27): the English is there, with the other languages.
 */
export type NavLink = { label: string; to: string };
export type NavGroup = { label: string; links: NavLink[] };

export const mainMenus: NavGroup[] = [
  {
    label: "nav.education.label",
    links: [
      { label: "nav.education.hub", to: "/education" },
      { label: "nav.education.patients", to: "/education/patients" },
      { label: "nav.education.clinicians", to: "/education/clinicians" },
      { label: "nav.education.faqs", to: "/education/faqs" },
      { label: "nav.education.newsroom", to: "/education/newsroom" },
      { label: "nav.education.resources", to: "/education/resources" },
      { label: "nav.education.events", to: "/upcoming-events" },
    ],
  },
  {
    label: "nav.getScreened.label",
    links: [
      { label: "nav.getScreened.goldStandard", to: "/education/article/colonoscopy-gold-standard" },
      { label: "nav.getScreened.options", to: "/get-screened" },
      { label: "nav.getScreened.findGp", to: "/find-a-gp" },
      { label: "nav.getScreened.findSpecialist", to: "/find-a-specialist" },
    ],
  },
  {
    label: "nav.pillars.label",
    links: [
      { label: "nav.pillars.all", to: "/movement-pillars" },
      { label: "nav.pillars.pub", to: "/pillars/rid-crc-pub" },
      { label: "nav.pillars.sgp", to: "/pillars/rid-crc-sgp" },
      { label: "nav.pillars.gov", to: "/pillars/rid-crc-gov" },
      { label: "nav.pillars.csr", to: "/pillars/rid-crc-csr" },
      { label: "nav.pillars.edu", to: "/pillars/rid-crc-edu" },
    ],
  },
  {
    label: "nav.about.label",
    links: [
      { label: "nav.about.aboutUs", to: "/about-us" },
      { label: "nav.about.advisors", to: "/about/advisors" },
      { label: "nav.about.vision", to: "/vision2035" },
      { label: "nav.about.champions", to: "/csr-showcase" },
    ],
  },
];

export const clinicalTrialsLink: NavLink = { label: "nav.clinicalTrials", to: "/clinical-trials" };

export function joinMenu(signedIn: boolean): NavGroup {
  return {
    label: "nav.join.label",
    links: signedIn
      ? [
          { label: "nav.join.shareStory", to: "/share-your-story" },
          { label: "nav.join.stories", to: "/stories" },
          { label: "nav.join.referFriend", to: "/refer-friend" },
        ]
      : [
          { label: "nav.join.champion", to: "/signup/champion" },
          { label: "nav.join.clinic", to: "/register/clinic" },
          { label: "nav.join.specialist", to: "/register/specialist" },
          { label: "nav.join.corporate", to: "/register/corporate" },
          { label: "nav.join.stories", to: "/stories" },
        ],
  };
}

export const countries = ["Singapore", "Philippines", "India"] as const;
