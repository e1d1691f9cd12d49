// Public server entry of the directory feature.
export { listGpClinics, gpFilterOptions } from "./gp-directory.server";
export { listSpecialists } from "./specialist-directory.server";
export { appointmentRequestsFor, updateAppointmentStatus, type AppointmentRequestList } from "./appointments.server";
export { appointmentStatusSchema } from "./appointment.schema";
export { appointmentMessages } from "./messages";
