import type { gpClinics, specialists, panelClinics, corporates, corporateSponsorships } from "../schema";

/** Demo directory rows: every one is stored with is_sample = true and labelled "Sample" in the UI. */
export type SampleGpClinic = Omit<
  typeof gpClinics.$inferInsert,
  "id" | "userId" | "approvalStatus" | "isSample" | "createdAt" | "updatedAt"
>;
export type SampleSpecialist = Omit<
  typeof specialists.$inferInsert,
  "id" | "userId" | "approvalStatus" | "isSample" | "createdAt" | "updatedAt"
>;
export type SamplePanelClinic = Omit<typeof panelClinics.$inferInsert, "isSample">;
export type SampleCorporate = Omit<
  typeof corporates.$inferInsert,
  "id" | "userId" | "approvalStatus" | "isSample" | "createdAt" | "updatedAt"
> & {
  sponsorship: Omit<typeof corporateSponsorships.$inferInsert, "id" | "corporateId" | "createdAt">;
};
