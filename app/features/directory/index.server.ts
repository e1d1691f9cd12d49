// Public server entry of the directory feature.
export { listGpClinics, gpFilterOptions } from "./gp-directory.server";
export { listSpecialists } from "./specialist-directory.server";
// The nearest few entries for a next step (the screening checker, issue 26).
export { directoryHref, nearestEntries, type NearestEntries, type NearestKind } from "./nearest.server";
export { parsePostalCode } from "./directory.schema";
// The directory's words in a language (issue 27), for a page that shows its postal code field.
export { directoryWords, postalErrorIn } from "./localized.server";
export {
  appointmentRequestsFor,
  updateAppointmentStatus,
  type AppointmentRequestList,
} from "./appointments/requests.server";
export { appointmentStatusSchema, teamRequestStatusSchema } from "./appointments/request.schema";
export { appointmentMessages } from "./appointments/messages";
export { appointmentStatuses, statusLabel } from "./appointments/options";
// The team's handling of appointment requests (/admin/content/appointments), beside the requests.
export {
  appointmentFilters,
  lateRequestCount,
  teamRequests,
  updateTeamRequest,
} from "./appointments/team-requests.server";
// An account's new address takes its appointment requests with it (issue 29, privacy).
export { moveAppointmentRequests } from "./appointments/my-requests.server";
