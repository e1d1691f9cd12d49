/** Education categories of spec content §3 and the page each belongs to (§2.3 mapping table). */
export const categories = [
  {
    id: "patient-basics",
    name: "CRC Basics",
    audience: "patients",
    page: "/education/patients/basics",
    description: "What colorectal cancer is, how it starts and who is at risk.",
  },
  {
    id: "patient-screening",
    name: "Screening Options",
    audience: "patients",
    page: "/education/patients/screening",
    description: "FIT, blood tests and colonoscopy: which test, when, and how to prepare.",
  },
  {
    id: "patient-symptoms",
    name: "Symptoms & Signs",
    audience: "patients",
    page: "/education/patients/symptoms",
    description: "Warning signs that should never wait for a screening appointment.",
  },
  {
    id: "patient-prevention",
    name: "Prevention",
    audience: "patients",
    page: "/education/patients/prevention",
    description: "Everyday choices and family history: lowering your risk.",
  },
  {
    id: "clinician-guidelines",
    name: "Clinical Guidelines",
    audience: "clinicians",
    page: "/education/clinicians/guidelines",
    description: "Screening recommendations compared, with intervals and high-risk pathways.",
  },
  {
    id: "clinician-research",
    name: "Research",
    audience: "clinicians",
    page: "/education/clinicians/research",
    description: "The evidence behind organised screening.",
  },
  {
    id: "clinician-case-studies",
    name: "Case Studies",
    audience: "clinicians",
    page: "/education/clinicians/case-studies",
    description: "Illustrative cases from primary care and endoscopy.",
  },
  {
    id: "clinician-cme",
    name: "CME Resources",
    audience: "clinicians",
    page: "/education/clinicians/cme-resources",
    description: "Quality in colonoscopy and screening practice.",
  },
  {
    id: "newsroom",
    name: "Newsroom",
    audience: "both",
    page: "/education/newsroom",
    description: "Announcements from the movement.",
  },
  {
    id: "research-updates",
    name: "Research Updates",
    audience: "both",
    page: "/education/newsroom/research-updates",
    description: "New studies and what they mean for screening.",
  },
] as const;

type CategoryId = (typeof categories)[number]["id"];
export const categoryIds = categories.map((c) => c.id) as [CategoryId, ...CategoryId[]];

/** Spec content §2.3: the page of a category id; anything else belongs to /education. */
export function categoryPage(id: string | null | undefined): string {
  return categories.find((c) => c.id === id)?.page ?? "/education";
}

export function categoryName(id: string): string {
  return categories.find((c) => c.id === id)?.name ?? "Education";
}

/** Cards link to /education/patients/{topic}: the category id without its prefix (§2.3). */
export function topicOf(id: string): string {
  return id.replace(/^(patient|clinician)-/, "");
}
