import type { appointmentRequests } from "#db/schema";

export type TimeSlot = (typeof appointmentRequests.$inferSelect)["preferredTime"];
export type AppointmentStatus = (typeof appointmentRequests.$inferSelect)["status"];

/** Spec content §2.2: the three preferred times of "Schedule Your Screening". */
export const timeSlots: readonly { value: TimeSlot; label: string }[] = [
  { value: "morning", label: "Morning (9AM-12PM)" },
  { value: "afternoon", label: "Afternoon (12PM-5PM)" },
  { value: "evening", label: "Evening (5PM-8PM)" },
];

/**
 * Issue #5: a clinic moves each request from new to contacted to closed; the team moves those no
 * partner receives the same way (ADR 0010).
 */
export const appointmentStatuses: readonly { value: AppointmentStatus; label: string }[] = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "closed", label: "Closed" },
];
export const appointmentStatusValues = appointmentStatuses.map((s) => s.value) as [
  AppointmentStatus,
  ...AppointmentStatus[],
];

export const timeSlotLabel = (slot: TimeSlot) => timeSlots.find((s) => s.value === slot)!.label;
export const statusLabel = (status: AppointmentStatus) => appointmentStatuses.find((s) => s.value === status)!.label;

export const appointmentLimits = {
  nameMaxLength: 100,
  clinicMaxLength: 200,
  messageMaxLength: 1000,
  /** A preferred date further ahead than this is most likely a typo in the year. */
  maxDaysAhead: 365,
  /** The newest requests a dashboard lists. */
  dashboardRows: 100,
  /** The team's requests a console page lists. */
  consolePageSize: 50,
} as const;

/**
 * The honeypot: a field people never see or hear (it sits off-screen, hidden from assistive
 * technology and out of the tab order), which form-filling robots fill in.
 */
export const HONEYPOT_FIELD = "website";
