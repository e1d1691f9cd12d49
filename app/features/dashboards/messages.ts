/**
 * Spec content §6 and §8: the dashboards' access and error texts, word for word. They live here
 * only; the guard and the components read them from this file.
 */
export const dashboardMessages = {
  championSignedOut: "Please log in to view your dashboard.",
  partnerSignedOut: "You must be logged in to view this page.",
  specialistOnly: "Access denied. This dashboard is for specialists only.",
  gpClinicOnly: "Access denied. This dashboard is for GP Clinics only.",
  corporateOnly: "You don't have access to the corporate dashboard.",
  championProfileMissing: "User profile not found. Please try logging out and back in.",
  profileMissing: "Profile not found.",
  specialistMissing: "Specialist-specific details not found.",
  gpClinicMissing: "GP Clinic details not found.",
  notSpecified: "Not specified",
} as const;
