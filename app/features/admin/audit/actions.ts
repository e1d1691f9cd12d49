/**
 * The words the console shows for each audited action (Recent Admin Activity, the audit log). An
 * action missing here is shown as its code, so a new one is never hidden.
 */
const auditActionLabels: Record<string, string> = {
  "admin.sign_in": "Signed in",
  "admin.two_factor_enrolled": "Turned on two-step verification",
  "partner.approve": "Approved a partner application",
  "partner.request_info": "Asked a partner applicant for information",
  "partner.reject": "Rejected a partner application",
  "partner.suspend": "Suspended a partner",
  "partner.reinstate": "Reinstated a partner",
  "partner.accept_changes": "Accepted a partner's changes",
  "partner.decline_changes": "Declined a partner's changes",
  "enquiry.handled": "Marked an enquiry handled",
  "story.approve": "Approved a story",
  "story.reject": "Rejected a story",
  "story.unpublish": "Unpublished a story",
  "appointment.status": "Updated an appointment request",
  "user.suspend": "Suspended an account",
  "user.reinstate": "Reinstated an account",
  "user.resend_verification": "Resent a verification e-mail",
  "user.password_reset": "Sent a password reset",
  "user.change_type": "Changed an account's type",
  "users.export": "Exported users as CSV",
  "audit.export": "Exported the audit log as CSV",
  "setting.update": "Changed a setting",
  "email.retry": "Retried a failed e-mail",
  "corporate.pledge": "Raised a sponsorship pledge",
  "pledge.approve": "Approved a sponsorship pledge",
  "pledge.decline": "Declined a sponsorship pledge",
  "event.create": "Created an event",
  "event.update": "Edited an event",
  "event.publish": "Published an event",
  "event.unpublish": "Unpublished an event",
  "event.cancel": "Cancelled an event",
  "event.email": "E-mailed an event's registrants",
  "event.export": "Exported an event's registrations as CSV",
};

export const auditActionLabel = (action: string) => auditActionLabels[action] ?? action;
