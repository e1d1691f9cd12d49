const pillarSlugs = ["rid-crc-pub", "rid-crc-sgp", "rid-crc-gov", "rid-crc-csr", "rid-crc-edu"] as const;
export type PillarSlug = (typeof pillarSlugs)[number];

/** The movement's five strategic pillars (spec content §1), in the spec's order. */
export const pillars: { slug: PillarSlug; title: string; tagline: string; summary: string }[] = [
  {
    slug: "rid-crc-pub",
    title: "Public Awareness",
    tagline: "Real stories, clear facts",
    summary:
      "Real stories and clear facts that get people talking about colorectal cancer, and booking their screening.",
  },
  {
    slug: "rid-crc-sgp",
    title: "Clinician Engagement",
    tagline: "Specialists and GPs, one pathway",
    summary:
      "GPs and specialists working side by side, so every patient has a clear path from first test to colonoscopy.",
  },
  {
    slug: "rid-crc-gov",
    title: "Policy Alignment",
    tagline: "Screening made routine",
    summary: "Working with public-health partners so that screening becomes easy, affordable and routine for everyone.",
  },
  {
    slug: "rid-crc-csr",
    title: "Corporate CSR",
    tagline: "Companies funding screening",
    summary:
      "Employers and sponsors funding screening for those who need it most, and encouraging their own people to get checked.",
  },
  {
    slug: "rid-crc-edu",
    title: "Patient Education",
    tagline: "Know what to expect",
    summary: "Plain-language guides on risk, symptoms, tests and what to expect at every step.",
  },
];

export function isPillarSlug(value: string | undefined): value is PillarSlug {
  return pillarSlugs.includes(value as PillarSlug);
}
