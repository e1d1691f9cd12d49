import { Apple, Ban, Beef, Dumbbell, Stethoscope, Users } from "lucide-react";
import * as facts from "../../../../content/facts.json";
import { categories } from "./categories";
import type { Audience } from "./hub-query";

export type NavLink = { label: string; to: string };

/** The categories of one audience's hub, in the spec's order (4 each, spec content §9). */
export function audienceCategories(audience: Audience) {
  return categories.filter((c) => c.audience === audience);
}

/** The category whose page is /education/{audience}/{topic}, if any. */
export function topicCategory(audience: Audience, topic: string) {
  return audienceCategories(audience).find((c) => c.page === `/education/${audience}/${topic}`);
}

/** Related and next-step links of each topic page, keyed by the page's address. */
export const nextSteps: Record<string, NavLink[]> = {
  "/education/patients/basics": [
    { label: "Screening options explained", to: "/education/patients/screening" },
    { label: "Symptoms and signs to watch for", to: "/education/patients/symptoms" },
    { label: "Take the CRC knowledge quiz", to: "/quiz" },
  ],
  "/education/patients/screening": [
    { label: "Compare screening options", to: "/get-screened" },
    { label: "Find a GP for a FIT kit", to: "/find-a-gp" },
    { label: "Find a specialist for colonoscopy", to: "/find-a-specialist" },
  ],
  "/education/patients/symptoms": [
    { label: "Find a GP near you", to: "/find-a-gp" },
    { label: "Find a specialist", to: "/find-a-specialist" },
    { label: "Read the screening FAQs", to: "/education/faqs" },
  ],
  "/education/patients/prevention": [
    { label: "Get screened: your options", to: "/get-screened" },
    { label: "CRC basics: how it starts", to: "/education/patients/basics" },
    { label: "Prevention FAQs", to: "/education/faqs" },
  ],
  "/education/clinicians/guidelines": [
    { label: "Research behind organised screening", to: "/education/clinicians/research" },
    { label: "CME resources", to: "/education/clinicians/cme-resources" },
    { label: "Register your GP clinic", to: "/register/clinic" },
  ],
  "/education/clinicians/research": [
    { label: "Clinical guidelines compared", to: "/education/clinicians/guidelines" },
    { label: "Research updates in the newsroom", to: "/education/newsroom/research-updates" },
  ],
  "/education/clinicians/case-studies": [
    { label: "Clinical guidelines compared", to: "/education/clinicians/guidelines" },
    { label: "Clinician training decks", to: "/education/resources" },
  ],
  "/education/clinicians/cme-resources": [
    { label: "Clinician training decks", to: "/education/resources" },
    { label: "Register as a specialist", to: "/register/specialist" },
  ],
};

/** Pages that show a coming-soon panel while their category is empty (spec content §2.3). */
const comingSoonPages = ["/education/clinicians/case-studies", "/education/clinicians/cme-resources"];

/** The panel shows only while the category has no articles and nobody is searching. */
export function showComingSoon(page: string, articlesInCategory: number, search: string | undefined): boolean {
  return comingSoonPages.includes(page) && articlesInCategory === 0 && !search;
}

/** The coming-soon panel's words and links (its heading is the category's name). */
export const comingSoonPanel = {
  text: "We are preparing these resources with our clinical advisors. Meanwhile, explore the evidence and the guidelines.",
  links: [
    { label: "Research", to: "/education/clinicians/research" },
    { label: "Clinical guidelines", to: "/education/clinicians/guidelines" },
  ],
};

/** The symptoms page's important note: the signs that call for a doctor, not a screening test. */
export const urgentNote = {
  heading: "Important: see a doctor promptly",
  intro:
    "Do not wait for a screening appointment, and do not rely on a home test, if you have any of these six symptoms. See a doctor promptly:",
  symptoms: [
    "Blood in your stool or bleeding from the back passage",
    "A change in bowel habit that does not settle, such as diarrhoea, constipation or narrower stools",
    "Abdominal pain, cramps or bloating that keep coming back",
    "A feeling that your bowel does not empty completely",
    "Weight loss you cannot explain",
    "Tiredness or breathlessness from anaemia (a low blood count)",
  ],
};

/** The prevention page's six key strategies, each with its icon. */
export const preventionStrategies = {
  heading: "Key prevention strategies",
  strategies: [
    {
      title: "Get screened on time",
      text: facts.screeningStartAge.text,
      icon: Stethoscope,
    },
    {
      title: "Know your family history",
      text: "A parent, brother, sister or child with colorectal cancer or advanced polyps may mean screening earlier. Tell your doctor.",
      icon: Users,
    },
    {
      title: "Stay active",
      text: "Regular moderate or vigorous activity each week, and less time sitting, is linked to a lower risk of colon cancer.",
      icon: Dumbbell,
    },
    {
      title: "Eat more fibre",
      text: "Wholegrains, vegetables, fruit and legumes are linked to a lower risk. Try brown rice or wholemeal bread more often.",
      icon: Apple,
    },
    {
      title: "Limit red and processed meat",
      text: "Keep ham, bacon, sausages and luncheon meat for occasional meals, and choose fish, poultry or beans instead.",
      icon: Beef,
    },
    {
      title: "Don't smoke, and drink less",
      text: "Smoking and alcohol both raise the risk of polyps and cancer. Stopping at any age helps; your doctor can support you.",
      icon: Ban,
    },
  ],
};

const { international, singapore } = facts.screeningStartAge;

/** Spec content §9: the guideline table of the clinicians' guidelines page. */
export const guidelineTable = {
  heading: "Screening guidelines at a glance",
  caption: "Colorectal cancer screening recommendations by organisation",
  columns: ["Organisation", "Recommended tests", "Ages", "Interval"],
  rows: [
    {
      organisation: "US Preventive Services Task Force",
      year: 2021,
      tests: "Colonoscopy, FIT, FIT-DNA, flexible sigmoidoscopy",
      ages: `${international}-75 years`,
      interval: "Depends on the test",
    },
    {
      organisation: "American Cancer Society",
      year: 2018,
      tests: "Colonoscopy, FIT, FIT-DNA, flexible sigmoidoscopy",
      ages: `${international}-75 years`,
      interval: "Depends on the test",
    },
    {
      organisation: "Ministry of Health, Singapore",
      year: null,
      tests: "FIT and colonoscopy",
      ages: `${singapore}+ years`,
      interval: "FIT annually; colonoscopy every 10 years",
    },
  ],
};

/** The research page's featured study (figures from content/facts.json); the first link is the main one. */
export const featuredStudy = {
  title: facts.usProgramme.name,
  points: [
    `Screening participation rose from ${facts.usProgramme.participationFromPercent}% to ${facts.usProgramme.participationToText}.`,
    `Colorectal cancer incidence fell by about ${facts.usProgramme.incidenceDropPercent}%.`,
    `Colorectal cancer deaths fell by ${facts.usProgramme.mortalityDropText}.`,
  ],
  links: [
    { label: "Read the study summary", to: "/education/clinicians/research/kaiser-crc-study" },
    { label: "See clinical trials", to: "/clinical-trials" },
    { label: "Register as a specialist", to: "/register/specialist" },
  ],
};

/** Research updates page: four static highlights, each an article whose title it shows. */
export const researchHighlightSlugs = [
  "blood-based-screening-test-nejm-2024",
  "screening-age-45-international-guidelines",
  "nordicc-trial-colonoscopy-invitation",
  "kaiser-crc-study",
];
