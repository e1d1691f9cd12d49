/**
 * The trusted-panel lookup of spec content §5 ("Clinic and specialist search"), kept free of the
 * database and of React so every rule is tested on its own (panel-match.test.ts).
 */

/** The fields of a panel entry (spec §3 "Clinic panel entry") that a search term is compared with. */
export type Matchable = {
  clinicId: string;
  clinicName: string;
  doctors: readonly { name: string }[];
  district: string;
  specialty: string;
  screeningServices: readonly string[];
};

export const GP_SPECIALTY = "General Practitioner (GP)";

/** The query parameter of each lookup; the specialist finder's own name leaves the directory's alone. */
export const lookupParams = { clinics: "q", specialist: "trusted" } as const;

export function normaliseTerm(input: string): string {
  return input.trim().toLowerCase();
}

const contains = (text: string, term: string) => text.toLowerCase().includes(term);

/** Spec §5's matching order; `term` is already normalised. */
const rules: ((entry: Matchable, term: string) => boolean)[] = [
  (entry, term) => entry.clinicId.toLowerCase() === term,
  (entry, term) => entry.doctors.some((doctor) => contains(doctor.name, term)),
  (entry, term) => contains(entry.clinicName, term),
  (entry, term) => contains(entry.district, term),
  (entry, term) => contains(entry.specialty, term),
  (entry, term) => entry.screeningServices.some((service) => contains(service, term)),
];

/**
 * The entry a search finds, or null. "First hit wins" is read rule by rule: the whole panel is tried
 * against the first rule before any entry is tried against the second, so typing a clinic's code
 * finds that clinic even when an earlier entry offers a service whose name contains the same text.
 */
export function matchPanel<T extends Matchable>(panel: readonly T[], input: string): T | null {
  const term = normaliseTerm(input);
  if (!term) return null;
  for (const rule of rules) {
    const hit = panel.find((entry) => rule(entry, term));
    if (hit) return hit;
  }
  return null;
}

/** The specialist finder searches the specialists on the panel only (ADR 0009). */
export function specialistPanel<T extends Pick<Matchable, "specialty">>(panel: readonly T[]): T[] {
  return panel.filter((entry) => entry.specialty !== GP_SPECIALTY);
}

/** Spec §4's states of both lookups; `term` is what the person typed, trimmed, to show it back. */
export type Lookup<T> =
  { state: "ask" } | { state: "match"; term: string; clinic: T } | { state: "nomatch"; term: string };

/** The state a lookup address shows: no term (or only spaces) asks; anything else matches or not. */
export function lookupState<T extends Matchable>(panel: readonly T[], input: string | null): Lookup<T> {
  const term = input?.trim() ?? "";
  if (!term) return { state: "ask" };
  const clinic = matchPanel(panel, term);
  return clinic ? { state: "match", term, clinic } : { state: "nomatch", term };
}
