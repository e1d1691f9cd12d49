import type { ApprovalStatus, PartnerKind } from "#db/schema";

// Words for the review's states and decisions, shown by the console and the applicant's status
// page (no Zod, no server code: pages import it).

export const statusLabels: Record<ApprovalStatus, string> = {
  pending_verification: "E-mail not yet confirmed",
  pending_review: "Waiting for review",
  needs_info: "Information requested",
  approved: "Approved",
  rejected: "Not approved",
  suspended: "Suspended",
};

export const kindLabels: Record<PartnerKind, string> = {
  gp: "GP clinic",
  specialist: "Specialist",
  corporate: "Corporate",
};

/** The team's decisions; each moves an application from some states to one (review.server.ts). */
export const decisions = {
  approve: { label: "Approve", from: ["pending_review", "needs_info"], to: "approved", needsMessage: false },
  request_info: { label: "Ask for information", from: ["pending_review"], to: "needs_info", needsMessage: true },
  reject: { label: "Reject", from: ["pending_review", "needs_info"], to: "rejected", needsMessage: true },
  suspend: { label: "Suspend", from: ["approved"], to: "suspended", needsMessage: true },
  reinstate: { label: "Reinstate", from: ["suspended"], to: "approved", needsMessage: false },
} as const satisfies Record<
  string,
  { label: string; from: readonly ApprovalStatus[]; to: ApprovalStatus; needsMessage: boolean }
>;
export type StatusDecision = keyof typeof decisions;

/** Decisions on identity changes of an approved partner (they do not change its state). */
export const changeDecisions = {
  accept_changes: { label: "Accept the changes", needsMessage: false },
  decline_changes: { label: "Decline the changes", needsMessage: true },
} as const;
export type ChangeDecision = keyof typeof changeDecisions;

export const decisionMessages = {
  messageRequired: "Please write what you need from the applicant, or the reason, so they know what to do next",
  messageTooLong: "Please keep this to 2000 characters or fewer",
  alreadyDecided: (who: string, when: string, status: string) =>
    `This application was already decided by ${who} on ${when}: it is now "${status}". Nothing was changed.`,
  notAllowed: (status: string) => `This decision is not possible while the application is "${status}".`,
  decided: (label: string, name: string) => `${label}: ${name}. The applicant has been told by e-mail.`,
  noChanges: "There are no changes waiting for review. Nothing was changed.",
  answerRequired: "Please write your answer",
  answerTooLong: "Please keep your answer to 2000 characters or fewer",
  answered: "Thank you. Your answer has been sent to our team.",
  notWaiting: "Our team is not waiting for an answer from you at the moment.",
} as const;

/** What each entry of an application's history records. */
const historyActionLabels: Record<string, string> = {
  submitted: "Application submitted",
  verified: "E-mail address confirmed",
  approved: "Approved",
  info_requested: "The team asked for information",
  answered: "The applicant answered",
  rejected: "Not approved",
  suspended: "Suspended",
  reinstated: "Reinstated",
  changes_submitted: "Changes submitted for review",
  changes_accepted: "Changes accepted",
  changes_declined: "Changes declined",
};

/**
 * An entry's headline: what happened, then the state it led to when that says more ("E-mail address
 * confirmed → Waiting for review"), never the same words twice ("Approved → Approved").
 */
export function historyHeadline(entry: {
  action: string;
  fromStatus: ApprovalStatus | null;
  toStatus: ApprovalStatus | null;
}): string {
  const label = historyActionLabels[entry.action] ?? entry.action;
  if (!entry.toStatus || entry.fromStatus === entry.toStatus) return label;
  const to = statusLabels[entry.toStatus];
  return to === label ? label : `${label} → ${to}`;
}
