/** Spec content §2.2, §5, §8, §9 and issue #5: texts the directories show word for word. */
export const messages = {
  noClinics: "No clinics found matching your criteria",
  noSpecialists: "No specialists match your current search criteria. Please try a different search term or filter.",
  invalidPostalCode: "Valid 6-digit postal code is required",
  notSpecified: "Not specified",
  clearFilters: "Clear Filters",
  sampleData: "Sample data",
  // What the label means, on the English-only pages that show it (the sponsor showcase, /clinics).
  sampleNote: (page: string, noun: string) =>
    `Entries marked “Sample data” are examples to show how ${page} works, not real ${noun}.`,
  fitKits: "FIT kits",
  // The trusted-panel lookups (spec content §2.2, §4, §8).
  panelNoMatch: "We couldn't find a match in our trusted panel",
  specialistNoMatch: "We couldn't find a match in our trusted specialist panel",
  specialistMatch: "Wonderful, Champion!",
  searchAgain: "Search Again",
  tryAnotherSearch: "Try Another Search",
} as const;
