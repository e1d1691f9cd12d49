/** Spec content §5, §8, §9 and issue #5: texts the directories show word for word. */
export const messages = {
  noClinics: "No clinics found matching your criteria",
  noSpecialists: "No specialists match your current search criteria. Please try a different search term or filter.",
  invalidPostalCode: "Valid 6-digit postal code is required",
  notSpecified: "Not specified",
  clearFilters: "Clear Filters",
  sampleData: "Sample data",
} as const;
