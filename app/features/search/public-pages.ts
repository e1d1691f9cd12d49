/**
 * The public pages of the site (spec content §2.1), for the sitemap and the search index. Pages that
 * need a signed-in user, developer previews and aliases of another address are left out: a crawler
 * should see each page once, at its canonical address.
 */
type PublicPage = { path: string; title?: string; description?: string };

/** Key pages people search for by name: indexed with a title and a description. */
export const keyPages: Required<PublicPage>[] = [
  {
    path: "/get-screened",
    title: "Get Screened",
    description:
      "Screening options for colorectal cancer: FIT stool test, blood-based screening and colonoscopy, who should screen and when.",
  },
  {
    path: "/find-a-gp",
    title: "Find a GP",
    description:
      "Find a partner GP clinic near you for a FIT kit, screening advice and referral, by region and language.",
  },
  {
    path: "/find-a-specialist",
    title: "Find a Specialist",
    description:
      "Find a gastroenterologist or colorectal surgeon for colonoscopy, by specialty, with tips to prepare for your visit and financial assistance.",
  },
  {
    path: "/clinics",
    title: "Clinic Lookup",
    description: "Check whether your clinic or doctor is on the trusted screening panel, and find clinic locations.",
  },
  {
    path: "/education/faqs",
    title: "Frequently Asked Questions",
    description: "Answers about colorectal cancer screening, FIT results, colonoscopy, costs and subsidies.",
  },
  {
    path: "/about-us",
    title: "About Us",
    description: "The story of RID-CRC, its name, its vision and the five pillars of the movement.",
  },
  {
    path: "/vision2035",
    title: "Our 10-Year National Vision — RID-CRC by 2035",
    description:
      "National targets for 2035: 80% screening uptake, 50% fewer late-stage diagnoses, 80% lower mortality, 100% public awareness.",
  },
  {
    path: "/movement-pillars",
    title: "Movement Pillars",
    description:
      "Five pillars: public awareness, clinician engagement, policy alignment, corporate CSR and patient education.",
  },
  {
    path: "/stories",
    title: "Stories",
    description: "Stories from survivors, caregivers and champions of the movement against colorectal cancer.",
  },
  {
    path: "/upcoming-events",
    title: "Upcoming Events & Updates",
    description: "Talks, screening drives and community events of the movement.",
  },
  {
    path: "/csr-showcase",
    title: "Corporate Champions",
    description: "Companies sponsoring screening for their employees and communities through corporate CSR.",
  },
  {
    path: "/join-the-movement",
    title: "Join the Movement",
    description:
      "Sign up as a champion to spread the word, share your story and refer friends to screening, or nominate a clinician.",
  },
  {
    path: "/contact",
    title: "Talk to Us",
    description: "Contact the RID-CRC team: write to us with the contact form or by e-mail.",
  },
];

const keyPaths = new Set(keyPages.map((p) => p.path));

/** Every public page for the sitemap, the key pages included once. */
export const publicPages: PublicPage[] = [
  { path: "/" },
  ...keyPages,
  ...[
    "/about/advisors",
    "/chat",
    "/education",
    "/education/patients",
    "/education/patients/basics",
    "/education/patients/screening",
    "/education/patients/symptoms",
    "/education/patients/prevention",
    "/education/clinicians",
    "/education/clinicians/guidelines",
    "/education/clinicians/research",
    "/education/clinicians/case-studies",
    "/education/clinicians/cme-resources",
    "/education/newsroom",
    "/education/newsroom/press-releases",
    "/education/newsroom/research-updates",
    "/education/resources",
    "/choose-screening",
    "/get-screened/costs",
    "/pillars/rid-crc-pub",
    "/pillars/rid-crc-sgp",
    "/pillars/rid-crc-gov",
    "/pillars/rid-crc-csr",
    "/pillars/rid-crc-edu",
    "/clinical-trials",
    "/signup-trial",
    "/register/clinic",
    "/register/specialist",
    "/register/corporate",
    "/register/government",
    "/nominate-clinician",
    "/cookie-policy",
    "/privacy-policy",
    "/terms-of-use",
  ]
    .filter((path) => !keyPaths.has(path))
    .map((path) => ({ path })),
];
