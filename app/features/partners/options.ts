import { regions } from "#db/schema/regions";
import options from "../../../content/options.json";

// The registration forms' option lists (spec accounts §3). Plain data with no Zod, so the pages can
// show them without loading the schemas (ADR 0013).

export { regions };
export const specialties: readonly string[] = options.specialties;
/** The 7 services of the GP registration form (the profile page adds Basic Consultations). */
export const gpServicesRegistration: readonly string[] = options.gpServicesRegistration;

export const industries = [
  "Banking & Finance",
  "Healthcare & Pharmaceuticals",
  "Technology & Software",
  "Manufacturing & Engineering",
  "Real Estate & Construction",
  "Retail & E-commerce",
  "Education & Training",
  "Transportation & Logistics",
  "Food & Beverage",
  "Professional Services",
  "Media & Communications",
  "Government & Public Sector",
  "Others",
] as const;

export const companySizes = [
  "1-10 employees",
  "11-50 employees",
  "51-200 employees",
  "201-500 employees",
  "501-1000 employees",
  "1000+ employees",
] as const;

/** CSR option ids of spec accounts §3, with the words the form shows beside each. */
export const csrOptions = [
  {
    value: "workplace-screening",
    label: "Workplace screening for our employees",
  },
  { value: "public-screening", label: "Sponsor screening for the public" },
  { value: "health-talks", label: "Health talks at our workplace" },
  { value: "public-events", label: "Support public awareness events" },
  { value: "media-partnership", label: "Media and communications partnership" },
] as const;
export const csrOptionIds = csrOptions.map((o) => o.value);
export const csrOptionLabel = (id: string) => csrOptions.find((o) => o.value === id)?.label ?? id;
