import type { EmailChange } from "~/features/accounts/index.server";
import { moveAppointmentRequests } from "~/features/directory/index.server";
import { moveEventRegistrations } from "~/features/events/index.server";
import { moveSubscription } from "~/features/newsletter/index.server";
import { moveEnquiries } from "~/features/partners/index.server";
import { moveAnonymousReminders } from "~/features/screening/index.server";
import type { Tx } from "~/lib/db.server";

type Mover = (tx: Tx, change: EmailChange) => Promise<void>;

/**
 * For every table the declaration ties to a person by e-mail address, its owner's move to the new
 * address (email-change.server.test.ts holds this list to the declaration). The outbox is the one
 * exception: it records what was sent to which address (including, in this very transaction, the
 * notice to the old address), so its rows keep the address they went to.
 */
export const emailMovers: Record<string, Mover | "kept"> = {
  appointment_requests: moveAppointmentRequests,
  event_registrations: moveEventRegistrations,
  enquiries: moveEnquiries,
  anonymous_screening_reminders: moveAnonymousReminders,
  newsletter_subscribers: moveSubscription,
  email_outbox: "kept",
};

/** Runs in the transaction that changes an account's address (accounts' onEmailChange). */
export async function moveByEmail(tx: Tx, change: EmailChange): Promise<void> {
  for (const mover of Object.values(emailMovers)) if (mover !== "kept") await mover(tx, change);
}
