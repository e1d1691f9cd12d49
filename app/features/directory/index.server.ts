// Public server entry of the directory feature.
export { listGpClinics, gpFilterOptions } from "./gp-directory.server";
export { listSpecialists } from "./specialist-directory.server";
